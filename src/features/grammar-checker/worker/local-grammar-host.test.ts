import { LocalEngine } from '../engines/local-engine';
import { createNodeAssetSource } from '../engines/node-assets';
import type { CheckProgress, Suggestion } from '../model/types';
import { loadLanguageDetector } from '@/lib/text/language-detection';
import type { CallContext } from '@/lib/worker/host';
import { createLocalGrammarHost } from './local-grammar-host';

jest.mock('@/lib/text/language-detection', () => {
  const actual = jest.requireActual<typeof import('@/lib/text/language-detection')>('@/lib/text/language-detection');
  return { ...actual, loadLanguageDetector: jest.fn(actual.loadLanguageDetector) };
});

/** An engine double that flags every "teh" and records the texts it was given. */
function recordingEngine() {
  const texts: string[] = [];
  const engine = {
    check: async (text: string): Promise<Suggestion[]> => {
      texts.push(text);
      return [...text.matchAll(/teh/g)].map((m) => ({ id: `local:SPELL:${m.index}:3`, category: 'misspelling', offset: m.index, length: 3, original: 'teh', replacements: ['the'], message: 'm', ruleId: 'SPELL', engine: 'local' }));
    },
  };
  return { engine: engine as unknown as LocalEngine, texts };
}

const context: CallContext<CheckProgress> = { signal: new AbortController().signal, progress: () => {}, transfer: () => {} };

describe('local grammar host', () => {
  it('checks only the paragraphs that changed since the last check', async () => {
    const { engine, texts } = recordingEngine();
    const host = createLocalGrammarHost(() => engine);
    const input = { language: 'en-US', assetBaseUrl: 'https://site.test/' };
    await host.check({ ...input, text: 'First teh line.\nSecond line.' }, context);
    const found = await host.check({ ...input, text: 'First teh line.\nSecond teh line, edited.' }, context);
    expect(texts).toEqual(['First teh line.\n\nSecond line.', 'Second teh line, edited.']);
    expect(found.map((s) => s.offset)).toEqual([6, 23]);
    // Another option is another setting: everything is checked again.
    await host.check({ ...input, text: 'First teh line.\nSecond teh line, edited.', options: { picky: true } }, context);
    expect(texts).toHaveLength(3);
  });

  it('judges names on the whole text when only an edited paragraph is checked again (real Spanish dictionary)', async () => {
    const host = createLocalGrammarHost(() => new LocalEngine(createNodeAssetSource()));
    const input = { language: 'es', assetBaseUrl: 'https://site.test/' };
    const text = 'El sistema usa Debian como base.\nLa comunidad de Debian publica versiones.\nMuchos usuarios instalan Debian en servidores.';
    expect(await host.check({ ...input, text }, context)).toEqual([]);
    // Checked alone, "Debian" is one letter from "debían"; in this text it is a name.
    const edited = await host.check({ ...input, text: text.replace('publica', 'publica nuevas') }, context);
    expect(edited.map((s) => s.original)).toEqual([]);
    // A real misspelling in the edited paragraph is still found.
    const typo = await host.check({ ...input, text: text.replace('publica', 'publcia') }, context);
    expect(typo.map((s) => s.original)).toEqual(['publcia']);
  });

  it('suggests the language the text is written in', async () => {
    const host = createLocalGrammarHost(() => recordingEngine().engine);
    await expect(host.suggestLanguage({ text: 'Das ist ein kurzer Text, der eindeutig auf Deutsch geschrieben ist.', chosen: 'en-US' })).resolves.toBe('de-DE');
    await expect(host.suggestLanguage({ text: 'This is a short text that is clearly written in English.', chosen: 'en-US' })).resolves.toBeNull();
  });

  it('loads the language detector again after a failed load (offline at the first offer), and once only after it loaded', async () => {
    const load = jest.mocked(loadLanguageDetector);
    load.mockClear();
    load.mockRejectedValueOnce(new Error('offline'));
    const host = createLocalGrammarHost(() => recordingEngine().engine);
    const german = { text: 'Das ist ein kurzer Text, der eindeutig auf Deutsch geschrieben ist.', chosen: 'en-US' };
    await expect(host.suggestLanguage(german)).rejects.toThrow('offline');
    await expect(host.suggestLanguage(german)).resolves.toBe('de-DE');
    await expect(host.suggestLanguage({ ...german, chosen: 'de-DE' })).resolves.toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
