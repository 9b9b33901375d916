import type { CheckProgress } from '../model/types';
import { LocalEngine } from './local-engine';
import { createNodeAssetSource } from './node-assets';

jest.setTimeout(60_000);

const engine = new LocalEngine(createNodeAssetSource());
afterAll(() => engine.dispose());

const summary = (found: Awaited<ReturnType<LocalEngine['check']>>) => found.map((s) => `${s.category}:${s.original}→${s.replacements[0] ?? ''}`);

describe('LocalEngine: English with harper.js', () => {
  it('finds grammar, spelling, casing and reports progress', async () => {
    const progress: CheckProgress[] = [];
    const found = await engine.check('This is an test. i has a adress.', 'en-US', undefined, (p) => progress.push(p));
    expect(summary(found)).toEqual(expect.arrayContaining(['grammar:an→a', 'casing:i→I', 'grammar:has→have', 'misspelling:adress→address']));
    expect(progress.some((p) => p.phase === 'loading' && (p.loaded ?? 0) > 0)).toBe(true);
    expect(progress.at(-1)?.phase).toBe('checking');
  });

  it('keeps the spelling finding that harper’s split-word rule would hide (dedup off), one finding per span', async () => {
    const found = await engine.check('Send it to my adress please.', 'en-US');
    const adress = found.filter((s) => s.original === 'adress');
    expect(adress).toHaveLength(1);
    expect(adress[0]?.replacements).toEqual(expect.arrayContaining(['address', 'a dress']));
    expect(adress[0]?.replacements[0]).toBe('address');
  });

  it('follows the dialect', async () => {
    const us = await engine.check('The colour of the centre is grey.', 'en-US');
    const gb = await engine.check('The colour of the centre is grey.', 'en-GB');
    expect(us.filter((s) => s.category === 'misspelling').length).toBeGreaterThan(0);
    expect(gb.filter((s) => s.category === 'misspelling')).toEqual([]);
  });
});

describe('LocalEngine: Hunspell', () => {
  it('accepts German compounds and flags a typo with a good first suggestion', async () => {
    const found = await engine.check('Das Küchenfenster und die Donaudampfschifffahrt sind schön, aber der Fehller nicht.', 'de-DE');
    expect(summary(found)).toEqual(['misspelling:Fehller→Fehler']);
  });

  it('checks Polish, Russian, Greek and French words with diacritics', async () => {
    expect(summary(await engine.check('Zażółć gęślą jaźń. To jest smochód.', 'pl-PL'))).toEqual(['misspelling:smochód→samochód']);
    expect(summary(await engine.check('Это очень хорошая идея, но малако кончилось.', 'ru-RU'))).toEqual(['misspelling:малако→молоко']);
    expect(summary(await engine.check('Η γλώσσα είναι όμορφη και το σπιτι μεγάλο.', 'el-GR'))).toEqual(['misspelling:σπιτι→σπίτι']);
    expect(summary(await engine.check("L'homme est là : aujourd’hui il fait beau. Il a mangé une pome.", 'fr'))).toEqual(['misspelling:pome→pomme']);
  });

  it('skips numbers, addresses and acronyms', async () => {
    expect(await engine.check('Napisz na jan.kowalski@example.pl albo zobacz https://example.pl/abc w 2024 r. (NATO, PKO).', 'pl-PL')).toEqual([]);
  });

  it('honours the personal dictionary', async () => {
    const found = await engine.check('Pan Brzęczyszczykiewiczowski przyszedł.', 'pl-PL', undefined, undefined, { personalWords: ['Brzęczyszczykiewiczowski'] });
    expect(found).toEqual([]);
  });

  it('computes suggestions within a time budget, the rest on demand', async () => {
    const budgeted = new LocalEngine(createNodeAssetSource(), { hunspell: { suggestionBudgetMs: 0 } });
    const found = await budgeted.check('To jest smochód.', 'pl-PL');
    expect(found[0]?.replacements).toEqual([]);
    expect(await budgeted.suggest('smochód', 'pl-PL')).toContain('samochód');
    await budgeted.dispose();
  });
});

describe('LocalEngine: languages without local spelling', () => {
  it('runs the generic rules only', async () => {
    expect(summary(await engine.check('これは「テストです。', 'ja-JP'))).toEqual(['punctuation:「→']);
    expect(summary(await engine.check('Isto é un texto  con dous espazos.', 'ast-ES'))).toEqual(['punctuation:  → ']);
  });
});

describe('LocalEngine: the language’s own rules', () => {
  it('puts a rule’s correction in place of the spelling finding on the same word', async () => {
    const found = await engine.check('Wczoraj poszłem do kina.', 'pl-PL');
    expect(summary(found)).toEqual(['grammar:poszłem→poszedłem']);
    expect(found[0]?.localizedMessage).toEqual({ key: 'commonError', values: { wrong: 'poszłem', right: 'poszedłem' } });
  });

  it('reports picky advice only when asked for, and drops disabled rules', async () => {
    const text = 'Bonjour! Il attendit...';
    expect(summary(await engine.check(text, 'fr'))).toEqual(['punctuation:Bonjour!→Bonjour\u202F!']);
    expect(summary(await engine.check(text, 'fr', undefined, undefined, { picky: true }))).toEqual(['punctuation:Bonjour!→Bonjour\u202F!', 'style:...→…']);
    expect(await engine.check(text, 'fr', undefined, undefined, { disabledRules: ['LOCAL_FR_SPACE_BEFORE_MARK'] })).toEqual([]);
  });
});
