import type { DictionaryId } from '../model/languages';
import { readDictionaryParts } from './browser-assets';
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

describe('readDictionaryParts', () => {
  const lines = Array.from({ length: 3000 }, (_, i) => `słowo${i}/ABC`);
  const { dic, starts } = partitionDictionary(encode(`${lines.length}\n${lines.join('\n')}\n`), UTF8_AFF, 4_000);
  const expected = starts.map((_, i) => decode(framePart(dic, starts, i)));
  const entry = { bytes: dic.length, hash: 'x', parts: starts };

  /** A response whose body arrives in chunks of the given sizes (repeated). */
  const chunked = (bytes: Uint8Array, sizes: number[]) => {
    let at = 0;
    let turn = 0;
    return new Response(
      new ReadableStream<Uint8Array>({
        pull(controller) {
          if (at >= bytes.length) return controller.close();
          const size = sizes[turn++ % sizes.length]!;
          controller.enqueue(bytes.slice(at, at + size));
          at += size;
        },
      }),
    );
  };
  const collect = async (parts: AsyncIterable<Uint8Array>) => {
    const out: string[] = [];
    for await (const part of parts) out.push(decode(part));
    return out;
  };

  it.each([[[1]], [[7, 1000, 3]], [[65_536]], [[4_000]]])('yields the parts whatever the chunks (%j)', async (sizes) => {
    expect(starts.length).toBeGreaterThan(3);
    const progress: number[] = [];
    expect(await collect(readDictionaryParts(chunked(dic, sizes), entry, (loaded) => progress.push(loaded)))).toEqual(expected);
    expect(progress.at(-1)).toBe(dic.length);
  });

  it('yields each part before the rest has arrived', async () => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= dic.length) return controller.close();
        controller.enqueue(dic.slice(sent, sent + 1000));
        sent += 1000;
      },
    });
    const parts = readDictionaryParts(new Response(body), entry, () => {});
    await parts.next();
    expect(sent).toBeLessThan(dic.length);
  });

  it('yields an uncut list whole', async () => {
    expect(await collect(readDictionaryParts(chunked(dic, [333]), { bytes: dic.length, hash: 'x' }, () => {}))).toEqual([decode(dic)]);
  });

  it('fails on a file that is not the one its manifest describes', async () => {
    const other = encode(`x${decode(dic)}`);
    await expect(collect(readDictionaryParts(chunked(other, [999]), entry, () => {}))).rejects.toThrow(/does not match its manifest/);
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
