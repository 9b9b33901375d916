import { ParagraphCache, splitParagraphs } from './paragraph-cache';
import type { Suggestion } from './types';

/** A stand-in engine: flags every "teh" and every doubled word, and records what it was given. */
function fakeEngine() {
  const inputs: string[] = [];
  const check = async (text: string): Promise<Suggestion[]> => {
    inputs.push(text);
    const found: Suggestion[] = [];
    for (const m of text.matchAll(/\bteh\b|\b(\w+) \1\b/g)) {
      const ruleId = m[0] === 'teh' ? 'SPELL' : 'REPEAT';
      found.push({ id: `local:${ruleId}:${m.index}:${m[0].length}`, category: ruleId === 'SPELL' ? 'misspelling' : 'style', offset: m.index, length: m[0].length, original: m[0], replacements: ['x'], message: 'm', ruleId, engine: 'local' });
    }
    return found;
  };
  return { check, inputs };
}

/** Every finding matches the text at its offset; the list as "original@offset". */
function placedIn(text: string, found: readonly Suggestion[]): string[] {
  for (const s of found) expect(text.slice(s.offset, s.offset + s.length)).toBe(s.original);
  return found.map((s) => `${s.original}@${s.offset}`);
}

const text = ['Teh first line has teh typo.', 'The second line is is fine.', '', 'A third paragraph after a blank line: teh end.'].join('\n');

describe('splitParagraphs', () => {
  it('splits at every line break (CR LF once) and skips blank lines', () => {
    expect(splitParagraphs('One.\r\nTwo.\n\n  \nThree.\u2029Four.')).toEqual([
      { start: 0, text: 'One.' },
      { start: 6, text: 'Two.' },
      { start: 15, text: 'Three.' },
      { start: 22, text: 'Four.' },
    ]);
  });
});

describe('ParagraphCache', () => {
  it('checks the missing paragraphs in one call and places the findings in the text', async () => {
    const engine = fakeEngine();
    const cache = new ParagraphCache();
    const result = await cache.check(text, 'en-US', engine.check);
    expect(engine.inputs).toHaveLength(1);
    expect(result).toMatchObject({ checked: 3, paragraphs: 3 });
    expect(placedIn(text, result.suggestions)).toEqual(['teh@19', 'is is@45', 'teh@96']);
    expect(new Set(result.suggestions.map((s) => s.id)).size).toBe(3);
  });

  it('places interim findings of the checked paragraphs in the text beside the cached ones, and never stores them', async () => {
    const engine = fakeEngine();
    const cache = new ParagraphCache();
    await cache.check(text, 'en-US', engine.check);
    const edited = text.replace('line is is fine', 'line is teh fine');
    const interims: string[][] = [];
    // The interim engine flags only "teh"; the final one flags nothing in the edited paragraph.
    const result = await cache.check(
      edited,
      'en-US',
      async (missing, onInterim) => {
        onInterim((await engine.check(missing)).filter((s) => s.ruleId === 'SPELL'), 'spelling');
        return [];
      },
      (interim) => interims.push(placedIn(edited, interim)),
    );
    expect(interims).toEqual([['teh@19', 'teh@48', 'teh@97']]);
    expect(placedIn(edited, result.suggestions)).toEqual(['teh@19', 'teh@97']);
    // What is stored for the edited paragraph is the final result.
    expect(placedIn(edited, (await cache.check(edited, 'en-US', engine.check)).suggestions)).toEqual(['teh@19', 'teh@97']);
  });

  it('re-checks only the edited paragraph; findings before and after it keep their places', async () => {
    const engine = fakeEngine();
    const cache = new ParagraphCache();
    await cache.check(text, 'en-US', engine.check);
    // Inside the second paragraph: "is is" becomes "is" and a typo appears; the text after moves left by 3.
    const edited = text.replace('line is is fine', 'line is teh fine');
    const result = await cache.check(edited, 'en-US', engine.check);
    expect(engine.inputs.slice(1)).toEqual(['The second line is teh fine.']);
    expect(result.checked).toBe(1);
    expect(placedIn(edited, result.suggestions)).toEqual(['teh@19', 'teh@48', 'teh@97']);
  });

  it('an edit before a paragraph moves its findings without checking it again', async () => {
    const engine = fakeEngine();
    const cache = new ParagraphCache();
    await cache.check(text, 'en-US', engine.check);
    const edited = `Intro words. ${text}`;
    const result = await cache.check(edited, 'en-US', engine.check);
    expect(engine.inputs.slice(1)).toEqual(['Intro words. Teh first line has teh typo.']);
    expect(placedIn(edited, result.suggestions)).toEqual(['teh@32', 'is is@58', 'teh@109']);
  });

  it('an edit after the last paragraph leaves the others cached', async () => {
    const engine = fakeEngine();
    const cache = new ParagraphCache();
    await cache.check(text, 'en-US', engine.check);
    const edited = `${text} More teh.`;
    const result = await cache.check(edited, 'en-US', engine.check);
    expect(engine.inputs.slice(1)).toEqual(['A third paragraph after a blank line: teh end. More teh.']);
    expect(placedIn(edited, result.suggestions)).toEqual(['teh@19', 'is is@45', 'teh@96', 'teh@110']);
  });

  it('deleted and inserted paragraphs: nothing cached is checked again', async () => {
    const engine = fakeEngine();
    const cache = new ParagraphCache();
    await cache.check(text, 'en-US', engine.check);
    const lines = text.split('\n');
    const withoutSecond = [lines[0], lines[2], lines[3]].join('\n');
    const deleted = await cache.check(withoutSecond, 'en-US', engine.check);
    expect(engine.inputs).toHaveLength(1);
    expect(placedIn(withoutSecond, deleted.suggestions)).toEqual(['teh@19', 'teh@68']);

    const withNew = [lines[0], 'A new line with with a repeat.', lines[1], lines[3], lines[0]].join('\n');
    const inserted = await cache.check(withNew, 'en-US', engine.check);
    expect(engine.inputs.slice(1)).toEqual(['A new line with with a repeat.']);
    expect(inserted).toMatchObject({ checked: 1, paragraphs: 5 });
    expect(placedIn(withNew, inserted.suggestions)).toEqual(['teh@19', 'with with@40', 'is is@76', 'teh@126', 'teh@154']);
  });

  it('drops a finding that reaches across the separator of joined paragraphs', async () => {
    const cache = new ParagraphCache();
    const across = async (joined: string): Promise<Suggestion[]> => [
      { id: 'local:X:2:5', category: 'grammar', offset: 2, length: 5, original: joined.slice(2, 7), replacements: [], message: 'm', ruleId: 'X', engine: 'local' },
    ];
    const result = await cache.check('One\nTwo', 'en-US', across);
    expect(result.suggestions).toEqual([]);
  });

  it('starts afresh when the settings change', async () => {
    const engine = fakeEngine();
    const cache = new ParagraphCache();
    await cache.check(text, 'en-US', engine.check);
    await cache.check(text, 'en-US|picky', engine.check);
    expect(engine.inputs).toHaveLength(2);
  });

  it('stores nothing when the check is aborted', async () => {
    const engine = fakeEngine();
    const cache = new ParagraphCache();
    await expect(cache.check(text, 'en-US', () => Promise.reject(new Error('aborted')))).rejects.toThrow('aborted');
    expect(cache.size).toBe(0);
    await cache.check(text, 'en-US', engine.check);
    expect(engine.inputs).toHaveLength(1);
  });

  it('keeps at most maxEntries paragraphs, the least recently used going first', async () => {
    const engine = fakeEngine();
    const cache = new ParagraphCache(2);
    await cache.check('a teh\nb\nc', 'en-US', engine.check);
    expect(cache.size).toBe(2);
    await cache.check('b\nc', 'en-US', engine.check);
    expect(engine.inputs).toHaveLength(1);
  });
});
