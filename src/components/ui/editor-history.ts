import { commonPrefixLength, commonSuffixLength } from '@/lib/text/common-affix';

/** The one span where `before` and `after` differ: `before.slice(start, end)` became `insert`. */
export interface ChangedSpan {
  start: number;
  end: number;
  insert: string;
}

const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * The smallest span whose replacement turns `before` into `after` (common start and end kept),
 * widened so as not to cut a surrogate pair (an emoji, a CJK extension ideograph): the browser
 * would insert half a character.
 */
export function changedSpan(before: string, after: string): ChangedSpan {
  const shorter = Math.min(before.length, after.length);
  let prefix = commonPrefixLength(before, after, shorter);
  if (prefix > 0 && (isLowSurrogate(before.charCodeAt(prefix)) || isLowSurrogate(after.charCodeAt(prefix)))) prefix--;
  let suffix = commonSuffixLength(before, after, shorter - prefix);
  if (suffix > 0 && (isLowSurrogate(before.charCodeAt(before.length - suffix)) || isLowSurrogate(after.charCodeAt(after.length - suffix)))) suffix--;
  return { start: prefix, end: before.length - suffix, insert: after.slice(prefix, after.length - suffix) };
}

/**
 * The longest span (removed plus inserted UTF-16 units) changed through the browser's editing.
 * Its cost grows with the span, not with the text: in Chromium on a 2-core machine, replacing
 * a word in 178 KB of text takes a few milliseconds, but inserting 178 KB about 470 ms (setting
 * `value` takes about 90 ms). Accept All on a long text changes a span nearly as long as the
 * text: past this length it sets the text directly (no undo; Restore brings the text back).
 */
export const BROWSER_EDIT_MAX_SPAN = 10_000;

/** Devices with a fine pointer: on a touch-only one, focusing the editor would raise the on-screen keyboard. */
const hasFinePointer = () => typeof window.matchMedia !== 'function' || window.matchMedia('(any-pointer: fine)').matches;

/**
 * Changes the editor's text to `next` through the browser's own editing (the insertText
 * command on the changed span), so that the change joins the editor's undo history: Ctrl+Z in
 * the editor takes it back, and the user's typing before it stays undoable. Setting `value`
 * from script empties that history in Chromium. The editor reports the change through its
 * input event, as it reports typing. Focus goes back to where it was.
 *
 * Returns false where the browser did not make the change (no such command, a touch-only
 * device, a span too long to change quickly): the caller sets the text itself.
 */
export function editThroughBrowser(area: HTMLTextAreaElement | null, next: string): boolean {
  if (!area || typeof document.execCommand !== 'function' || !hasFinePointer()) return false;
  if (area.value === next) return true;
  const { start, end, insert } = changedSpan(area.value, next);
  if (end - start + insert.length > BROWSER_EDIT_MAX_SPAN) return false;
  const before = document.activeElement;
  area.focus({ preventScroll: true });
  area.setSelectionRange(start, end);
  let done = false;
  try {
    done = insert === '' ? document.execCommand('delete') : document.execCommand('insertText', false, insert);
  } catch {
    done = false;
  }
  if (before instanceof HTMLElement && before !== area) before.focus({ preventScroll: true });
  return done && area.value === next;
}

/** Takes back (or, with `redo`, makes again) the editor's last change, as Ctrl+Z in it would; false where the browser cannot. */
export function undoInEditor(area: HTMLTextAreaElement | null, redo = false): boolean {
  if (!area || typeof document.execCommand !== 'function') return false;
  const was = area.value;
  area.focus({ preventScroll: true });
  try {
    document.execCommand(redo ? 'redo' : 'undo');
  } catch {
    return false;
  }
  return area.value !== was;
}

const textInputTypes = new Set(['text', 'search', 'url', 'email', 'tel', 'password', 'number']);

/** Whether keys typed at `target` edit text there (where Ctrl+Z is that field's own); a button, a radio or a checkbox does not. */
export function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return textInputTypes.has(target.type);
  return target.isContentEditable || target instanceof HTMLTextAreaElement;
}
