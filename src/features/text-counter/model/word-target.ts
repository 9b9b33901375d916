/**
 * A word target: "at least 250", "at most 300" or "250–300 words", as essay and article briefs
 * give them. Plain data and parsing, light enough for the page.
 */

export interface WordTarget {
  min: number | null;
  max: number | null;
}

export type WordTargetField = 'min' | 'max';

/** Largest target accepted: a long book; anything above is a typing slip. */
export const maxWordTarget = 1_000_000;

export type WordTargetError = 'notWhole' | 'tooLarge' | 'minAboveMax';

export type WordTargetStatus = 'under' | 'within' | 'over';

export interface WordTargetProgress {
  status: WordTargetStatus;
  /** Words still needed to reach the minimum (under), or words past the maximum (over); 0 within. */
  gap: number;
  /** How far along the bar is, 0–1: towards the maximum when there is one, else the minimum. */
  share: number;
}

/**
 * Reads one field of the target as typed: empty means no bound; otherwise a whole number from
 * 1 to {@link maxWordTarget} (full-width digits from a Japanese or Chinese input method are
 * accepted; separators are refused so that `1.500` and `1,500` are not misread).
 */
export function parseWordTargetField(input: string): { ok: true; value: number | null } | { ok: false; reason: Exclude<WordTargetError, 'minAboveMax'> } {
  const trimmed = input.normalize('NFKC').trim();
  if (trimmed === '') return { ok: true, value: null };
  if (!/^\+?\d+$/.test(trimmed) || Number(trimmed) === 0) return { ok: false, reason: 'notWhole' };
  const value = Number(trimmed);
  if (value > maxWordTarget) return { ok: false, reason: 'tooLarge' };
  return { ok: true, value };
}

/** Checks a whole target: a minimum above the maximum is refused. */
export function validateWordTarget(target: WordTarget): WordTargetError | null {
  if (target.min !== null && target.max !== null && target.min > target.max) return 'minAboveMax';
  return null;
}

/** Where `words` stands against `target`; `null` when the target sets no bound. */
export function measureWordTarget(words: number, target: WordTarget): WordTargetProgress | null {
  const { min, max } = target;
  if (min === null && max === null) return null;
  const share = Math.min(1, words / (max ?? min ?? 1));
  if (min !== null && words < min) return { status: 'under', gap: min - words, share };
  if (max !== null && words > max) return { status: 'over', gap: words - max, share };
  return { status: 'within', gap: 0, share };
}

/** Reads a stored target, refusing anything malformed. */
export function parseStoredWordTarget(raw: string | null): WordTarget {
  try {
    const parsed = JSON.parse(raw ?? 'null') as Partial<WordTarget> | null;
    const bound = (value: unknown) => (Number.isInteger(value) && (value as number) > 0 && (value as number) <= maxWordTarget ? (value as number) : null);
    const target = { min: bound(parsed?.min), max: bound(parsed?.max) };
    return validateWordTarget(target) ? noWordTarget : target;
  } catch {
    return noWordTarget;
  }
}

export const noWordTarget: WordTarget = { min: null, max: null };
