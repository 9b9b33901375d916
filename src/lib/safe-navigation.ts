export type NavigationCheck =
  | { ok: true; href: string }
  | { ok: false; reason: 'scriptProtocol' | 'external' | 'invalid' };

const scriptLikeProtocols = new Set(['javascript:', 'data:', 'vbscript:', 'blob:', 'file:']);

/**
 * Programmatic navigation accepts same-origin http(s) targets only: script-like
 * protocols and other origins are refused. Control characters and whitespace that browsers
 * strip before parsing (`java\tscript:`) are stripped here too, so they cannot smuggle a scheme.
 */
export function checkNavigationTarget(target: string, currentOrigin: string): NavigationCheck {
  const cleaned = target.replace(/[\u0000-\u001F\u007F]/g, '').trim();
  let url: URL;
  try {
    url = new URL(cleaned, currentOrigin);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (scriptLikeProtocols.has(url.protocol)) return { ok: false, reason: 'scriptProtocol' };
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'external' };
  if (url.origin !== new URL(currentOrigin).origin) return { ok: false, reason: 'external' };
  return { ok: true, href: url.pathname + url.search + url.hash };
}
