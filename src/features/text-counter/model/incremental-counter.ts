import type { Highlight } from './highlights';
import { accumulateCounts, emptyCounts, measureBlock, statsFromTotals, type AdditiveTotals, type BlockMeasure, type LongestSentence, type TextStats } from './count-text';
import { accumulateReadabilityInputs, emptyReadabilityInputs, type ReadabilityInputs } from './readability/inputs';
import { readabilityLanguageOf } from './readability/languages';

/**
 * Counts a text that changes a little at a time (typing) without recounting all of it.
 *
 * The text is cut into blocks after line feeds, at content-defined places: after a line whose
 * hash says so, or once a block has grown past `maxBlockLength`. Cut points depend on the lines
 * themselves, not on their positions, so an edit changes only the block it falls in (and maybe a
 * neighbour); every other block's measure is found in the cache by its text. Measures add up
 * across blocks (see `BlockMeasure`), and distinct words are kept as a multiset so that they are
 * updated by the changed blocks alone. A keystroke in a 100 KB text costs one ~1 KB block.
 */
export interface IncrementalCounter {
  /** The statistics of `text`; call it with each new version of the text. */
  update(text: string): TextStats;
  /** The highlights of the text of the last update (highlights.ts), sorted by start. */
  highlights(): Highlight[];
  /** The additive totals of the text of the last update (see edited-text.ts). */
  totals(): AdditiveTotals;
}

export interface IncrementalCounterOptions {
  /** A block is cut after the first line feed past this many UTF-16 units. Default 2048. */
  maxBlockLength?: number;
  /** About one line in this many ends a block by its content. Default 8 (a power of two). */
  averageLinesPerBlock?: number;
}

/** Blocks of `text`, each ending after a line feed (the last one at the end of the text). */
export function splitIntoBlocks(text: string, maxBlockLength = 2048, averageLinesPerBlock = 8): string[] {
  const mask = averageLinesPerBlock - 1;
  const blocks: string[] = [];
  let blockStart = 0;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) {
    const lineEnd = i + 1;
    // A cheap content hash of the line: its length and a few of its characters.
    const length = lineEnd - lineStart;
    const hash = (length * 31 + text.charCodeAt(lineStart) * 7 + text.charCodeAt(lineStart + (length >> 1)) * 3) | 0;
    if ((hash & mask) === 0 || lineEnd - blockStart >= maxBlockLength) {
      blocks.push(text.slice(blockStart, lineEnd));
      blockStart = lineEnd;
    }
    lineStart = lineEnd;
  }
  if (blockStart < text.length) blocks.push(text.slice(blockStart));
  return blocks;
}

export function createIncrementalCounter(locale: string, options: IncrementalCounterOptions = {}): IncrementalCounter {
  const maxBlockLength = options.maxBlockLength ?? 2048;
  const averageLinesPerBlock = options.averageLinesPerBlock ?? 8;
  const measuresReadability = readabilityLanguageOf(locale) !== null;
  /** Measures of the current blocks, with how many times each block text occurs. */
  let current = new Map<string, { measure: BlockMeasure; occurrences: number }>();
  /** The last text's blocks in order, with where each starts. */
  let placed: Array<{ measure: BlockMeasure; offset: number }> = [];
  /** Occurrences of every word in the whole text. */
  const wordCounts = new Map<string, number>();
  let lastTotals: AdditiveTotals | null = null;

  const addWords = (measure: BlockMeasure, times: number) => {
    if (times === 0) return;
    for (const [word, occurrences] of measure.wordCounts) {
      const count = (wordCounts.get(word) ?? 0) + occurrences * times;
      if (count === 0) wordCounts.delete(word);
      else wordCounts.set(word, count);
    }
  };

  return {
    update(text) {
      const blocks = splitIntoBlocks(text, maxBlockLength, averageLinesPerBlock);
      const next = new Map<string, { measure: BlockMeasure; occurrences: number }>();
      const totals = emptyCounts();
      let longestWord = '';
      let longestSentence: LongestSentence | null = null;
      const readability: ReadabilityInputs | null = measuresReadability ? emptyReadabilityInputs() : null;
      let offset = 0;
      placed = [];
      for (const block of blocks) {
        let entry = next.get(block);
        if (entry) {
          entry.occurrences++;
        } else {
          const measure = current.get(block)?.measure ?? measureBlock(block, locale);
          entry = { measure, occurrences: 1 };
          next.set(block, entry);
        }
        const m = entry.measure;
        placed.push({ measure: m, offset });
        accumulateCounts(totals, m);
        if (m.longestWord.length > longestWord.length) longestWord = m.longestWord;
        if (readability && m.readability) accumulateReadabilityInputs(readability, m.readability);
        if (m.longestSentence && (longestSentence === null || m.longestSentence.words > longestSentence.words)) {
          longestSentence = { words: m.longestSentence.words, start: offset + m.longestSentence.start, end: offset + m.longestSentence.end };
        }
        offset += block.length;
      }
      // Word occurrences: only blocks that came, went or changed their number of copies count.
      for (const [block, entry] of current) if (!next.has(block)) addWords(entry.measure, -entry.occurrences);
      for (const [block, entry] of next) addWords(entry.measure, entry.occurrences - (current.get(block)?.occurrences ?? 0));
      current = next;
      lastTotals = { ...totals, readability, endsWithLineFeed: text.endsWith('\n') };
      return statsFromTotals({ ...lastTotals, longestSentence, longestWord }, wordCounts, locale);
    },
    totals() {
      if (!lastTotals) throw new Error('totals() before the first update()');
      return lastTotals;
    },
    highlights() {
      const all: Highlight[] = [];
      for (const { measure, offset } of placed) {
        for (const { start, end, kind } of measure.highlights) all.push({ start: start + offset, end: end + offset, kind });
      }
      return all;
    },
  };
}
