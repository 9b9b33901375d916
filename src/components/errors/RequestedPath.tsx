'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** The address the visitor asked for; only the browser knows it on a static 404 page. */
export function RequestedPath() {
  const path = useSyncExternalStore(
    subscribe,
    () => decodeURI(location.pathname + location.search),
    () => '',
  );
  return (
    <code className="mt-2 block break-all rounded bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800" data-testid="requested-path">
      {path}
    </code>
  );
}
