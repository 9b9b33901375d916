/**
 * A fake LanguageTool server for tests and benchmarks: a `fetch` that answers `/v2/check` from
 * recorded v2 responses (tests/fixtures/grammar/languagetool) and `/v2/languages` from the
 * recorded list, and can be scripted to answer with error statuses. Node only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageToolCheckResponse, LanguageToolLanguage } from '../../model/languagetool-response';

export const LANGUAGETOOL_FIXTURE_DIR = join(process.cwd(), 'tests', 'fixtures', 'grammar', 'languagetool');

export interface CheckFixture {
  file: string;
  note: string;
  request: { method: 'POST'; path: '/v2/check'; language: string; text: string };
  status: number;
  response: LanguageToolCheckResponse;
}

export interface ErrorFixture {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Every recorded `/v2/check` exchange. */
export function loadCheckFixtures(dir: string = LANGUAGETOOL_FIXTURE_DIR): CheckFixture[] {
  return readdirSync(dir)
    .filter((f) => f.startsWith('check-') && f.endsWith('.json'))
    .sort()
    .map((file) => ({ file, ...(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Omit<CheckFixture, 'file'>) }));
}

export function loadLanguagesFixture(dir: string = LANGUAGETOOL_FIXTURE_DIR): LanguageToolLanguage[] {
  return (JSON.parse(readFileSync(join(dir, 'languages.json'), 'utf8')) as { response: LanguageToolLanguage[] }).response;
}

export function loadErrorFixtures(dir: string = LANGUAGETOOL_FIXTURE_DIR): Record<'rateLimited' | 'tooLong' | 'serverError' | 'unavailable' | 'badRequest', ErrorFixture> {
  return JSON.parse(readFileSync(join(dir, 'errors.json'), 'utf8')) as Record<'rateLimited' | 'tooLong' | 'serverError' | 'unavailable' | 'badRequest', ErrorFixture>;
}

export interface RecordedCall {
  method: string;
  url: string;
  form: URLSearchParams | undefined;
}

/** What the fake answers for one call: a fixture's response, an error fixture, a thrown error, or a hang (until aborted). */
export type FakeAnswer =
  | { status: number; json?: unknown; body?: string; headers?: Record<string, string> }
  | { throws: Error }
  | { hang: true };

export interface FakeLanguageTool {
  fetch: typeof fetch;
  calls: RecordedCall[];
  /** Answers used, in order, before falling back to the recorded fixtures. */
  script: FakeAnswer[];
}

/**
 * @param respond Answers `/v2/check` requests no fixture matches (default: 404 with an error body),
 *   e.g. a synthetic server that finds "teh" in any chunk.
 */
export function createFakeLanguageTool(
  fixtures: readonly CheckFixture[] = loadCheckFixtures(),
  respond?: (text: string, language: string) => LanguageToolCheckResponse | undefined,
): FakeLanguageTool {
  const calls: RecordedCall[] = [];
  const script: FakeAnswer[] = [];
  const fake = (async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const form = typeof init?.body === 'string' ? new URLSearchParams(init.body) : undefined;
    calls.push({ method, url, form });
    const signal = init?.signal ?? undefined;
    if (signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const scripted = script.shift();
    if (scripted) return answer(scripted, signal);
    if (url.endsWith('/v2/languages') && method === 'GET') {
      return json(200, loadLanguagesFixture());
    }
    if (url.endsWith('/v2/check') && method === 'POST' && form) {
      const text = form.get('text') ?? '';
      const language = form.get('language') ?? '';
      const fixture = fixtures.find((f) => f.request.text === text && f.request.language === language);
      if (fixture) return json(fixture.status, fixture.response);
      const synthetic = respond?.(text, language);
      if (synthetic) return json(200, synthetic);
      return new Response(`Error: no recorded response for ${language} ${JSON.stringify(text.slice(0, 40))}`, { status: 404 });
    }
    return new Response('Not found', { status: 404 });
  }) as typeof fetch;
  return { fetch: fake, calls, script };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function answer(scripted: FakeAnswer, signal: AbortSignal | undefined): Promise<Response> {
  if ('throws' in scripted) return Promise.reject(scripted.throws);
  if ('hang' in scripted) {
    return new Promise((_, reject) => {
      signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')), { once: true });
    });
  }
  const body = scripted.json !== undefined ? JSON.stringify(scripted.json) : (scripted.body ?? '');
  return Promise.resolve(new Response(body, { status: scripted.status, headers: scripted.headers ?? {} }));
}

/** A synthetic `/v2/check` answer: one spelling match per "teh" in the text (for splitting tests). */
export function tehResponder(text: string, language: string): LanguageToolCheckResponse {
  const matches = [...text.matchAll(/\bteh\b/g)].map((m) => ({
    message: 'Possible spelling mistake found.',
    shortMessage: 'Spelling mistake',
    replacements: [{ value: 'the' }],
    offset: m.index ?? 0,
    length: 3,
    context: { text: text.slice(Math.max(0, (m.index ?? 0) - 20), (m.index ?? 0) + 23), offset: Math.min(20, m.index ?? 0), length: 3 },
    sentence: '',
    type: { typeName: 'UnknownWord' },
    rule: { id: 'MORFOLOGIK_RULE_EN_US', description: 'Possible spelling mistake', issueType: 'misspelling', category: { id: 'TYPOS', name: 'Possible Typo' } },
    ignoreForIncompleteSentence: false,
    contextForSureMatch: 0,
  }));
  return { software: { name: 'LanguageTool', version: '6.6' }, language: { name: language, code: language }, matches };
}
