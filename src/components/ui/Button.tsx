import { forwardRef, type ButtonHTMLAttributes } from 'react';

/**
 * - primary: the one main action of a tool (Check text, Analyze);
 * - secondary: actions next to the editor (Copy, Clear);
 * - small: compact actions in lists, cards and toolbars (Show more, Upload file);
 * - link: a quiet action that reads as a link (Ignore rule, Cancel).
 */
export type ButtonVariant = 'primary' | 'secondary' | 'small' | 'link';

// Focus rings come from the global :focus-visible rule; no variant may remove the outline.
const outlined = 'inline-flex items-center justify-center rounded-lg border border-slate-300 font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';
const disabledLook = 'disabled:cursor-not-allowed disabled:opacity-50';

const variantClass: Record<ButtonVariant, string> = {
  // No hover opacity: it would lower the text's contrast below WCAG AA on the accent colour.
  primary: `inline-flex items-center justify-center gap-2 rounded-lg bg-accent px-5 py-2.5 font-semibold text-white hover:shadow-md dark:text-slate-950 ${disabledLook}`,
  secondary: `${outlined} gap-2 px-4 py-2 text-sm ${disabledLook}`,
  small: `${outlined} gap-1.5 px-3 py-1.5 text-sm ${disabledLook}`,
  link: `text-sm font-medium text-accent underline underline-offset-2 hover:no-underline ${disabledLook}`,
};

/** The classes of a button of `variant`, for elements that are not a `Button` (e.g. a link styled as one). */
export function buttonClass(variant: ButtonVariant, extra?: string): string {
  return extra ? `${variantClass[variant]} ${extra}` : variantClass[variant];
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant: ButtonVariant;
}

/** A native button in one of the site's variants; `type="button"` unless told otherwise. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button({ variant, className, type = 'button', ...props }, ref) {
  return <button ref={ref} type={type} className={buttonClass(variant, className)} {...props} />;
});
