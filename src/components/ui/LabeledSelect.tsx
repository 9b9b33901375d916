'use client';

import { useId, useRef, type ReactNode } from 'react';
import { useEarlyInput } from './use-early-input';

export interface SelectOption {
  value: string;
  label: string;
}

export interface LabeledSelectProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  testId?: string;
  /** Id of an element that explains the choice. */
  describedBy?: string;
  /** Classes of the block around label and select. */
  className?: string;
  /** Default true: the select takes its container's width; otherwise its content's. */
  fullWidth?: boolean;
  /**
   * For option labels computed from the browser's locale data (e.g. `Intl.DisplayNames`),
   * which may differ from the build's: React keeps them without a hydration warning.
   */
  suppressHydrationWarning?: boolean;
}

const selectClass = 'mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900';

/** A `<select>` with its visible label. */
export function LabeledSelect({ label, value, onChange, options, testId, describedBy, className, fullWidth = true, suppressHydrationWarning }: LabeledSelectProps) {
  const id = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  useEarlyInput(selectRef, value, onChange);
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <select
        ref={selectRef}
        id={id}
        data-testid={testId}
        value={value}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        className={fullWidth ? `${selectClass} w-full` : selectClass}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} suppressHydrationWarning={suppressHydrationWarning}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
