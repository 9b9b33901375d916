import { MIN_WORDS, MIXED_SCORE_RATIO, offeredLanguage, type DetectedLanguage } from './language-detection';

const detected = (language: string, scores: Record<string, number>, reliable = true): DetectedLanguage => ({ language, reliable, scores });
const english = 'This is a short text that is clearly written in English.';

describe('offeredLanguage', () => {
  it('offers the detected language when it is another than the chosen one', () => {
    expect(offeredLanguage(english, 'pl', detected('en', { en: 0.9, pl: 0.1 }))).toBe('en');
  });

  it('offers nothing for the chosen language, an unreliable detection or nothing detected', () => {
    expect(offeredLanguage(english, 'en', detected('en', { en: 0.9 }))).toBeNull();
    expect(offeredLanguage(english, 'pl', detected('en', { en: 0.9 }, false))).toBeNull();
    expect(offeredLanguage(english, 'pl', detected('', {}))).toBeNull();
  });

  it(`needs ${MIN_WORDS} words, counted as the detected language counts them`, () => {
    expect(offeredLanguage('Good morning to you all', 'pl', detected('en', { en: 0.9 }))).toBeNull();
    expect(offeredLanguage('Good morning to you all here', 'pl', detected('en', { en: 0.9 }))).toBe('en');
    // Japanese has no spaces: its words are the segmenter's.
    expect(offeredLanguage('今日は仕事があるので時間がありません。', 'pl', detected('ja', { ja: 0.9 }))).toBe('ja');
  });

  it(`takes a text where the chosen language scores ${MIXED_SCORE_RATIO} of the best or more for mixed: no offer`, () => {
    expect(offeredLanguage(english, 'pl', detected('en', { en: 0.8, pl: 0.61 }))).toBeNull();
    expect(offeredLanguage(english, 'pl', detected('en', { en: 0.8, pl: 0.59 }))).toBe('en');
  });
});
