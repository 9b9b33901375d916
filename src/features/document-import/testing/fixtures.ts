import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Test helpers for the committed fixtures in tests/fixtures/documents (see scripts/fixtures). */

export const FIXTURES = join(process.cwd(), 'tests/fixtures/documents');

export function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(join(FIXTURES, name)));
}

/** A source text as the fixtures were made from it. */
export function sourceText(name: string): string {
  return readFileSync(join(FIXTURES, 'source', name), 'utf8');
}

const CJK = '\\u3000-\\u30ff\\u3400-\\u9fff\\uff00-\\uffef';

/**
 * Whitespace-insensitive form for comparing extracted text with its source: runs of
 * whitespace become one space, and whitespace between two CJK characters (where a PDF
 * wraps a line) disappears, since Japanese has no spaces.
 */
export function comparable(text: string): string {
  return text
    .replace(/\s+/gu, ' ')
    .replace(new RegExp(`(?<=[${CJK}]) (?=[${CJK}])`, 'gu'), '')
    .trim();
}
