'use client';

import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';
import type { GrammarEngine } from '../model/types';
import type { GrammarEngineProviders, LocalGrammarEngine } from './engine-providers';

/** The tool's engines, each created at its first use and kept for the page's lifetime. */
export interface Engines {
  /** The on-device engine, created if need be. */
  local: () => Promise<LocalGrammarEngine>;
  /** The LanguageTool engine, created if need be. */
  remote: () => Promise<GrammarEngine>;
  /** The on-device engine if a check created it already: its extras (spelling suggestions, preloading) are not worth creating it for. */
  createdLocal: () => Promise<LocalGrammarEngine> | null;
}

function cached<T>(slot: RefObject<Promise<T> | null>, create: () => Promise<T>): Promise<T> {
  const created = (slot.current ??= create());
  // A failed creation (e.g. offline before the first use) is retried at the next check.
  created.catch(() => {
    if (slot.current === created) slot.current = null;
  });
  return created;
}

/** Creates the engines of `providers` on demand; frees the on-device one (its worker) on unmount. */
export function useEngines(providers: GrammarEngineProviders): Engines {
  const localRef = useRef<Promise<LocalGrammarEngine> | null>(null);
  const remoteRef = useRef<Promise<GrammarEngine> | null>(null);
  const local = useCallback(() => cached(localRef, () => providers.local()), [providers]);
  const remote = useCallback(() => cached(remoteRef, () => providers.remote()), [providers]);
  const createdLocal = useCallback(() => localRef.current, []);

  useEffect(
    () => () => {
      const created = localRef.current;
      localRef.current = null;
      void created?.then((engine) => engine.dispose?.()).catch(() => {});
    },
    [],
  );

  return useMemo(() => ({ local, remote, createdLocal }), [local, remote, createdLocal]);
}
