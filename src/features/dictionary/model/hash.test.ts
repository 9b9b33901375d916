import { fnv1a32, shardIndexForKey } from './hash';

describe('fnv1a32', () => {
  it('matches the reference values', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
  });

  it('hashes the UTF-8 bytes', () => {
    const bytes = (text: string) => {
      let hash = 0x811c9dc5;
      for (const byte of new TextEncoder().encode(text)) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
      return hash;
    };
    for (const text of ['żółw', 'год', 'Straße', '😀', '日本']) expect(fnv1a32(text)).toBe(bytes(text));
  });

  it('gives a shard in range', () => {
    for (const key of ['car', 'żółw', '']) {
      const shard = shardIndexForKey(key, 7);
      expect(shard).toBeGreaterThanOrEqual(0);
      expect(shard).toBeLessThan(7);
    }
  });
});
