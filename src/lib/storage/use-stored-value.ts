'use client';

import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { readStored, subscribeStored, writeStored, type StorageArea } from './storage';

export interface StoredValueOptions<T> {
  /** Default 'local'. */
  area?: StorageArea;
  /** Turns a value into what is stored (null removes the key). Default `JSON.stringify`. */
  serialize?: (value: T) => string | null;
}

const toJson = (value: unknown) => JSON.stringify(value);
const notReadOnServer = () => undefined;

/**
 * A value kept in Web Storage, as React state. The static HTML and the hydrating render show
 * `serverValue` (the page cannot know the visitor's storage); React then re-renders with the
 * stored value, with no effect in between. Writes reach every user of the key in this tab
 * and, through the `storage` event, in other tabs.
 *
 * `parse` turns the raw stored string (null when absent) into a value. The value is parsed
 * once per raw string, so an unchanged key yields the very same value as long as `parse`,
 * `serialize` and `serverValue` are stable (declared outside the component).
 */
export function useStoredValue<T>(
  key: string,
  parse: (raw: string | null) => T,
  serverValue: T,
  { area = 'local', serialize = toJson }: StoredValueOptions<T> = {},
): [T, (next: T) => void] {
  const subscribe = useCallback((onChange: () => void) => subscribeStored(key, onChange), [key]);
  const getSnapshot = useCallback(() => readStored(key, area), [key, area]);
  // The raw string is the snapshot (strings compare by value); undefined means "not read yet".
  const raw = useSyncExternalStore<string | null | undefined>(subscribe, getSnapshot, notReadOnServer);
  const value = useMemo(() => (raw === undefined ? serverValue : parse(raw)), [raw, parse, serverValue]);
  const setValue = useCallback((next: T) => void writeStored(key, serialize(next), area), [key, area, serialize]);
  return [value, setValue];
}
