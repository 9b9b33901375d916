import { findHighlights, type Highlight } from './highlights';
import { splitIntoBlocks } from './incremental-counter';

/**
 * Highlights of a text that changes a little at a time: sentences never cross a line break, so
 * the highlights of the counter's blocks (cut after line feeds) are those of the whole text, and
 * a keystroke re-reads only the block it falls in. Blocks no longer present are forgotten.
 */
export function createBlockHighlighter(locale: string) {
  let cache = new Map<string, Highlight[]>();
  return (text: string): Highlight[] => {
    const next = new Map<string, Highlight[]>();
    const all: Highlight[] = [];
    let offset = 0;
    for (const block of splitIntoBlocks(text)) {
      let found = next.get(block) ?? cache.get(block);
      if (!found) found = findHighlights(block, locale);
      next.set(block, found);
      for (const { start, end, kind } of found) all.push({ start: start + offset, end: end + offset, kind });
      offset += block.length;
    }
    cache = next;
    return all;
  };
}
