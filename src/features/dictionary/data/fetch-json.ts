/** A failed dictionary request: `status` 0 when the network itself failed (offline). */
export class DictionaryFetchError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`Could not fetch ${url} (${status || 'network error'})`);
    this.name = 'DictionaryFetchError';
  }
}

export async function fetchJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new DictionaryFetchError(url, 0);
  }
  if (!response.ok) throw new DictionaryFetchError(url, response.status);
  return (await response.json()) as T;
}
