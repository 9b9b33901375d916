'use client';

import { useCallback, useState } from 'react';
import type { StatusNotice } from './StatusMessage';

export type Say = (text: string, tone?: StatusNotice['tone']) => void;

/** The notice shown by `StatusMessage`, and `say` to show a new one (even the same text again). */
export function useStatusNotice(): [StatusNotice | null, Say] {
  const [notice, setNotice] = useState<StatusNotice | null>(null);
  const say = useCallback<Say>((text, tone = 'success') => setNotice((previous) => ({ id: (previous?.id ?? 0) + 1, text, tone })), []);
  return [notice, say];
}
