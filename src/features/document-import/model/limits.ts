/**
 * Resource limits of the document import. Sizes are in bytes, with binary multiples:
 * 1 MB here is 1024 × 1024 bytes (a MiB), which is what the "10 MB" in the messages means.
 */

/** Files of this size or larger are rejected with `tooLarge`: 10 × 1024 × 1024 bytes. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Total bytes a zip-based document may inflate to (all entries read): 200 MiB. */
const MAX_UNCOMPRESSED_BYTES = 200 * 1024 * 1024;

/** Most entries a zip-based document may have. Real documents have tens to hundreds. */
export const MAX_ZIP_ENTRIES = 10_000;

/** Time one document may take, from the start of parsing, before `tooComplex`: 60 s. */
export const TIME_LIMIT_MS = 60_000;

/** Most characters of text returned; more would only slow the editor down: 20 million. */
export const MAX_TEXT_CHARS = 20_000_000;

export interface ImportLimits {
  /** Default {@link MAX_UNCOMPRESSED_BYTES}. */
  maxUncompressedBytes: number;
  /** Default {@link MAX_ZIP_ENTRIES}. */
  maxZipEntries: number;
  /** Default {@link TIME_LIMIT_MS}. */
  timeLimitMs: number;
}

export const DEFAULT_LIMITS: ImportLimits = {
  maxUncompressedBytes: MAX_UNCOMPRESSED_BYTES,
  maxZipEntries: MAX_ZIP_ENTRIES,
  timeLimitMs: TIME_LIMIT_MS,
};
