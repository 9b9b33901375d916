import { MAX_FILE_BYTES } from './limits';
import { formatFromName } from './sniff';
import type { ImportErrorKind } from './types';

/**
 * What can be told from a file's name and size alone, before a byte is read: an unsupported
 * extension, a file of 10 MB (10 × 1024 × 1024 bytes) or more, an empty file. `null` when
 * the file must be read to know more. Cheap, so the page answers at once, before the import
 * code has loaded.
 */
export function precheckFile(file: { name: string; size: number }): ImportErrorKind | null {
  if (!formatFromName(file.name)) return 'invalidType';
  if (file.size >= MAX_FILE_BYTES) return 'tooLarge';
  if (file.size === 0) return 'empty';
  return null;
}
