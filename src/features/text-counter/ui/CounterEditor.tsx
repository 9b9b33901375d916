'use client';

import { forwardRef, useImperativeHandle, useRef, type ChangeEvent } from 'react';

export interface CounterEditorProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** UTF-16 offset from which the text is over the limit; that part is marked. */
  overflowStart: number | null;
  describedBy?: string;
}

const surface = 'min-h-[18rem] w-full whitespace-pre-wrap break-words rounded-xl border p-4 font-[inherit] text-base leading-7 [scrollbar-gutter:stable]';

/**
 * The text area, with the part past the character limit marked *inside* it: a mirror of the
 * text lies under a transparent-background textarea, laid out identically, with the overflow in
 * a <mark>. The mirror is decorative (aria-hidden); the limit status says the same in words.
 */
export const CounterEditor = forwardRef<HTMLTextAreaElement, CounterEditorProps>(function CounterEditor(
  { id, value, onChange, placeholder, overflowStart, describedBy },
  ref,
) {
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const mirrorRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => areaRef.current as HTMLTextAreaElement);

  const syncScroll = () => {
    if (mirrorRef.current && areaRef.current) mirrorRef.current.scrollTop = areaRef.current.scrollTop;
  };
  const showOverflow = overflowStart !== null && overflowStart < value.length;

  return (
    <div className="relative rounded-xl bg-white dark:bg-slate-900">
      {showOverflow && (
        <div
          ref={mirrorRef}
          aria-hidden="true"
          data-testid="overflow-mirror"
          className={`${surface} pointer-events-none absolute inset-0 h-full overflow-hidden border-transparent text-transparent`}
        >
          {value.slice(0, overflowStart)}
          <mark className="rounded-sm bg-red-200 text-transparent dark:bg-red-900/70">{value.slice(overflowStart)}</mark>
          {/* A trailing line break in a textarea still takes a line; keep the mirror as tall. */}
          {'\u200b'}
        </div>
      )}
      <textarea
        ref={areaRef}
        id={id}
        data-testid="counter-input"
        value={value}
        placeholder={placeholder}
        spellCheck
        aria-describedby={describedBy}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
        onScroll={syncScroll}
        className={`${surface} relative block resize-y overflow-y-auto border-slate-300 bg-transparent focus:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 dark:border-slate-700`}
        rows={12}
      />
    </div>
  );
});
