'use client';

import { useFormatter } from 'next-intl';
import { useCallback } from 'react';

/** Counts and densities as every table of the checker shows them: densities in percent with two decimals. */
export function useKeywordFormat() {
  const format = useFormatter();
  const formatCount = useCallback((count: number) => format.number(count), [format]);
  const formatDensity = useCallback(
    (density: number) => format.number(density / 100, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    [format],
  );
  return { formatCount, formatDensity };
}
