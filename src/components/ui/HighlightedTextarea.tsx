'use client';

import { forwardRef, memo, useEffect, useImperativeHandle, useMemo, useRef, type ChangeEvent, type ReactNode } from 'react';
import { mirrorLines, type MirrorLine } from './mirror-blocks';
import { useEarlyInput } from './use-early-input';

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
}

/** Above this many characters the browser's own spell checking is turned off. */
const spellCheckMaxLength = 100_000;

const surface = 'min-h-[18rem] w-full whitespace-pre-wrap break-words rounded-xl border p-4 font-[inherit] text-base leading-7 [scrollbar-gutter:stable]';

/**
 * A text area that can mark ranges *inside* the text (the overflow past a limit, the
 * occurrences of a phrase): a mirror of the text lies under a textarea with a transparent
 * background, laid out identically, with the ranges in <mark> elements. The mirror is
 * decorative (aria-hidden): whoever sets marks also says in words what they mean.
 */
export const HighlightedTextarea = forwardRef<HTMLTextAreaElement, HighlightedTextareaProps>(function HighlightedTextarea(
  { id, testId, value, onChange, placeholder, marks, markClassName, scrollToFirstMark = false, describedBy, rows = 12, onSelectionChange },
  ref,
) {
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const mirrorRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => areaRef.current as HTMLTextAreaElement);
  useEarlyInput(areaRef, value, onChange);

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
    const first = mirrorRef.current?.querySelector('mark');
    if (first instanceof HTMLElement) {
      areaRef.current.scrollTop = Math.max(0, first.offsetTop - 48);
      syncScroll();
    }
  }, [marks, scrollToFirstMark]);

  const lines = useMemo(() => (marks.length > 0 ? mirrorLines(value, marks) : []), [value, marks]);

  return (
    <div className="relative rounded-xl bg-white dark:bg-slate-900">
      {marks.length > 0 && (
        <div
          ref={mirrorRef}
          aria-hidden="true"
          data-testid={`${testId}-marks`}
          className={`${surface} pointer-events-none absolute inset-0 h-full overflow-hidden border-transparent text-transparent`}
        >
          {lines.map((line, i) => (
            <MirrorLineView key={i} line={line} markClassName={markClassName} />
          ))}
        </div>
      )}
      <textarea
        ref={areaRef}
        id={id}
        data-testid={testId}
        value={value}
        placeholder={placeholder}
        // The browser's spell checker re-scans the whole field on each change: off for book-sized texts.
        spellCheck={value.length < spellCheckMaxLength}
        rows={rows}
        aria-describedby={describedBy}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
        onScroll={syncScroll}
        className={`${surface} relative block resize-y overflow-y-auto border-slate-300 bg-transparent focus:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 dark:border-slate-700`}
      />
    </div>
  );
});

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
  (before, after) => before.line.signature === after.line.signature && before.markClassName === after.markClassName,
);
