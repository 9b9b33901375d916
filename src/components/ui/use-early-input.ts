'use client';

import { useLayoutEffect, useRef, type RefObject } from 'react';

type FormControl = HTMLTextAreaElement | HTMLSelectElement | HTMLInputElement;

/**
 * Keeps what the visitor typed or picked before React hydrated the control. React hydrates a
 * controlled field without reading it, and its next render writes the rendered value back:
 * on a slow device a text pasted or an option chosen in the first second was silently lost
 * (or replaced by a restored draft or stored setting). At hydration, a field whose value
 * differs from what was rendered reports its value as a change, so the visitor's input wins.
 *
 * A layout effect, so that it reads the field before any re-render (a stored value arriving
 * through `useSyncExternalStore` re-renders right after the hydrating commit).
 */
export function useEarlyInput(ref: RefObject<FormControl | null>, renderedValue: string, onChange: (value: string) => void) {
  // The hydrating render's value and handler: the only ones the check needs.
  const hydrated = useRef({ renderedValue, onChange, checked: false });
  useLayoutEffect(() => {
    const first = hydrated.current;
    if (first.checked) return;
    first.checked = true;
    const element = ref.current;
    if (!element || element.value === first.renderedValue) return;
    // A select whose rendered value is not among its options shows its first option: no choice of the visitor's.
    if (element instanceof HTMLSelectElement && ![...element.options].some((option) => option.value === first.renderedValue)) return;
    first.onChange(element.value);
  }, [ref]);
}
