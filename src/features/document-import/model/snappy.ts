/**
 * Snappy block decompression (format description: google/snappy, format_description.txt),
 * as used inside Apple's IWA files. Written here because the format is tiny and every
 * npm Snappy package either needs Node's Buffer or native code.
 *
 * Defensive by design: the declared length is checked against `maxLength` before anything
 * is allocated, every copy must point inside the output produced so far, and the output
 * must end exactly at the declared length. Any violation throws.
 */

class SnappyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SnappyError';
  }
}

/**
 * Decompresses one raw Snappy block.
 *
 * @param maxLength largest acceptable uncompressed size (IWA chunks hold at most 64 KiB,
 *   but the reader allows more for robustness). Defaults to 16 MiB.
 */
export function snappyDecompress(input: Uint8Array, maxLength = 16 * 1024 * 1024): Uint8Array {
  let pos = 0;
  // Preamble: uncompressed length as a little-endian varint of at most 5 bytes.
  let length = 0;
  for (let shift = 0; ; shift += 7) {
    if (pos >= input.length || shift > 28) throw new SnappyError('bad length preamble');
    const b = input[pos++] ?? 0;
    length += (b & 0x7f) * 2 ** shift;
    if (b < 0x80) break;
  }
  if (length > maxLength) throw new SnappyError(`block of ${length} bytes exceeds ${maxLength}`);
  const out = new Uint8Array(length);
  let op = 0;
  while (pos < input.length) {
    const tag = input[pos++] ?? 0;
    const type = tag & 3;
    if (type === 0) {
      let len = tag >>> 2;
      if (len >= 60) {
        const extra = len - 59;
        if (pos + extra > input.length) throw new SnappyError('truncated literal length');
        len = 0;
        for (let k = 0; k < extra; k++) len += (input[pos + k] ?? 0) * 2 ** (8 * k);
        pos += extra;
      }
      len += 1;
      if (pos + len > input.length || op + len > length) throw new SnappyError('literal overruns');
      out.set(input.subarray(pos, pos + len), op);
      pos += len;
      op += len;
      continue;
    }
    let len: number;
    let offset: number;
    if (type === 1) {
      if (pos >= input.length) throw new SnappyError('truncated copy');
      len = ((tag >>> 2) & 7) + 4;
      offset = ((tag >>> 5) << 8) | (input[pos++] ?? 0);
    } else if (type === 2) {
      if (pos + 2 > input.length) throw new SnappyError('truncated copy');
      len = (tag >>> 2) + 1;
      offset = (input[pos] ?? 0) | ((input[pos + 1] ?? 0) << 8);
      pos += 2;
    } else {
      if (pos + 4 > input.length) throw new SnappyError('truncated copy');
      len = (tag >>> 2) + 1;
      offset = ((input[pos] ?? 0) | ((input[pos + 1] ?? 0) << 8) | ((input[pos + 2] ?? 0) << 16)) + (input[pos + 3] ?? 0) * 0x1000000;
      pos += 4;
    }
    if (offset === 0 || offset > op || op + len > length) throw new SnappyError('copy out of range');
    // Copies may overlap their own output (run-length style), so copy byte by byte.
    for (let k = 0; k < len; k++, op++) out[op] = out[op - offset] ?? 0;
  }
  if (op !== length) throw new SnappyError(`block ended at ${op} of ${length} bytes`);
  return out;
}
