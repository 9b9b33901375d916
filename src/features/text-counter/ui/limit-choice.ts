import { findLimitPreset, limitPresets, type CharacterLimit, type LimitPresetId } from '../model/limit-presets';

/** What the limit selector holds: no limit, a platform preset, or a custom number. */
export type LimitChoice = { kind: 'none' } | { kind: 'preset'; id: LimitPresetId } | { kind: 'custom'; max: number };

export const limitChoiceStorageKey = 'textCounter.limit';

export function limitOf(choice: LimitChoice): CharacterLimit | null {
  if (choice.kind === 'none') return null;
  if (choice.kind === 'preset') return findLimitPreset(choice.id);
  return { id: 'custom', max: choice.max, measure: 'graphemes' };
}

/** Reads a stored choice, refusing anything malformed. */
export function parseLimitChoice(value: string | null): LimitChoice {
  try {
    const parsed = JSON.parse(value ?? 'null') as Partial<{ kind: string; id: string; max: number }> | null;
    if (parsed?.kind === 'preset' && limitPresets.some((p) => p.id === parsed.id)) return { kind: 'preset', id: parsed.id as LimitPresetId };
    if (parsed?.kind === 'custom' && Number.isInteger(parsed.max) && (parsed.max ?? 0) > 0) return { kind: 'custom', max: parsed.max as number };
  } catch {
    // Fall through to no limit.
  }
  return { kind: 'none' };
}
