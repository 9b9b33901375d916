/**
 * Just enough of the protobuf wire format (varints and length-delimited fields) to walk
 * iWork archives without their schema. Readers never throw past the end of the buffer:
 * malformed input ends the iteration with a {@link ProtobufError}.
 */

export class ProtobufError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProtobufError';
  }
}

export type ProtobufField =
  | { field: number; wire: 0; value: number }
  | { field: number; wire: 1 | 5; value: number }
  | { field: number; wire: 2; bytes: Uint8Array };

/** Reads a varint at `pos`; numbers above 2^53 lose precision, which no field used here needs. */
export function readVarint(bytes: Uint8Array, pos: number): { value: number; next: number } {
  let value = 0;
  for (let shift = 0, i = pos; i < bytes.length && shift < 64; shift += 7, i++) {
    const b = bytes[i] ?? 0;
    value += (b & 0x7f) * 2 ** shift;
    if (b < 0x80) return { value, next: i + 1 };
  }
  throw new ProtobufError('bad varint');
}

/** Iterates the top-level fields of a message. */
export function* fields(message: Uint8Array): Generator<ProtobufField> {
  let pos = 0;
  while (pos < message.length) {
    const key = readVarint(message, pos);
    pos = key.next;
    const field = Math.floor(key.value / 8);
    const wire = key.value % 8;
    if (field === 0) throw new ProtobufError('field number 0');
    if (wire === 0) {
      const v = readVarint(message, pos);
      pos = v.next;
      yield { field, wire: 0, value: v.value };
    } else if (wire === 1 || wire === 5) {
      const size = wire === 1 ? 8 : 4;
      if (pos + size > message.length) throw new ProtobufError('truncated fixed field');
      yield { field, wire, value: 0 };
      pos += size;
    } else if (wire === 2) {
      const len = readVarint(message, pos);
      pos = len.next;
      if (pos + len.value > message.length) throw new ProtobufError('truncated bytes field');
      yield { field, wire: 2, bytes: message.subarray(pos, pos + len.value) };
      pos += len.value;
    } else {
      throw new ProtobufError(`unsupported wire type ${wire}`);
    }
  }
}
