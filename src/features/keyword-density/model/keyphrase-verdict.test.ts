import { judgeKeyphrase, keyphraseLengthFactor } from './keyphrase-verdict';

/**
 * The cases of Yoast SEO's own tests of the keyphrase density assessment
 * (yoastseo/spec/scoring/assessments/seo/KeywordDensityAssessmentSpec.js): the same counts,
 * text lengths, bands and recommended counts.
 */
describe("Yoast's keyphrase density bands", () => {
  const yoast = (count: number, totalWords: number, keyphraseWords = 1, wordForms = false) =>
    judgeKeyphrase({ count, totalWords, keyphraseWords, wordForms }, 'yoast');

  it('0 and 1 uses in 1,000 words are too few; the recommended minimum is 5', () => {
    expect(yoast(0, 1000)).toMatchObject({ band: 'low', minimum: 5 });
    expect(yoast(1, 1000)).toMatchObject({ band: 'low', minimum: 5 });
  });

  it('0.5 % and 2 % are good', () => {
    expect(yoast(5, 1000).band).toBe('good');
    expect(yoast(20, 1000).band).toBe('good');
  });

  it('3.5 % is too many (maximum 29), 10 % way too many', () => {
    expect(yoast(35, 1000)).toMatchObject({ band: 'high', maximum: 29 });
    expect(yoast(100, 1000)).toMatchObject({ band: 'high', maximum: 29 });
  });

  it('between 3 % and 3.5 % is good only when word forms are recognised', () => {
    expect(yoast(32, 1000, 1, true).band).toBe('good');
    expect(yoast(32, 1000, 1, false).band).toBe('high');
  });

  it('weights the density by keyphrase length: 2 % of a two-word keyphrase is good, of a five-word one too high (maximum 12)', () => {
    expect(keyphraseLengthFactor(2)).toBeCloseTo(1.3667, 4);
    expect(yoast(20, 1000, 2).band).toBe('good');
    expect(yoast(20, 1000, 5)).toMatchObject({ band: 'high', maximum: 12 });
  });

  it('one use in 101 words is too few (minimum 2); two uses are good when the minimum is 2', () => {
    expect(yoast(1, 101)).toMatchObject({ band: 'low', minimum: 2 });
    expect(yoast(2, 106, 3)).toMatchObject({ band: 'good', minimum: 2 });
  });

  it('in a text under 100 words one use is good', () => {
    expect(yoast(1, 60)).toMatchObject({ band: 'good', shortText: true, minimum: 1 });
    expect(yoast(0, 60).band).toBe('low');
  });
});

describe("Rank Math's bands", () => {
  it('are good from 1 % to 1.5 % of plain density', () => {
    const rankMath = (count: number) => judgeKeyphrase({ count, totalWords: 1000, keyphraseWords: 3, wordForms: false }, 'rankMath');
    expect(rankMath(9)).toMatchObject({ band: 'low', minimum: 10, maximum: 15 });
    expect(rankMath(10).band).toBe('good');
    expect(rankMath(15).band).toBe('good');
    expect(rankMath(16).band).toBe('high');
  });
});
