/**
 * A read-only reader of Compound File Binary files ([MS-CFB]), the container of Word 97–2003
 * `.doc` files. Only what is needed to read named streams: header, FAT (via the DIFAT),
 * directory, mini FAT and mini stream.
 *
 * Written here instead of depending on the `cfb` package (12.5 kB gzipped, with writing
 * support and CRC helpers this feature does not need); this reader is about 2 kB. Every
 * sector chain is bounded and checked for cycles, so damaged or hostile files throw a
 * {@link CompoundFileError} instead of looping or reading out of bounds.
 */

class CompoundFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CompoundFileError';
  }
}

const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const END_OF_CHAIN = 0xfffffffe;
const FREE = 0xffffffff;
const MAX_REGULAR = 0xfffffffa;

interface DirectoryEntry {
  name: string;
  type: number;
  start: number;
  size: number;
}

export class CompoundFile {
  private readonly view: DataView;
  private readonly sectorSize: number;
  private readonly miniSectorSize: number;
  private readonly miniCutoff: number;
  private readonly fat: Uint32Array;
  private readonly entries: DirectoryEntry[];
  private miniFat: Uint32Array | undefined;
  private miniStream: Uint8Array | undefined;

  constructor(private readonly bytes: Uint8Array) {
    if (bytes.length < 512 || !SIGNATURE.every((b, i) => bytes[i] === b)) throw new CompoundFileError('not a compound file');
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const sectorShift = this.view.getUint16(0x1e, true);
    const miniShift = this.view.getUint16(0x20, true);
    if (sectorShift !== 9 && sectorShift !== 12) throw new CompoundFileError(`sector shift ${sectorShift}`);
    if (miniShift !== 6) throw new CompoundFileError(`mini sector shift ${miniShift}`);
    this.sectorSize = 1 << sectorShift;
    this.miniSectorSize = 1 << miniShift;
    this.miniCutoff = this.view.getUint32(0x38, true);
    this.fat = this.readFat();
    this.entries = this.readDirectory();
  }

  private sectorCount(): number {
    return Math.floor((this.bytes.length - this.sectorSize) / this.sectorSize) + 1;
  }

  private sectorOffset(sector: number): number {
    const offset = (sector + 1) * this.sectorSize;
    if (sector > MAX_REGULAR || offset + this.sectorSize > this.bytes.length + this.sectorSize) throw new CompoundFileError(`sector ${sector} out of range`);
    return offset;
  }

  private readSector(sector: number): Uint8Array {
    const offset = this.sectorOffset(sector);
    // The last sector of a file may be short; the rest reads as zeros.
    const out = new Uint8Array(this.sectorSize);
    out.set(this.bytes.subarray(offset, Math.min(this.bytes.length, offset + this.sectorSize)));
    return out;
  }

  private readFat(): Uint32Array {
    const fatSectors: number[] = [];
    const numFat = this.view.getUint32(0x2c, true);
    if (numFat > this.sectorCount()) throw new CompoundFileError('FAT larger than the file');
    for (let i = 0; i < 109 && fatSectors.length < numFat; i++) {
      const s = this.view.getUint32(0x4c + i * 4, true);
      if (s > MAX_REGULAR) break;
      fatSectors.push(s);
    }
    let difat = this.view.getUint32(0x44, true);
    const seen = new Set<number>();
    const perSector = this.sectorSize / 4 - 1;
    while (fatSectors.length < numFat && difat <= MAX_REGULAR) {
      if (seen.has(difat)) throw new CompoundFileError('DIFAT cycle');
      seen.add(difat);
      const sector = this.readSector(difat);
      const sv = new DataView(sector.buffer);
      for (let i = 0; i < perSector && fatSectors.length < numFat; i++) {
        const s = sv.getUint32(i * 4, true);
        if (s <= MAX_REGULAR) fatSectors.push(s);
      }
      difat = sv.getUint32(perSector * 4, true);
    }
    const fat = new Uint32Array((fatSectors.length * this.sectorSize) / 4);
    fatSectors.forEach((s, k) => {
      const sector = this.readSector(s);
      const sv = new DataView(sector.buffer);
      for (let i = 0; i < this.sectorSize / 4; i++) fat[k * (this.sectorSize / 4) + i] = sv.getUint32(i * 4, true);
    });
    return fat;
  }

  /** Follows a chain in a FAT, refusing cycles and chains longer than the file allows. */
  private chain(start: number, table: Uint32Array, limit: number): number[] {
    const out: number[] = [];
    const seen = new Set<number>();
    let s = start;
    while (s !== END_OF_CHAIN && s !== FREE) {
      if (s > MAX_REGULAR || s >= table.length || seen.has(s) || out.length >= limit) throw new CompoundFileError('broken sector chain');
      seen.add(s);
      out.push(s);
      s = table[s] ?? END_OF_CHAIN;
    }
    return out;
  }

  private readChain(start: number, size: number): Uint8Array {
    const sectors = this.chain(start, this.fat, this.sectorCount());
    if (sectors.length * this.sectorSize < size) throw new CompoundFileError('stream shorter than its size');
    const out = new Uint8Array(size);
    let at = 0;
    for (const s of sectors) {
      if (at >= size) break;
      const offset = this.sectorOffset(s);
      const part = this.bytes.subarray(offset, Math.min(offset + this.sectorSize, offset + size - at, this.bytes.length));
      out.set(part, at);
      at += this.sectorSize;
    }
    return out;
  }

  private readDirectory(): DirectoryEntry[] {
    const first = this.view.getUint32(0x30, true);
    const sectors = this.chain(first, this.fat, this.sectorCount());
    const entries: DirectoryEntry[] = [];
    for (const s of sectors) {
      const sector = this.readSector(s);
      const sv = new DataView(sector.buffer);
      for (let off = 0; off + 128 <= this.sectorSize; off += 128) {
        const nameLength = Math.min(64, sv.getUint16(off + 0x40, true));
        let name = '';
        for (let i = 0; i + 2 < nameLength; i += 2) name += String.fromCharCode(sv.getUint16(off + i, true));
        const type = sector[off + 0x42] ?? 0;
        const start = sv.getUint32(off + 0x74, true);
        // Version 3 files only use the low 32 bits of the size.
        const size = sv.getUint32(off + 0x78, true);
        entries.push({ name, type, start, size });
      }
    }
    if (entries[0]?.type !== 5) throw new CompoundFileError('no root entry');
    return entries;
  }

  /** Contents of the stream with this name (streams are looked up by name alone), or `undefined`. */
  stream(name: string): Uint8Array | undefined {
    const entry = this.entries.find((e) => e.type === 2 && e.name === name);
    if (!entry) return undefined;
    if (entry.size > this.bytes.length * 2) throw new CompoundFileError('stream larger than the file');
    if (entry.size >= this.miniCutoff) return this.readChain(entry.start, entry.size);
    return this.readMini(entry.start, entry.size);
  }

  private readMini(start: number, size: number): Uint8Array {
    if (!this.miniFat || !this.miniStream) {
      const root = this.entries[0];
      if (!root) throw new CompoundFileError('no root entry');
      this.miniStream = this.readChain(root.start, root.size);
      const miniFatStart = this.view.getUint32(0x3c, true);
      const count = this.view.getUint32(0x40, true);
      const miniFatBytes = this.readChain(miniFatStart, Math.min(count, this.sectorCount()) * this.sectorSize);
      const mv = new DataView(miniFatBytes.buffer, miniFatBytes.byteOffset, miniFatBytes.byteLength);
      this.miniFat = new Uint32Array(miniFatBytes.length / 4);
      for (let i = 0; i < this.miniFat.length; i++) this.miniFat[i] = mv.getUint32(i * 4, true);
    }
    const sectors = this.chain(start, this.miniFat, this.miniFat.length);
    const out = new Uint8Array(size);
    let at = 0;
    for (const s of sectors) {
      if (at >= size) break;
      const offset = s * this.miniSectorSize;
      if (offset + this.miniSectorSize > this.miniStream.length) throw new CompoundFileError('mini sector out of range');
      out.set(this.miniStream.subarray(offset, offset + Math.min(this.miniSectorSize, size - at)), at);
      at += this.miniSectorSize;
    }
    if (at < size) throw new CompoundFileError('mini stream shorter than its size');
    return out;
  }
}
