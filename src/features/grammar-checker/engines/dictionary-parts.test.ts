import type { DictionaryId } from '../model/languages';
import { createBrowserAssetSource, inOrder } from './browser-assets';
import { entryKey, framePart, ignoredCharacters, partitionDictionary } from './dictionary-parts';
import { HunspellWasm, type Speller } from './hunspell';
import { createNodeAssetSource, servedDictionary, readDictionary, readFrequencyList } from './node-assets';

const encode = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const UTF8_AFF = 'SET UTF-8\nTRY abc\n';

describe('entryKey', () => {
  it.each([
    ['Küchenfenster/NS', 'küchenfenster'],
    ['and\\/or/X', 'and/or'],
    ['suprasensible/10 po:adxectivo', 'suprasensible'],
    ['Gerald Malcolm po:antropónimo', 'gerald'],
    ['ΑΕΙΣ', 'αεισ'],
    ['Αεισ/2', 'αεισ'],
    ['İSTANBUL/A', 'istanbul'],
    ['Istanbul', 'istanbul'],
    ['ıstanbul', 'istanbul'],
    ['ВС', 'вс'],
    ['windows\r', 'windows'],
  ])('%s → %s', (line, key) => {
    expect(entryKey(line, '')).toBe(key);
  });

  it('drops the characters Hunspell ignores (Ukrainian stress marks)', () => {
    const ignored = ignoredCharacters('SET UTF-8\nIGNORE \u0301\n');
    expect(ignored).toBe('\u0301');
    expect(entryKey('ма\u0301ма/V', ignored)).toBe(entryKey('мама/W', ignored));
  });
});

describe('partitionDictionary', () => {
  // 2,000 entries whose keys come back far apart: "word7/A" near the start, "Word7/B" near the end.
  const lines = Array.from({ length: 2000 }, (_, i) => (i < 1000 ? `word${i}/A` : i % 2 ? `Word${i - 1000}/B` : `ŻÓŁW${i}`));
  const dic = encode(`${lines.length}\n${lines.join('\n')}\n`);
  const { dic: arranged, starts } = partitionDictionary(dic, UTF8_AFF, 5_000);
  const arrangedLines = decode(arranged).split('\n').slice(1, -1);

  it('cuts into parts of about the size asked for, each starting a line', () => {
    expect(starts.length).toBe(Math.floor((dic.length - 5) / 5_000));
    expect(starts[0]).toBe(5);
    for (const start of starts) expect(arranged[start - 1]).toBe(0x0a);
  });

  it('keeps every line, and the count line', () => {
    expect(decode(arranged).split('\n')[0]).toBe('2000');
    expect([...arrangedLines].sort()).toEqual([...lines].sort());
  });

  it('puts the entries of one key in one part, in their own order', () => {
    const partOf = (line: string) => starts.filter((s) => s <= encode(`2000\n${arrangedLines.slice(0, arrangedLines.indexOf(line)).join('\n')}\n`).length).length;
    for (const i of [1, 7, 501, 999]) {
      const first = arrangedLines.indexOf(`word${i}/A`);
      expect(arrangedLines[first + 1]).toBe(`Word${i}/B`);
      expect(partOf(`word${i}/A`)).toBe(partOf(`Word${i}/B`));
    }
  });

  it('leaves a short list, or one not in UTF-8, as it is', () => {
    expect(partitionDictionary(dic, UTF8_AFF, 1_000_000)).toEqual({ dic, starts: [5] });
    expect(partitionDictionary(dic, 'SET ISO8859-1\n', 5_000)).toEqual({ dic, starts: [5] });
  });
});

describe('framePart', () => {
  it('gives each part its own count line', () => {
    const dic = encode('4\nab\ncd/X\nef\ngh');
    expect(decode(framePart(dic, [2, 10], 0))).toBe('2\nab\ncd/X\n');
    expect(decode(framePart(dic, [2, 10], 1))).toBe('2\nef\ngh');
  });
});

describe('dictionaries in the browser', () => {
  const aff = encode(UTF8_AFF);
  const lines = Array.from({ length: 3000 }, (_, i) => `słowo${i}/ABC`);
  const { dic, starts } = partitionDictionary(encode(`${lines.length}\n${lines.join('\n')}\n`), UTF8_AFF, 4_000);
  const parts = starts.map((_, i) => framePart(dic, starts, i));
  const files: Record<string, Uint8Array> = { 'spell/pl.aff': aff, 'spell/de.aff': aff, 'spell/de.dic': dic };
  parts.forEach((part, i) => (files[`spell/pl.${i + 1}.dic`] = part));
  const manifest = {
    version: 1,
    files: Object.fromEntries(Object.entries(files).map(([path, bytes]) => [path, { bytes: bytes.length, hash: `h${bytes.length}` }])),
    dictionaryParts: { pl: parts.length },
  };

  /** A host that answers a part request when the test releases it. */
  function host() {
    const requested: string[] = [];
    const pending: Array<() => void> = [];
    const fetchImpl = (async (input: RequestInfo | URL) => {
      const path = new URL(String(input)).pathname.slice(1);
      requested.push(path);
      if (path === 'spell/manifest.json') return Response.json(manifest);
      const bytes = files[path];
      if (!bytes) return new Response('', { status: 404 });
      if (!/\.\d+\.dic$/.test(path)) return new Response(new Uint8Array(bytes));
      return new Promise<Response>((resolve) => pending.push(() => resolve(new Response(new Uint8Array(bytes)))));
    }) as typeof fetch;
    return { source: createBrowserAssetSource({ baseUrl: 'https://example.org/', fetch: fetchImpl }), requested, pending };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

  it('requests each part once the one before has arrived, whether or not it was parsed yet, and yields them in order', async () => {
    expect(parts.length).toBeGreaterThan(3);
    const { source, requested, pending } = host();
    const partRequests = () => requested.filter((path) => /^spell\/pl\.\d+\.dic$/.test(path));
    const progress: Array<[number, number | undefined]> = [];
    const loading = source.dictionary('pl', (loaded, total) => progress.push([loaded, total]));
    await settle();
    expect(partRequests()).toEqual(['spell/pl.1.dic']);
    // Nobody reads the parts meanwhile, as while Hunspell parses the first: the rest still come.
    for (let arrived = 1; arrived <= parts.length; arrived++) {
      pending.shift()!();
      await settle();
      expect(partRequests()).toHaveLength(Math.min(arrived + 1, parts.length));
    }
    expect(partRequests()).toEqual(parts.map((_, i) => `spell/pl.${i + 1}.dic`));
    const loaded = await loading;
    const got: string[] = [];
    for await (const part of loaded.parts) got.push(decode(part));
    expect(got).toEqual(parts.map(decode));
    expect(decode(loaded.aff)).toBe(UTF8_AFF);
    const total = aff.length + parts.reduce((sum, part) => sum + part.length, 0);
    expect(progress.at(-1)).toEqual([total, total]);
  });

  it('loads a word list served whole as one part', async () => {
    const { source } = host();
    const loaded = await source.dictionary('de', () => {});
    const got: Uint8Array[] = [];
    for await (const part of loaded.parts) got.push(part);
    expect(got.map(decode)).toEqual([decode(dic)]);
  });

  it('fails when a part cannot be loaded, without leaving the others unhandled', async () => {
    const failing = (async (input: RequestInfo | URL) => {
      const path = new URL(String(input)).pathname.slice(1);
      if (path === 'spell/manifest.json') return Response.json(manifest);
      if (path === 'spell/pl.2.dic') return new Response('', { status: 503 });
      return new Response(new Uint8Array(files[path] ?? new Uint8Array()));
    }) as typeof fetch;
    const loaded = await createBrowserAssetSource({ baseUrl: 'https://example.org/', fetch: failing }).dictionary('pl', () => {});
    const read = async () => {
      for await (const part of loaded.parts) expect(part.length).toBeGreaterThan(0);
    };
    await expect(read()).rejects.toMatchObject({ failure: { kind: 'server', status: 503 } });
  });
});

describe('inOrder', () => {
  it('yields in the given order whatever order the parts arrive in', async () => {
    let releaseFirst: (value: Uint8Array) => void = () => {};
    const first = new Promise<Uint8Array>((resolve) => (releaseFirst = resolve));
    const order = inOrder([first, Promise.resolve(encode('b'))]);
    setTimeout(() => releaseFirst(encode('a')), 5);
    const got: string[] = [];
    for await (const part of order) got.push(decode(part));
    expect(got).toEqual(['a', 'b']);
  });
});

describe('a dictionary loaded in parts', () => {
  let wasm: HunspellWasm;
  beforeAll(async () => {
    wasm = await HunspellWasm.instantiate(await createNodeAssetSource().hunspellRuntime());
  });

  /** Words to ask about: a spread of the list's own entries and the language's frequent (inflected) words, in three cases. */
  function probes(id: DictionaryId, frequency: Parameters<typeof readFrequencyList>[0], dic: Uint8Array): string[] {
    const entries = decode(dic).split('\n').slice(1);
    const words = [
      ...entries.filter((_, i) => i % 97 === 0).map((line) => line.split(/[/\t ]/)[0]!),
      ...readFrequencyList(frequency).split('\n').slice(0, 3000),
    ].filter(Boolean);
    return [...new Set(words.flatMap((w) => [w, w[0]!.toUpperCase() + w.slice(1), w.toUpperCase(), `${w}x`]))];
  }

  it('keeps the flags of both homonyms of a stem, which a plain cut between them loses', () => {
    // "walk/A" and "walk/B" far apart: Hunspell's suffix check looks the stem up in the first
    // table holding it and follows only that entry's homonyms.
    const aff = `${UTF8_AFF}SFX A Y 1\nSFX A 0 s .\nSFX B Y 1\nSFX B 0 ed .\n`;
    const filler = Array.from({ length: 400 }, (_, i) => `filler${i}`);
    const lines = ['walk/A', ...filler, 'walk/B'];
    const dic = encode(`${lines.length}\n${lines.join('\n')}\n`);
    const load = (bytes: Uint8Array, starts: number[]) => {
      const speller = wasm.createSpeller(encode(aff), framePart(bytes, starts, 0));
      for (let i = 1; i < starts.length; i++) speller.addDictionary(framePart(bytes, starts, i));
      return speller;
    };
    const parted = partitionDictionary(dic, aff, 1_000);
    expect(parted.starts.length).toBeGreaterThan(2);
    const grouped = load(parted.dic, parted.starts);
    const middle = decode(dic).indexOf('filler200');
    const cutPlainly = load(dic, [dic.indexOf(0x0a) + 1, middle]);
    try {
      expect(['walk', 'walks', 'walked'].map((w) => grouped.spell(w))).toEqual([true, true, true]);
      expect(['walk', 'walks', 'walked'].map((w) => cutPlainly.spell(w))).toEqual([true, true, false]);
    } finally {
      grouped.dispose();
      cutPlainly.dispose();
    }
  });

  it.each([
    ['uk', 'uk'],
    ['tr', 'tr'],
    ['pl', 'pl'],
  ] as const)('%s: accepts and rejects exactly what the whole list does', (id, frequency) => {
    const whole = readDictionary(id);
    const { aff, dic, starts } = servedDictionary(id);
    expect(starts.length).toBeGreaterThan(2);
    const single: Speller = wasm.createSpeller(whole.aff, whole.dic);
    const parted = wasm.createSpeller(aff, framePart(dic, starts, 0));
    for (let i = 1; i < starts.length; i++) parted.addDictionary(framePart(dic, starts, i));
    try {
      const words = probes(id, frequency, whole.dic);
      expect(words.length).toBeGreaterThan(8000);
      const differ = words.filter((w) => single.spell(w) !== parted.spell(w));
      expect(differ).toEqual([]);
      // Both accept and reject: the probes are not all of one kind.
      const accepted = words.filter((w) => parted.spell(w)).length;
      expect(accepted).toBeGreaterThan(words.length / 4);
      expect(accepted).toBeLessThan(words.length);
    } finally {
      single.dispose();
      parted.dispose();
    }
  }, 120_000);
});
