import type JSZipType from 'jszip';
import type { Budget } from './budget';
import { ImportError } from './import-error';
import type { ImportLimits } from './limits';

/**
 * Reads entries of a zip-based document (DOCX, OpenDocument, Pages) within limits, so that a
 * zip bomb fails fast instead of exhausting memory:
 *
 * 1. before inflating anything: the entry count and the sum of the uncompressed sizes that
 *    the central directory declares are checked against the limits;
 * 2. while inflating: every entry is streamed and the bytes actually produced are counted;
 *    an entry that inflates past its declared size (a forged header) or a running total past
 *    the limit stops the stream at once.
 *
 * Either way the import ends with `tooComplex`. JSZip is loaded on first use only.
 */

/** The subset of JSZip's internal entry data that carries the declared sizes. */
interface EntryData {
  uncompressedSize?: number;
  compressedSize?: number;
}

/** JSZip's documented `internalStream` (missing from its type declarations). */
interface StreamHelper {
  on(event: 'data', listener: (chunk: Uint8Array) => void): StreamHelper;
  on(event: 'error', listener: (error: Error) => void): StreamHelper;
  on(event: 'end', listener: () => void): StreamHelper;
  resume(): StreamHelper;
  pause(): StreamHelper;
}

type ZipObject = JSZipType.JSZipObject & { _data?: EntryData; internalStream(type: 'uint8array'): StreamHelper };

export class ZipReader {
  private inflated = 0;

  private constructor(
    private readonly zip: JSZipType,
    private readonly limits: ImportLimits,
    private readonly budget: Budget,
    /** Total declared uncompressed bytes of all entries. */
    readonly declaredBytes: number,
  ) {}

  /**
   * Opens a zip and checks its central directory.
   *
   * @throws ImportError `readContent` when it is not a readable zip, `tooComplex` when it
   *   declares too many entries or too many bytes.
   */
  static async open(bytes: Uint8Array, limits: ImportLimits, budget: Budget): Promise<ZipReader> {
    const JSZip = (await import('jszip')).default;
    let zip: JSZipType;
    try {
      zip = await JSZip.loadAsync(bytes, { checkCRC32: false, createFolders: false });
    } catch (error) {
      throw new ImportError('readContent', `zip: ${String(error)}`);
    }
    budget.check();
    const entries = Object.values(zip.files) as ZipObject[];
    if (entries.length > limits.maxZipEntries) throw new ImportError('tooComplex', `${entries.length} zip entries`);
    let declared = 0;
    for (const entry of entries) declared += entry._data?.uncompressedSize ?? 0;
    if (declared > limits.maxUncompressedBytes) throw new ImportError('tooComplex', `zip declares ${declared} bytes`);
    return new ZipReader(zip, limits, budget, declared);
  }

  /** Names of the file entries (folders left out). */
  names(): string[] {
    return Object.values(this.zip.files)
      .filter((e) => !e.dir)
      .map((e) => e.name);
  }

  has(name: string): boolean {
    const entry = this.zip.files[name];
    return entry !== undefined && !entry.dir;
  }

  /** The first entry whose name matches, ignoring case; Pages bundles vary in case. */
  find(pattern: RegExp): string | undefined {
    return this.names().find((n) => pattern.test(n));
  }

  /** Bytes of an entry, inflated under the limits; `undefined` when there is no such entry. */
  async bytes(name: string): Promise<Uint8Array | undefined> {
    const entry = this.zip.files[name] as ZipObject | undefined;
    if (!entry || entry.dir) return undefined;
    const chunks: Uint8Array[] = [];
    const size = await this.inflate(entry, (chunk) => chunks.push(chunk));
    if (chunks.length === 1 && chunks[0]) return chunks[0];
    const out = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) {
      out.set(chunk, at);
      at += chunk.length;
    }
    return out;
  }

  /** An entry decoded as UTF-8 text, or `undefined` when absent. */
  async text(name: string): Promise<string | undefined> {
    const bytes = await this.bytes(name);
    return bytes === undefined ? undefined : new TextDecoder('utf-8').decode(bytes);
  }

  /**
   * Inflates and discards the entries that match, only to prove they stay within the
   * limits. Used before handing the whole file to a library that inflates on its own.
   */
  async verify(filter: (name: string) => boolean): Promise<void> {
    for (const name of this.names()) {
      if (filter(name)) await this.inflate(this.zip.files[name] as ZipObject, () => {});
    }
  }

  /** Streams one entry through `sink`, enforcing the limits; resolves to its size. */
  private inflate(entry: ZipObject, sink: (chunk: Uint8Array) => void): Promise<number> {
    const declared = entry._data?.uncompressedSize ?? 0;
    let size = 0;
    return new Promise<number>((resolve, reject) => {
      let settled = false;
      const stream = entry.internalStream('uint8array');
      const fail = (error: unknown) => {
        if (settled) return;
        settled = true;
        stream.pause();
        reject(error);
      };
      stream
        .on('data', (chunk: Uint8Array) => {
          if (settled) return;
          size += chunk.length;
          this.inflated += chunk.length;
          if (size > declared) return fail(new ImportError('tooComplex', `${entry.name} inflates past its declared ${declared} bytes`));
          if (this.inflated > this.limits.maxUncompressedBytes) return fail(new ImportError('tooComplex', 'inflated size limit'));
          try {
            this.budget.check();
          } catch (error) {
            return fail(error);
          }
          sink(chunk);
        })
        .on('error', (error: Error) => fail(new ImportError('readContent', `${entry.name}: ${error.message}`)))
        .on('end', () => {
          if (settled) return;
          settled = true;
          resolve(size);
        })
        .resume();
    });
  }
}
