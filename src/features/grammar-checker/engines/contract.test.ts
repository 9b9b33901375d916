/**
 * One suite, every engine: the LanguageTool engine on a fake fetch serving the recorded v2
 * responses, the local engine in-process (harper.js's LocalLinter and Hunspell on the
 * dictionaries in node_modules), and the same local engine behind the worker bridge, as the
 * page uses it (its worker a stand-in that clones every message). What the UI relies on holds
 * for all three.
 */
import { FakeWorker } from '@/lib/worker/testing/fake-worker';
import { GrammarCheckError } from '../model/errors';
import { SUGGESTION_CATEGORIES, type GrammarEngine, type Suggestion } from '../model/types';
import { LanguageToolEngine } from './languagetool-engine';
import { LocalEngine } from './local-engine';
import { createNodeAssetSource } from './node-assets';
import { createFakeLanguageTool, loadCheckFixtures } from './testing/fake-languagetool';
import { createLocalGrammarClient } from '../worker/local-grammar-client';
import { createLocalGrammarHost } from '../worker/local-grammar-host';

jest.setTimeout(60_000);

const fixtures = loadCheckFixtures();
const text = (file: string) => {
  const f = fixtures.find((x) => x.file === file);
  if (!f) throw new Error(`missing fixture ${file}`);
  return f.request;
};

/** Texts with at least one misspelling each engine must find (the local engine checks spelling for these languages). */
const WITH_MISSPELLING = ['check-en-US.json', 'check-emoji-en-US.json', 'check-de-DE.json', 'check-pl-PL.json'];

const local = new LocalEngine(createNodeAssetSource());
const engines: Array<[string, () => GrammarEngine]> = [
  ['LanguageToolEngine (recorded responses)', () => new LanguageToolEngine({ baseUrl: 'https://lt.test', fetch: createFakeLanguageTool(fixtures).fetch, rateLimit: null })],
  ['LocalEngine (in-process)', () => local],
  ['LocalGrammarClient (worker bridge)', () => workerClient],
];
const workerClient = createLocalGrammarClient({ start: () => new FakeWorker(createLocalGrammarHost(() => local)), assetBaseUrl: 'https://site.test/' });

afterAll(() => {
  workerClient.dispose();
  return local.dispose();
});

function expectContract(engineName: string, input: string, found: Suggestion[]) {
  const ids = new Set<string>();
  let previous = -1;
  for (const s of found) {
    expect(Number.isInteger(s.offset) && Number.isInteger(s.length)).toBe(true);
    expect(s.offset).toBeGreaterThanOrEqual(0);
    expect(s.offset + s.length).toBeLessThanOrEqual(input.length);
    expect(input.slice(s.offset, s.offset + s.length)).toBe(s.original);
    expect(SUGGESTION_CATEGORIES).toContain(s.category);
    expect(Array.isArray(s.replacements)).toBe(true);
    for (const r of s.replacements) expect(typeof r).toBe('string');
    expect(s.replacements).not.toContain(s.original);
    expect(typeof s.message).toBe('string');
    expect(s.message.length).toBeGreaterThan(0);
    expect(s.ruleId.length).toBeGreaterThan(0);
    expect(s.engine).toBe(engineName.startsWith('Local') ? 'local' : 'languagetool');
    expect(ids.has(s.id)).toBe(false);
    ids.add(s.id);
    expect(s.offset).toBeGreaterThanOrEqual(previous);
    previous = s.offset;
  }
}

describe.each(engines)('%s', (name, create) => {
  it('meets the contract on every recorded text', async () => {
    const engine = create();
    for (const f of fixtures) {
      expect(engine.supports(f.request.language)).toBe(true);
      const found = await engine.check(f.request.text, f.request.language);
      expectContract(name, f.request.text, found);
    }
  });

  it.each(WITH_MISSPELLING)('finds a misspelling in %s', async (file) => {
    const { text: input, language } = text(file);
    const found = await create().check(input, language);
    expect(found.some((s) => s.category === 'misspelling' && s.replacements.length > 0)).toBe(true);
  });

  it('finds no misspelling in a correct sentence', async () => {
    const { text: input, language } = text('check-clean-en-US.json');
    const found = await create().check(input, language);
    expect(found.filter((s) => s.category === 'misspelling')).toEqual([]);
  });

  it('never flags personal-dictionary words as misspellings', async () => {
    const { text: input, language } = text('check-en-US.json');
    const engine = create();
    const before = await engine.check(input, language);
    expect(before.some((s) => s.category === 'misspelling' && s.original === 'Teh')).toBe(true);
    const after = await engine.check(input, language, undefined, undefined, { personalWords: ['teh'] });
    expect(after.some((s) => s.category === 'misspelling' && s.original === 'Teh')).toBe(false);
  });

  it('drops findings of disabled rules', async () => {
    const { text: input, language } = text('check-de-DE.json');
    const engine = create();
    const before = await engine.check(input, language);
    const ruleId = before[0]?.ruleId as string;
    const after = await engine.check(input, language, undefined, undefined, { disabledRules: [ruleId] });
    expect(after.some((s) => s.ruleId === ruleId)).toBe(false);
  });

  it('rejects with aborted when the signal aborts (before or during the check)', async () => {
    const { text: input, language } = text('check-pl-PL.json');
    const engine = create();
    const aborted = new AbortController();
    aborted.abort();
    await expect(engine.check(input, language, aborted.signal)).rejects.toMatchObject({ failure: { kind: 'aborted' } });
    const controller = new AbortController();
    const pending = engine.check(input, language, controller.signal);
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GrammarCheckError);
    expect((error as GrammarCheckError).failure.kind).toBe('aborted');
  });

  it('runs checks independently: aborting one leaves the other intact', async () => {
    const engine = create();
    const controller = new AbortController();
    const first = engine.check(text('check-en-US.json').text, 'en-US', controller.signal);
    const second = engine.check(text('check-de-DE.json').text, 'de-DE');
    controller.abort();
    await expect(first).rejects.toMatchObject({ failure: { kind: 'aborted' } });
    expectContract(name, text('check-de-DE.json').text, await second);
  });

  it('rejects unknown languages as unsupported', async () => {
    expect(create().supports('xx-XX')).toBe(false);
    await expect(create().check('Hello', 'xx-XX')).rejects.toMatchObject({ failure: { kind: 'unsupported', language: 'xx-XX' } });
  });
});
