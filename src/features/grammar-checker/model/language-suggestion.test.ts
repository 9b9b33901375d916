import type { LanguageDetector } from '@/lib/text/language-detection';
import { grammarLanguageFor, loadGrammarLanguageDetector, suggestedLanguage } from './language-suggestion';

let detect: LanguageDetector;
beforeAll(async () => {
  detect = await loadGrammarLanguageDetector();
});
const offer = (text: string, chosen: string) => suggestedLanguage(text, chosen, detect(text));

describe('language detection on the device', () => {
  it('tells short texts of one or two sentences apart', () => {
    expect(detect('Ich habe heute leider keine Zeit, weil ich arbeiten muss.').language).toBe('de');
    expect(detect('Nie mam dziś czasu, bo muszę pracować do wieczora.').language).toBe('pl');
    expect(detect('Сегодня у меня нет времени, потому что я работаю.').language).toBe('ru');
    expect(detect('Сьогодні в мене немає часу, бо я працюю до вечора.').language).toBe('uk');
    expect(detect('Днес нямам време, защото работя до късно вечерта.').language).toBe('bg');
    expect(detect('今日は仕事があるので時間がありません。').language).toBe('ja');
    expect(detect('Ma nincs időm, mert estig dolgozom az irodában.').language).toBe('hu');
  });

  it('offers German for German text written with English chosen', () => {
    expect(offer('Das ist ein kurzer Text, der eindeutig auf Deutsch geschrieben ist.', 'en-US')).toBe('de-DE');
    expect(offer('Esto es un texto corto que está escrito claramente en español.', 'en-GB')).toBe('es');
    expect(offer('This is a short text that is clearly written in English.', 'pl-PL')).toBe('en-US');
  });

  it('offers nothing for the chosen language, another variant of it, or too little text', () => {
    expect(offer('This is a short text that is clearly written in English.', 'en-US')).toBeNull();
    expect(offer('Das ist ein kurzer Text, der eindeutig auf Deutsch geschrieben ist.', 'de-CH')).toBeNull();
    expect(offer('Guten Morgen, Anna!', 'en-US')).toBeNull();
    expect(offer('', 'en-US')).toBeNull();
  });

  it('offers nothing for mixed text where the chosen language holds its own', () => {
    expect(offer('We met in Berlin and he said: „Ich komme morgen wieder.“ Then we went home for dinner.', 'en-US')).toBeNull();
    expect(offer('Dies ist ein Test. This is a test of a mixed text here.', 'de-DE')).toBeNull();
  });

  it('offers only languages the checker has', () => {
    expect(grammarLanguageFor('de')).toBe('de-DE');
    expect(grammarLanguageFor('pt')).toBe('pt-PT');
    expect(grammarLanguageFor('ca')).toBe('ca-ES');
    expect(grammarLanguageFor('xx')).toBeUndefined();
  });
});
