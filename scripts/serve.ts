/**
 * Serves the static export in out/ the way a CDN does: clean URLs (`/pl/grammar-checker` →
 * `pl/grammar-checker.html`), the rewrites and per-locale 404s of out/_redirects, the headers of
 * out/_headers, ETags and compression. No application logic lives here: the product is out/.
 *
 *   PORT=3000 HOST=127.0.0.1 tsx scripts/serve.ts [dir]
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/**
 * Brotli's best quality (11) for pages and scripts; a fast one for multi-megabyte files (the
 * dictionary sitemaps), where quality 11 takes ~20 s per 4 MB and 5 a fraction of a second.
 */
const brotliQuality = (bytes: number) => (bytes > 512 * 1024 ? 5 : 11);
import { policyFromHtml } from './host/content-security-policy';
import { headersFor, parseHeaders, parseRedirects, resolveRedirect } from './host/host-rules';

const root = resolve(process.argv[2] ?? 'out');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(join(root, 'index.html'))) {
  console.error(`serve: ${root}/index.html is missing; run \`npm run build\` first.`);
  process.exit(1);
}

const readRules = (name: string) => (existsSync(join(root, name)) ? readFileSync(join(root, name), 'utf8') : '');
const redirects = parseRedirects(readRules('_redirects'));
const headerRules = parseHeaders(readRules('_headers'));

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.dic': 'text/plain; charset=utf-8',
  '.aff': 'text/plain; charset=utf-8',
};
const compressible = /^(text\/|application\/(json|xml|manifest\+json|wasm)|image\/svg)/;

interface Body {
  raw: Buffer;
  etag: string;
  /** An HTML page's own complete policy (its `<meta>` one plus framing), sent as a header. */
  pagePolicy?: string;
  gzip?: Buffer;
  br?: Buffer;
}
const bodies = new Map<string, Body>();

function loadBody(file: string): Body {
  const { mtimeMs, size } = statSync(file);
  const key = `${file}:${mtimeMs}:${size}`;
  let body = bodies.get(key);
  if (!body) {
    const raw = readFileSync(file);
    body = { raw, etag: `"${createHash('sha1').update(raw).digest('base64url').slice(0, 22)}"` };
    const policy = file.endsWith('.html') ? policyFromHtml(raw.toString('utf8')) : null;
    if (policy) body.pagePolicy = `${policy}; frame-ancestors 'none'`;
    bodies.set(key, body);
  }
  return body;
}

/** The file a URL path names, trying the clean-URL forms; null when none exists or it leaves root. */
function findFile(pathname: string): string | null {
  const candidates = pathname.endsWith('/') ? [`${pathname}index.html`] : [pathname, `${pathname}.html`, `${pathname}/index.html`];
  for (const candidate of candidates) {
    const file = normalize(join(root, candidate));
    if (file !== root && !file.startsWith(root + sep)) return null;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

function send(req: IncomingMessage, res: ServerResponse, file: string, status: number, urlPath: string) {
  const body = loadBody(file);
  const type = contentTypes[extname(file)] ?? 'application/octet-stream';
  for (const [name, value] of headersFor(headerRules, urlPath)) res.setHeader(name, value);
  if (body.pagePolicy) res.setHeader('Content-Security-Policy', body.pagePolicy);
  res.setHeader('Content-Type', type);
  res.setHeader('ETag', body.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (status === 200 && req.headers['if-none-match'] === body.etag) {
    res.writeHead(304).end();
    return;
  }
  let payload = body.raw;
  const accepts = String(req.headers['accept-encoding'] ?? '');
  if (compressible.test(type) && payload.length > 1024) {
    if (/\bbr\b/.test(accepts)) {
      body.br ??= brotliCompressSync(body.raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: brotliQuality(body.raw.length) } });
      payload = body.br;
      res.setHeader('Content-Encoding', 'br');
    } else if (/\bgzip\b/.test(accepts)) {
      body.gzip ??= gzipSync(body.raw);
      payload = body.gzip;
      res.setHeader('Content-Encoding', 'gzip');
    }
  }
  res.setHeader('Content-Length', payload.length);
  res.writeHead(status);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

const server = createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  let pathname: string;
  let search: string;
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    pathname = decodeURIComponent(url.pathname);
    search = url.search;
  } catch {
    res.writeHead(400).end('Bad request');
    return;
  }
  // One canonical form per page: no trailing slash (as exported with trailingSlash: false).
  if (pathname.length > 1 && pathname.endsWith('/')) {
    res.writeHead(308, { Location: pathname.replace(/\/+$/, '') + search }).end();
    return;
  }
  const file = findFile(pathname);
  if (file) return send(req, res, file, 200, pathname);
  const rule = resolveRedirect(redirects, pathname);
  if (rule && (rule.status === 200 || rule.status === 404)) {
    const target = findFile(new URL(rule.to, 'http://localhost').pathname);
    if (target) return send(req, res, target, rule.status, pathname);
  } else if (rule) {
    res.writeHead(rule.status, { Location: rule.to }).end();
    return;
  }
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
});

server.listen(port, host, () => {
  console.log(`Serving ${root} on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
});
