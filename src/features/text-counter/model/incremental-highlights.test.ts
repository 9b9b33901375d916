import { findHighlights } from './highlights';
import { createIncrementalCounter } from './incremental-counter';

// Public domain: Abraham Lincoln, the Gettysburg Address (1863), one sentence per line.
const gettysburg = [
  'Four score and seven years ago our fathers brought forth on this continent, a new nation, conceived in Liberty, and dedicated to the proposition that all men are created equal.',
  'Now we are engaged in a great civil war, testing whether that nation, or any nation so conceived and so dedicated, can long endure.',
  'We are met on a great battle-field of that war.',
  'It is rather for us to be here dedicated to the great task remaining before us.',
].join('\n');

describe('highlights of the incremental counter', () => {
  it('finds what the whole text has, edit after edit', () => {
    const counter = createIncrementalCounter('en');
    const highlight = (text: string) => {
      counter.update(text);
      return counter.highlights();
    };
    let text = '';
    for (const version of [gettysburg, `${gettysburg}\nThey were quickly forgotten.`, gettysburg.replace('great', 'truly great'), '', gettysburg]) {
      text = version;
      expect(highlight(text)).toEqual(findHighlights(text, 'en'));
    }
    expect(highlight(text).some((h) => h.kind === 'long-sentence')).toBe(true);
    expect(highlight(text).some((h) => h.kind === 'passive')).toBe(true);
  });

  it('keeps offsets right across many blocks', () => {
    const long = Array.from({ length: 60 }, (_, i) => `Line ${i} was written slowly.`).join('\n');
    const counter = createIncrementalCounter('en', { maxBlockLength: 256 });
    const highlight = (text: string) => {
      counter.update(text);
      return counter.highlights();
    };
    expect(highlight(long)).toEqual(findHighlights(long, 'en'));
    for (const { start, end, kind } of highlight(long)) {
      if (kind === 'adverb') expect(long.slice(start, end)).toBe('slowly');
    }
  });
});
