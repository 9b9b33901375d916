/**
 * Collects the words of a text into typed arrays while interning their spellings.
 *
 * Interning works on UTF-16 ranges of the text: a word already seen is recognized by hashing
 * and comparing its characters in place, so only the first occurrence of each spelling
 * becomes a string. For a megabyte of text that avoids ~200,000 short-lived strings and the
 * map lookups that would hash them again.
 */
export interface CollectedWords {
  length: number;
  starts: Int32Array;
  ends: Int32Array;
  sentences: Int32Array;
  numbers: Uint8Array;
  surfaceIds: Int32Array;
  surfaces: string[];
}

export interface WordCollector {
  add(start: number, end: number, isNumber: boolean, sentence: number): void;
  /** The words added so far, arrays trimmed to their length. */
  finish(): CollectedWords;
}

function grownInt32(array: Int32Array, size: number): Int32Array<ArrayBuffer> {
  const grown = new Int32Array(size);
  grown.set(array);
  return grown;
}

/** A collector for words of `text`; `expected` sizes the first allocation (it grows as needed). */
export function createWordCollector(text: string, expected: number): WordCollector {
  let capacity = Math.max(16, expected);
  let starts = new Int32Array(capacity);
  let ends = new Int32Array(capacity);
  let sentences = new Int32Array(capacity);
  let numbers = new Uint8Array(capacity);
  let surfaceIds = new Int32Array(capacity);
  let length = 0;

  const surfaces: string[] = [];
  let surfaceStarts = new Int32Array(1024);
  let surfaceHashes = new Int32Array(1024);
  let slots = new Int32Array(2048).fill(-1);
  let mask = slots.length - 1;

  function rehash(): void {
    slots = new Int32Array(slots.length * 2).fill(-1);
    mask = slots.length - 1;
    for (let id = 0; id < surfaces.length; id++) {
      let slot = surfaceHashes[id]! & mask;
      while (slots[slot]! >= 0) slot = (slot + 1) & mask;
      slots[slot] = id;
    }
  }

  function intern(start: number, end: number): number {
    // FNV-1a over UTF-16 code units.
    let hash = 0x811c9dc5 | 0;
    for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    const size = end - start;
    let slot = hash & mask;
    for (;;) {
      const id = slots[slot]!;
      if (id < 0) break;
      if (surfaceHashes[id] === hash && surfaces[id]!.length === size) {
        const at = surfaceStarts[id]!;
        let same = true;
        for (let k = 0; k < size && same; k++) same = text.charCodeAt(at + k) === text.charCodeAt(start + k);
        if (same) return id;
      }
      slot = (slot + 1) & mask;
    }
    const id = surfaces.length;
    if (id === surfaceStarts.length) {
      surfaceStarts = grownInt32(surfaceStarts, id * 2);
      surfaceHashes = grownInt32(surfaceHashes, id * 2);
    }
    surfaces.push(text.slice(start, end));
    surfaceStarts[id] = start;
    surfaceHashes[id] = hash;
    slots[slot] = id;
    if (surfaces.length * 2 > slots.length) rehash();
    return id;
  }

  return {
    add(start, end, isNumber, sentence) {
      if (length === capacity) {
        capacity *= 2;
        starts = grownInt32(starts, capacity);
        ends = grownInt32(ends, capacity);
        sentences = grownInt32(sentences, capacity);
        surfaceIds = grownInt32(surfaceIds, capacity);
        const grownNumbers = new Uint8Array(capacity);
        grownNumbers.set(numbers);
        numbers = grownNumbers;
      }
      starts[length] = start;
      ends[length] = end;
      sentences[length] = sentence;
      if (isNumber) numbers[length] = 1;
      surfaceIds[length] = intern(start, end);
      length++;
    },
    finish() {
      return {
        length,
        starts: starts.slice(0, length),
        ends: ends.slice(0, length),
        sentences: sentences.slice(0, length),
        numbers: numbers.slice(0, length),
        surfaceIds: surfaceIds.slice(0, length),
        surfaces,
      };
    },
  };
}
