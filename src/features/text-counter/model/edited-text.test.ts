import fc from 'fast-check';
import { additiveStats, countText } from './count-text';
import { createIncrementalCounter } from './incremental-counter';
import { countHighlights, findHighlights } from './highlights';
import { totalsAfterEdit, viewAfterEdit, warmUpPieces, warmUpSteps, type CountedText, type CountedView } from './edited-text';

/** What the worker hands over: the text, its locale and the counter's additive totals. */
function counted(text: string, locale: string): CountedText {
  const counter = createIncrementalCounter(locale);
  counter.update(text);
  return { text, locale, totals: counter.totals() };
}

/** The figures of `text` counted from scratch that an edit must reproduce exactly. */
const exact = (text: string, locale: string) => {
  const { characters, charactersNoSpaces, words, sentences, paragraphs, averageWordsPerSentence, readingTimeSeconds, speakingTimeSeconds, lines, averageCharactersPerWord, readability } = countText(text, locale);
  return { characters, charactersNoSpaces, words, sentences, paragraphs, averageWordsPerSentence, readingTimeSeconds, speakingTimeSeconds, lines, averageCharactersPerWord, readability };
};

const texts: Array<[string, string, string, string]> = [
  // [locale, what the edit is, before, after]
  ['en', 'a word typed mid-line', 'Mr. Smith went home. He slept.\nThe end.\n', 'Mr. Smith went home. He slept well.\nThe end.\n'],
  ['de', 'an empty line inserted between CR LF lines', 'Grüße aus Köln, z. B. vom Dom.\r\nDas Küchenfenster ist offen.\r\n', 'Grüße aus Köln, z. B. vom Dom.\r\n\r\nDas Küchenfenster ist offen.\r\n'],
  ['pl', 'two lines joined', 'Zażółć gęślą jaźń.\nPójdź, kińże tę chmurność w głąb flaszy!', 'Zażółć gęślą jaźń. Pójdź, kińże tę chmurność w głąb flaszy!'],
  ['ru', 'a word deleted', 'Съешь же ещё этих мягких французских булок, т. е. сейчас.\nДа выпей чаю.\n', 'Съешь же ещё этих мягких булок, т. е. сейчас.\nДа выпей чаю.\n'],
  ['el', 'a sentence added at the end', 'Ξεσκεπάζω την ψυχοφθόρα βδελυγμία.\nΚαλημέρα!\n', 'Ξεσκεπάζω την ψυχοφθόρα βδελυγμία.\nΚαλημέρα! Τι κάνεις;\n'],
  ['ja', 'characters replaced', '私はJavaScriptが好きです。\n東京に住んでいます。\n', '私はTypeScriptも好きです。\n東京に住んでいます。\n'],
];

describe('totalsAfterEdit', () => {
  it.each(texts)('%s, %s: the same counts as from scratch', (locale, _what, before, after) => {
    const base = counted(before, locale);
    const totals = totalsAfterEdit(base, after, locale);
    expect(totals).not.toBeNull();
    expect(additiveStats(totals!, locale)).toEqual(exact(after, locale));
  });

  it('gives exact counts for random edits of random multilingual text, edit after edit', () => {
    const alphabet = fc.constantFrom('a', 'B', 'ż', 'Ж', 'λ', '日', 'は', ' ', '\n', '\r\n', '\r', '.', '!', '-', "'", '😀', 'e\u0301', '1', ',', 'Mr.', 'z. B.', '\u2028');
    const text = fc.array(alphabet, { maxLength: 80 }).map((parts) => parts.join(''));
    const edit = fc.record({ at: fc.nat(), removed: fc.nat({ max: 12 }), inserted: text });
    fc.assert(
      fc.property(text, fc.array(edit, { minLength: 1, maxLength: 6 }), fc.constantFrom('en', 'de', 'ru', 'ja'), (start, edits, locale) => {
        let base = counted(start, locale);
        for (const { at, removed, inserted } of edits) {
          const position = at % (base.text.length + 1);
          const next = base.text.slice(0, position) + inserted + base.text.slice(position + removed);
          const totals = totalsAfterEdit(base, next, locale);
          expect(totals).not.toBeNull();
          expect(additiveStats(totals!, locale)).toEqual(exact(next, locale));
          base = { text: next, locale, totals: totals! };
        }
      }),
      { numRuns: 200 },
    );
  });

  it('leaves large edits and another language to the worker', () => {
    const line = 'A line of plain English words.\n';
    const base = counted(line.repeat(100), 'en');
    expect(totalsAfterEdit(base, line.repeat(100) + 'x', 'en')).not.toBeNull();
    expect(totalsAfterEdit(base, line.repeat(1000), 'en', 4096)).toBeNull();
    expect(totalsAfterEdit(base, line.repeat(100) + 'x', 'de')).toBeNull();
  });
});

describe('viewAfterEdit', () => {
  it('keeps the figures only the whole text can give until the worker answers', () => {
    const before = 'Short one.\nA considerably longer sentence follows here.\n';
    const base = counted(before, 'en');
    const view = viewAfterEdit(base, { stats: countText(before, 'en'), highlights: null, highlightCounts: null }, `${before}Extraordinarily.\n`, 'en');
    expect(view?.stats.words).toBe(9);
    expect(view?.stats.longestWord).toBe('considerably');
    expect(view?.stats.uniqueWords).toBe(countText(before, 'en').uniqueWords);
    expect(view?.highlights).toBeNull();
  });

  it('gives the highlights of the edited text: the touched lines found again, the rest shifted', () => {
    const long = 'This sentence was written by a committee that was clearly determined to use every word it could find in the whole dictionary today.';
    const before = `Quickly, the report was finished.\n${long}\nIt was really good.\n`;
    const edits = [
      `Very quickly, the report was finished.\n${long}\nIt was really good.\n`,
      `Quickly, the report was finished by them.\n${long}\nIt was really good.\n`,
      `Quickly, the report was finished.\n${long} Another was obviously needed.\nIt was really good.\n`,
      `Quickly, the report was finished.\nIt was really good.\n`,
    ];
    for (const after of edits) {
      const view = viewAfterEdit(counted(before, 'en'), { stats: countText(before, 'en'), highlights: findHighlights(before, 'en'), highlightCounts: null }, after, 'en');
      expect(view?.highlights).toEqual(findHighlights(after, 'en'));
      expect(view?.highlightCounts).toEqual(countHighlights(findHighlights(after, 'en')));
    }
  });

  it('gives the highlights of random edits of random English text', () => {
    const pieces = fc.constantFrom('The', ' report', ' was', ' written', ' quickly', ' really', ' by', ' them', '.', ' It', ' is', ' good', '\n', ' very', ' and', ' then', ' they', ' were', ' seen');
    const text = fc.array(pieces, { maxLength: 120 }).map((parts) => parts.join(''));
    const edit = fc.record({ at: fc.nat(), removed: fc.nat({ max: 20 }), inserted: text });
    fc.assert(
      fc.property(text, fc.array(edit, { minLength: 1, maxLength: 4 }), (start, edits) => {
        let base = counted(start, 'en');
        let view: CountedView = { stats: countText(start, 'en'), highlights: findHighlights(start, 'en'), highlightCounts: null };
        for (const { at, removed, inserted } of edits) {
          const position = at % (base.text.length + 1);
          const next = base.text.slice(0, position) + inserted + base.text.slice(position + removed);
          const after = viewAfterEdit(base, view, next, 'en');
          expect(after?.highlights).toEqual(findHighlights(next, 'en'));
          base = counted(next, 'en');
          view = after!;
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('warmUpSteps', () => {
  it('runs the counting of an edit without changing anything', () => {
    const text = 'Ein kurzer Text, z. B. dieser.\nNoch ein Satz.\n';
    const base = counted(text, 'de');
    const view: CountedView = { stats: countText(text, 'de'), highlights: findHighlights(text, 'de'), highlightCounts: null };
    const steps = warmUpSteps(base, view);
    // The sample, one piece, four edits.
    expect(steps).toHaveLength(6);
    for (const step of steps) step();
    expect(base).toEqual(counted(text, 'de'));
    expect(view.stats).toEqual(countText(text, 'de'));
  });

  it('measures the last lines in short pieces that cut no word, in Greek, Japanese and a text without spaces', () => {
    const greek = 'Μια μικρή πρόταση στα ελληνικά, με λέξεις διαφορετικού μήκους.\n'.repeat(200);
    const japanese = '吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。\n'.repeat(200);
    for (const text of [greek, japanese, 'x'.repeat(5000)]) {
      const pieces = warmUpPieces(text, 2048, 256);
      const from = text.lastIndexOf('\n', text.length - 2048) + 1;
      expect(pieces.map(([start, end]) => text.slice(start, end)).join('')).toBe(text.slice(from));
      for (const [start, end] of pieces) {
        expect(end - start).toBeLessThanOrEqual(256 * 4);
        if (text === greek && end < text.length) expect(text[end - 1]).toBe(' ');
      }
    }
    expect(warmUpPieces('Short text.', 2048, 256)).toEqual([[0, 11]]);
    expect(warmUpPieces('', 2048, 256)).toEqual([]);
  });
});
