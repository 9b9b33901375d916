'use client';

import { forwardRef, memo, useCallback, useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type ReactNode, type RefObject } from 'react';
import { reusingMirror, sameLine, type MirrorLine } from './mirror-blocks';

export interface TextMark {
  /** UTF-16 offsets into the value. */
  start: number;
  end: number;
  /** Classes of this mark's <mark> element, instead of `markClassName`. */
  className?: string;
  /** What the mark stands for, as its `data-highlight` attribute. */
  kind?: string;
}

export interface HighlightedTextareaProps {
  id: string;
  testId: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** Ranges to mark inside the text (sorted, not overlapping). */
  marks: readonly TextMark[];
  /** Classes of the <mark> elements (unless a mark has its own). */
  markClassName?: string;
  /** Scroll the first mark into view whenever the marks change. Default false. */
  scrollToFirstMark?: boolean;
  describedBy?: string;
  rows?: number;
  /** Called with the selection's UTF-16 offsets whenever it changes (start = end when collapsed). */
  onSelectionChange?: (start: number, end: number) => void;
  /**
   * Called when an input method starts composing text in the field (Japanese, Chinese, Korean
   * typed as kana or pinyin, then converted) and when it ends: the text in between is not yet
   * what the writer means.
   */
  onCompositionChange?: (composing: boolean) => void;
}

/** Above this many characters the browser's own spell checking is turned off. */
const spellCheckMaxLength = 100_000;

const surface = 'min-h-[18rem] w-full whitespace-pre-wrap break-words rounded-xl border p-4 font-[inherit] text-base leading-7 [scrollbar-gutter:stable]';

/**
 * A text area that can mark ranges *inside* the text (the overflow past a limit, the
 * occurrences of a phrase): a mirror of the text lies under a textarea with a transparent
 * background, laid out identically, with the ranges in <mark> elements. The mirror is
 * decorative (aria-hidden): whoever sets marks also says in words what they mean.
 *
 * The text area itself is uncontrolled: React writes a controlled one's `value` and its
 * `defaultValue` (the element's text node) on every render, which for a 100 KB text is a
 * copy of the whole text into the DOM on each keystroke and again when the counts arrive.
 * Here the DOM keeps what the user types; `value` is written only when it differs from
 * what the field last reported (a cleared, restored or imported text).
 */
export const HighlightedTextarea = memo(forwardRef<HTMLTextAreaElement, HighlightedTextareaProps>(function HighlightedTextarea(
  { id, testId, value, onChange, placeholder, marks, markClassName, scrollToFirstMark = false, describedBy, rows = 12, onSelectionChange, onCompositionChange },
  ref,
) {
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const mirrorRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => areaRef.current as HTMLTextAreaElement);
  const fieldChanged = useFieldText(areaRef, value, onChange);

  const syncScroll = () => {
    if (mirrorRef.current && areaRef.current) mirrorRef.current.scrollTop = areaRef.current.scrollTop;
  };

  useEffect(() => {
    const area = areaRef.current;
    if (!onSelectionChange || !area) return;
    let last = '';
    let frame = 0;
    const read = () => {
      frame = 0;
      const key = `${area.selectionStart}:${area.selectionEnd}`;
      if (key === last) return;
      last = key;
      onSelectionChange(area.selectionStart, area.selectionEnd);
    };
    // Read after the event, never during it: a state change while the browser dispatches
    // `input` would re-render the controlled textarea with its old value before React reads
    // the new one.
    const report = () => {
      if (frame === 0) frame = requestAnimationFrame(read);
    };
    // Selections made with the mouse, the keyboard, by script or by the browser's Select All.
    const onDocumentSelection = () => document.activeElement === area && report();
    const events = ['select', 'keyup', 'mouseup', 'input', 'focus', 'blur'] as const;
    for (const name of events) area.addEventListener(name, report);
    document.addEventListener('selectionchange', onDocumentSelection);
    return () => {
      cancelAnimationFrame(frame);
      for (const name of events) area.removeEventListener(name, report);
      document.removeEventListener('selectionchange', onDocumentSelection);
    };
  }, [onSelectionChange]);

  useEffect(() => {
    if (!scrollToFirstMark || !areaRef.current) return;
    const mirror = mirrorRef.current;
    const first = mirror?.querySelector('mark');
    if (mirror && first) {
      // Measured against the mirror, not by offsetTop: that is relative to the mark's line group (a containing block).
      const top = first.getBoundingClientRect().top - mirror.getBoundingClientRect().top - mirror.clientTop + mirror.scrollTop;
      areaRef.current.scrollTop = Math.max(0, top - 48);
      syncScroll();
    }
  }, [marks, scrollToFirstMark]);

  const mirrorOf = useState(reusingMirror)[0];
  const lines = useMemo(() => (marks.length > 0 ? mirrorOf(value, marks) : []), [mirrorOf, value, marks]);

  return (
    <div className="relative rounded-xl bg-white dark:bg-slate-900">
      {marks.length > 0 && (
        <div
          ref={mirrorRef}
          aria-hidden="true"
          data-testid={`${testId}-marks`}
          className={`${surface} pointer-events-none absolute inset-0 h-full overflow-hidden border-transparent text-transparent`}
        >
          {lineGroups(lines).map((group) => (
            <MirrorLineGroup key={group.key} lines={group.lines} markClassName={markClassName} />
          ))}
        </div>
      )}
      <textarea
        ref={areaRef}
        id={id}
        data-testid={testId}
        placeholder={placeholder}
        // The browser's spell checker re-scans the whole field on each change: off for book-sized texts.
        spellCheck={value.length < spellCheckMaxLength}
        rows={rows}
        aria-describedby={describedBy}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => fieldChanged(event.target.value)}
        onCompositionStart={onCompositionChange && (() => onCompositionChange(true))}
        onCompositionEnd={onCompositionChange && (() => onCompositionChange(false))}
        onScroll={syncScroll}
        className={`${surface} relative block resize-y overflow-y-auto border-slate-300 bg-transparent focus:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 dark:border-slate-700`}
      />
    </div>
  );
}));

/**
 * Keeps an uncontrolled text area and `value` in step; returns the field's change handler. At
 * mount, a field that already holds another text was typed into before hydration: that text is
 * reported, not overwritten (see use-early-input.ts).
 * Later, `value` is written only when it is not what the field reported.
 */
function useFieldText(areaRef: RefObject<HTMLTextAreaElement | null>, value: string, onChange: (value: string) => void) {
  const fieldValue = useRef<string | null>(null);
  const report = useRef(onChange);
  useLayoutEffect(() => {
    const area = areaRef.current;
    if (!area) return;
    if (fieldValue.current === null && area.value !== '' && area.value !== value) {
      fieldValue.current = area.value;
      report.current(area.value);
      return;
    }
    if (value === fieldValue.current) return;
    fieldValue.current = value;
    if (area.value !== value) area.value = value;
  }, [areaRef, value]);
  return useCallback(
    (next: string) => {
      fieldValue.current = next;
      onChange(next);
    },
    [onChange],
  );
}

/**
 * The mirror's lines in groups of about 64. React commits an update by walking every child of
 * the element whose subtree changed, and renders every child of a list: with a 1 MB text's 6,000
 * lines as children of the mirror itself, every keystroke walked and compared all 6,000. In
 * groups, it compares the groups and the lines of the one that changed.
 *
 * A group starts at a line whose key is a multiple of 64 and is known by that key, so that lines
 * added, removed or typed in leave the other groups as they were (React cannot move an element
 * from one group to another: it would make it anew); and after 256 lines in any case.
 */
function lineGroups(lines: readonly MirrorLine[]): Array<{ key: number; lines: MirrorLine[] }> {
  const groups: Array<{ key: number; lines: MirrorLine[] }> = [];
  let group = { key: -1, lines: [] as MirrorLine[] };
  for (const line of lines) {
    if (group.lines.length > 0 && (line.key % 64 === 0 || group.lines.length === 256)) {
      groups.push(group);
      group = { key: line.key, lines: [] };
    }
    group.lines.push(line);
  }
  if (group.lines.length > 0) groups.push(group);
  return groups;
}

/**
 * Lines of the mirror in an element of their own, contained for layout and paint (`contain`): a
 * line break typed near the top of a book-sized text moves every line after it, and Chromium's
 * pre-paint and layout then visited each of them (up to 28 ms and 15 ms a frame for 1 MB, frames
 * of 50–66 ms); a contained group moves as one box (11 ms and 7.5 ms, no frame over 45 ms).
 * Re-rendered only when one of its lines is a new object.
 */
const MirrorLineGroup = memo(
  function MirrorLineGroup({ lines, markClassName }: { lines: readonly MirrorLine[]; markClassName: string | undefined }) {
    return (
      <div className="[contain:layout_paint]">
        {lines.map((line) => (
          <MirrorLineView key={line.key} line={line} markClassName={markClassName} />
        ))}
      </div>
    );
  },
  (before, after) => before.markClassName === after.markClassName && before.lines.length === after.lines.length && before.lines.every((line, i) => line === after.lines[i]),
);

/** One line of the mirror, a block of its own; re-rendered only when its text or marks change. */
const MirrorLineView = memo(
  function MirrorLineView({ line, markClassName }: { line: MirrorLine; markClassName: string | undefined }) {
    // An empty line still takes a line's height, as in the text area.
    if (line.text === '') return <div>{'\u200b'}</div>;
    if (line.marks.length === 0) return <div>{line.text}</div>;
    const pieces: ReactNode[] = [];
    let at = 0;
    for (const [i, mark] of line.marks.entries()) {
      pieces.push(line.text.slice(at, mark.start));
      pieces.push(
        <mark key={i} data-highlight={mark.kind} className={`rounded-sm text-transparent ${mark.className ?? markClassName ?? ''}`}>
          {line.text.slice(mark.start, mark.end)}
        </mark>,
      );
      at = mark.end;
    }
    pieces.push(line.text.slice(at));
    return <div>{pieces}</div>;
  },
  (before, after) => before.markClassName === after.markClassName && sameLine(before.line, after.line),
);
