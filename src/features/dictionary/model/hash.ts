/**
 * The hash that assigns entries to shards. It must give the same number in the build (Node) and
 * in every browser, so it works on UTF-8 bytes with 32-bit integer arithmetic only.
 */

/** FNV-1a, 32 bits, over the UTF-8 bytes of `text`. */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  const add = (byte: number) => {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  };
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80) add(code);
    else if (code < 0x800) {
      add(0xc0 | (code >> 6));
      add(0x80 | (code & 0x3f));
    } else if (code < 0x10000) {
      add(0xe0 | (code >> 12));
      add(0x80 | ((code >> 6) & 0x3f));
      add(0x80 | (code & 0x3f));
    } else {
      add(0xf0 | (code >> 18));
      add(0x80 | ((code >> 12) & 0x3f));
      add(0x80 | ((code >> 6) & 0x3f));
      add(0x80 | (code & 0x3f));
    }
  }
  return hash >>> 0;
}

/** The shard (0…shardCount-1) of the entry with lemma key `key`. */
export function shardIndexForKey(key: string, shardCount: number): number {
  return fnv1a32(key) % shardCount;
}
