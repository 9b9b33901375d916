import { countHighlights, findHighlights, type Highlight, type HighlightKind } from './highlights';

/** The highlighted text of each highlight of `kind`. */
function marked(text: string, locale: string, kind: HighlightKind): string[] {
  return findHighlights(text, locale)
    .filter((h) => h.kind === kind)
    .map((h) => text.slice(h.start, h.end));
}

// Abraham Lincoln, Gettysburg Address (1863, Bliss copy; public domain).
const gettysburg =
  'Four score and seven years ago our fathers brought forth on this continent, a new nation, conceived in Liberty, and dedicated to the proposition that all men are created equal.\n' +
  'Now we are engaged in a great civil war, testing whether that nation, or any nation so conceived and so dedicated, can long endure. We are met on a great battle-field of that war. We have come to dedicate a portion of that field, as a final resting place for those who here gave their lives that that nation might live. It is altogether fitting and proper that we should do this.\n' +
  'It is for us the living, rather, to be dedicated here to the unfinished work which they who fought here have thus far so nobly advanced. It is rather for us to be here dedicated to the great task remaining before us—that from these honored dead we take increased devotion to that cause for which they gave the last full measure of devotion—that we here highly resolve that these dead shall not have died in vain—that this nation, under God, shall have a new birth of freedom—and that government of the people, by the people, for the people, shall not perish from the earth.\n';

// Jane Austen, Pride and Prejudice (1813), chapter 1 (public domain).
const austen =
  'It is a truth universally acknowledged, that a single man in possession of a good fortune, must be in want of a wife. ' +
  'However little known the feelings or views of such a man may be on his first entering a neighbourhood, this truth is so well fixed in the minds of the surrounding families, that he is considered the rightful property of some one or other of their daughters. ' +
  '“My dear Mr. Bennet,” said his lady to him one day, “have you heard that Netherfield Park is let at last?” ' +
  'Mr. Bennet replied that he had not. “But it is,” returned she; “for Mrs. Long has just been here, and she told me all about it.” ' +
  'Mr. Bennet made no answer. “Do you not want to know who has taken it?” cried his wife impatiently.';

describe('findHighlights: sentence length', () => {
  it('marks sentences of more than 20 words long and of more than 30 very long', () => {
    const highlights = findHighlights(gettysburg, 'en');
    const sentences = highlights.filter((h) => h.kind === 'long-sentence' || h.kind === 'very-long-sentence');
    expect(sentences.map((h) => [h.kind, gettysburg.slice(h.start, h.start + 20)])).toEqual([
      ['long-sentence', 'Four score and seven'], // 30 words: long, not very long
      ['long-sentence', 'Now we are engaged i'], // 24 words
      ['long-sentence', 'We have come to dedi'], // 29 words
      ['long-sentence', 'It is for us the liv'], // 27 words
      ['very-long-sentence', 'It is rather for us '],
    ]);
    const first = sentences[0] as Highlight;
    expect(gettysburg.slice(first.start, first.end)).toMatch(/^Four score.*created equal\.$/);
  });

  it('gives other languages sentence lengths only, with their abbreviations understood', () => {
    // Bolesław Prus, Lalka (1890), t. I, rozdz. 1 (public domain).
    const polish =
      'W początkach roku 1878, kiedy polityczny świat zajmował się pokojem San Stefano, wyborem nowego papieża albo szansami europejskiej wojny, warszawscy kupcy tudzież inteligencja pewnej okolicy Krakowskiego Przedmieścia niemniej gorąco interesowała się przyszłością galanteryjnego sklepu pod firmą J. Mincel i S. Wokulski. Nikt nie wiedział dlaczego.';
    const highlights = findHighlights(polish, 'pl');
    expect(highlights.map((h) => h.kind)).toEqual(['very-long-sentence']);
    expect(polish.slice(highlights[0]!.start, highlights[0]!.end)).toMatch(/Wokulski\.$/);
    // Thomas Mann, Buddenbrooks (1901), erster Teil (public domain); German "is" forms are no passive.
    const german = 'Was ist das. — Was — ist das… »Je, den Düwel ook, c’est la question, ma très chère demoiselle!« Die Konsulin Buddenbrook wurde schnell gerufen.';
    expect(findHighlights(german, 'de')).toEqual([]);
    expect(findHighlights('Das Haus wurde sehr schnell gebaut und ist wirklich schön.', 'de')).toEqual([]);
  });
});

describe('findHighlights: English passive voice', () => {
  it('finds the passives of the Gettysburg Address, auxiliary through participle', () => {
    expect(marked(gettysburg, 'en', 'passive')).toEqual(['are created', 'are engaged', 'are met', 'be dedicated']);
  });

  it('finds passives in Austen and not "has taken" or "been here"', () => {
    expect(marked(austen, 'en', 'passive')).toEqual(['is so well fixed', 'is considered', 'is let']);
  });

  it('handles adverbs, negation, contractions, "being" and the get passive', () => {
    const text =
      'The bridge was quickly and badly built. The report was not written by me. They’re paid weekly. ' +
      'The house is being painted. The letters weren’t sent. He got fired last week. We get used to it. I’m told so.';
    // "and" ends the first one: adverbs joined by "and" are not read through.
    expect(marked(text, 'en', 'passive')).toEqual(['was not written', 'They’re paid', 'is being painted', 'weren’t sent', 'got fired', 'I’m told']);
  });

  it('does not take -ed nouns and adjectives, or "has" + participle, for passives', () => {
    expect(marked('The bed is red. A hundred men were sacred to him. She has taken the car. It is need.', 'en', 'passive')).toEqual([]);
  });
});

describe('findHighlights: English adverbs', () => {
  it('marks -ly adverbs and not -ly adjectives, nouns or names', () => {
    const text =
      'Only my family came early in July; the lovely, friendly, likely ugly supply was sent daily from Italy. ' +
      'Then Kelly said that Emily reply quickly. Finally, she really ran slowly and carefully.';
    expect(marked(text, 'en', 'adverb')).toEqual(['quickly', 'Finally', 'really', 'slowly', 'carefully']);
  });

  it('finds the adverbs of Austen and Lincoln', () => {
    expect(marked(austen, 'en', 'adverb')).toEqual(['universally', 'impatiently']);
    expect(marked(gettysburg, 'en', 'adverb')).toEqual(['nobly', 'highly']);
  });
});

describe('findHighlights: offsets and order', () => {
  it('sorts by start, the longer first, with offsets into the text given', () => {
    const highlights = findHighlights(austen, 'en-GB');
    for (let i = 1; i < highlights.length; i++) {
      const a = highlights[i - 1] as Highlight;
      const b = highlights[i] as Highlight;
      expect(a.start < b.start || (a.start === b.start && a.end >= b.end)).toBe(true);
    }
    const long = highlights.find((h) => h.kind === 'long-sentence') as Highlight; // 23 words
    expect(austen.slice(long.start, long.end)).toMatch(/^It is a truth.*wife\.$/);
    const veryLong = highlights.find((h) => h.kind === 'very-long-sentence') as Highlight;
    expect(austen.slice(veryLong.start, veryLong.end)).toMatch(/^However little known.*daughters\.$/);
    const adverb = highlights.find((h) => h.kind === 'adverb') as Highlight;
    expect([adverb.start, austen.slice(adverb.start, adverb.end)]).toEqual([austen.indexOf('universally'), 'universally']);
    expect(findHighlights('', 'en')).toEqual([]);
  });

  it('counts highlights per kind', () => {
    expect(countHighlights(findHighlights(gettysburg, 'en'))).toEqual({ 'long-sentence': 4, 'very-long-sentence': 1, passive: 4, adverb: 2 });
    expect(countHighlights([])).toEqual({ 'long-sentence': 0, 'very-long-sentence': 0, passive: 0, adverb: 0 });
  });

  it('stays linear: 1 MB of English prose in well under a second (about 50 ms in Node)', () => {
    const text = (gettysburg + austen + '\n').repeat(Math.ceil(1_000_000 / (gettysburg.length + austen.length + 1)));
    findHighlights(text, 'en');
    const started = performance.now();
    const highlights = findHighlights(text, 'en');
    expect(performance.now() - started).toBeLessThan(1000); // Generous for shared CI machines.
    expect(highlights.length).toBeGreaterThan(5_000);
  });
});
