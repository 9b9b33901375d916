import type { Messages } from './messages';

/**
 * The namespaces a client subtree needs. Server components translate on the server; only
 * interactive leaves get messages, so pages do not ship every string of the site.
 */
export function pickMessages<K extends keyof Messages>(messages: Messages, namespaces: readonly K[]): Pick<Messages, K> {
  const picked = {} as Pick<Messages, K>;
  for (const namespace of namespaces) picked[namespace] = messages[namespace];
  return picked;
}
