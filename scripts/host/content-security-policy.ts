/**
 * The Content-Security-Policy of the exported site. Next.js inlines its bootstrap and RSC payload
 * scripts, and our layout inlines the pre-paint theme script, so no policy can allow scripts by
 * origin alone; instead every page gets a policy listing the SHA-256 of each of its own inline
 * scripts, injected as a `<meta>` after the export (no 'unsafe-inline', no 'unsafe-eval').
 *
 * A `<meta>` policy cannot carry `frame-ancestors`, and a host's header rules cannot list every
 * page's hashes, so the host rules (`_headers`, nginx) send the page-independent directives
 * (`hostPolicy`), and the browser enforces both. `npm start`'s server sends each page its
 * complete policy as a header (`policyFromHtml` + `frame-ancestors`).
 */
import { createHash } from 'node:crypto';

/** Directives every response may carry; with no script-src/default-src they never block the hashed scripts. */
function sharedDirectives(languageToolUrl: string): string[] {
  const languageToolOrigin = new URL(languageToolUrl).origin;
  return [
    `connect-src 'self' ${languageToolOrigin}`,
    "worker-src 'self' blob:",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // React's style props and the grammar checker's generated stylesheet are inline styles.
    "style-src 'self' 'unsafe-inline'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
}

/** The policy of one page, allowing exactly `inlineScripts` besides our own script files. */
export function pagePolicy(inlineScripts: readonly string[], languageToolUrl: string): string {
  const hashes = [...new Set(inlineScripts.map(scriptHash))].map((h) => `'${h}'`);
  return [
    "default-src 'self'",
    // No 'wasm-unsafe-eval': the WebAssembly engines run in workers, whose policy is their own
    // response's (the host policy below, which does not restrict scripts).
    ["script-src 'self'", ...hashes].join(' '),
    ...sharedDirectives(languageToolUrl),
  ].join('; ');
}

/** The header policy for the host rules: every page-independent directive, plus framing. */
export function hostPolicy(languageToolUrl: string): string {
  return [...sharedDirectives(languageToolUrl), "frame-ancestors 'none'"].join('; ');
}

export function scriptHash(source: string): string {
  return `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;
}

// Script elements without src; their raw text ends at the first `</script`.
const inlineScriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const dataBlockType = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/** The source of every executable inline script of an HTML document (JSON data blocks are not run, so not listed). */
export function inlineScripts(html: string): string[] {
  const sources: string[] = [];
  for (const [, attributes = '', source = ''] of html.matchAll(inlineScriptPattern)) {
    if (/\bsrc\s*=/i.test(attributes) || dataBlockType.test(attributes)) continue;
    sources.push(source);
  }
  return sources;
}

const metaPattern = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\s*\/?>/i;

/** Adds the page's policy as the first element after `<meta charset>` (before any script). Idempotent. */
export function withPolicyMeta(html: string, languageToolUrl: string): string {
  const withoutOld = html.replace(metaPattern, '');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(inlineScripts(withoutOld), languageToolUrl)}"/>`;
  const charset = /<meta charset="utf-8"\s*\/?>/i.exec(withoutOld);
  if (charset) return withoutOld.slice(0, charset.index + charset[0].length) + meta + withoutOld.slice(charset.index + charset[0].length);
  const head = /<head\b[^>]*>/i.exec(withoutOld);
  if (!head) throw new Error('withPolicyMeta: the document has no <head>');
  return withoutOld.slice(0, head.index + head[0].length) + meta + withoutOld.slice(head.index + head[0].length);
}

/** The policy a page carries in its `<meta>`, if any. */
export function policyFromHtml(html: string): string | null {
  return metaPattern.exec(html)?.[1] ?? null;
}
