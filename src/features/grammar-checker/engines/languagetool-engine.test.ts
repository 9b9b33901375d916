import { GrammarCheckError } from '../model/errors';
import { utf8ByteLength } from '../model/request-chunks';
import { LanguageToolEngine, defaultLanguageToolUrl, type LanguageToolEngineOptions } from './languagetool-engine';
import { createFakeLanguageTool, loadCheckFixtures, loadErrorFixtures, tehResponder, type FakeLanguageTool } from './testing/fake-languagetool';

const fixtures = loadCheckFixtures();
const errors = loadErrorFixtures();
const fixture = (file: string) => {
  const f = fixtures.find((x) => x.file === file);
  if (!f) throw new Error(`missing fixture ${file}`);
  return f;
};

/** An engine on the fake server with instant sleeps (recorded) and a fake clock. */
function setup(options: LanguageToolEngineOptions = {}, fake: FakeLanguageTool = createFakeLanguageTool(fixtures, tehResponder)) {
  let clock = 1_000_000;
  const sleeps: number[] = [];
  const engine = new LanguageToolEngine({
    baseUrl: 'https://lt.test',
    fetch: fake.fetch,
    now: () => clock,
    sleep: async (ms) => {
      sleeps.push(ms);
      clock += ms;
    },
    ...options,
  });
  return { engine, fake, sleeps, advance: (ms: number) => (clock += ms) };
}

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof GrammarCheckError) return error.failure;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('LanguageToolEngine: contract with recorded v2 responses', () => {
  it('maps every recorded match, with offsets pointing at the text', async () => {
    const { engine } = setup();
    for (const f of fixtures) {
      const found = await engine.check(f.request.text, f.request.language);
      expect(found).toHaveLength(f.response.matches.length);
      for (const s of found) expect(f.request.text.slice(s.offset, s.offset + s.length)).toBe(s.original);
    }
  });

  it('maps categories through one table (category id first, then issue type)', async () => {
    const { engine } = setup();
    const f = fixture('check-en-US.json');
    const found = await engine.check(f.request.text, 'en-US');
    const byRule = Object.fromEntries(found.map((s) => [`${s.ruleId}:${s.original}`, s.category]));
    expect(byRule).toEqual({
      'EN_A_VS_AN:an': 'grammar',
      'NON3PRS_VERB:has': 'grammar',
      'EN_A_VS_AN:a': 'grammar',
      'MORFOLOGIK_RULE_EN_US:Teh': 'misspelling',
      'ENGLISH_WORD_REPEAT_RULE:on on': 'grammar',
      'WHITESPACE_RULE:  ': 'punctuation',
      'VERY_UNIQUE:very unique': 'style',
      'UPPERCASE_SENTENCE_START:the': 'casing',
      'COMMA_PARENTHESIS_WHITESPACE: ,': 'punctuation',
    });
    const teh = found.find((s) => s.original === 'Teh');
    expect(teh).toMatchObject({ engine: 'languagetool', replacements: expect.arrayContaining(['The', 'Tea']), shortMessage: 'Spelling mistake' });
  });

  it('keeps the page that explains a rule, when LanguageTool names one', async () => {
    const { engine } = setup();
    const f = fixture('check-en-US.json');
    const found = await engine.check(f.request.text, 'en-US');
    expect(found.find((s) => s.ruleId === 'EN_A_VS_AN')?.url).toBe('https://languagetool.org/insights/post/indefinite-articles/');
    expect(found.find((s) => s.original === 'Teh')).not.toHaveProperty('url');
  });

  it('asks for picky mode when the check is picky', async () => {
    const { engine, fake } = setup();
    const f = fixture('check-en-US.json');
    await engine.check(f.request.text, 'en-US', undefined, undefined, { picky: true });
    await engine.check(f.request.text, 'en-US');
    expect(fake.calls.map((call) => call.form?.get('level') ?? null)).toEqual(['picky', null]);
  });

  it('keeps UTF-16 offsets after emoji (surrogate pairs), as LanguageTool (Java) counts them', async () => {
    const { engine } = setup();
    const f = fixture('check-emoji-en-US.json');
    const found = await engine.check(f.request.text, 'en-US');
    expect(found.map((s) => [s.offset, s.original])).toEqual([
      [10, 'teh'],
      [29, 'teh'],
    ]);
  });

  it('sends a form-encoded POST with text, language and disabledRules', async () => {
    const { engine, fake } = setup({ level: 'picky' });
    const f = fixture('check-de-DE.json');
    await engine.check(f.request.text, 'de-DE', undefined, undefined, { disabledRules: ['KOMMA_VOR_DASS', 'HARPER_SpellCheck'] });
    const call = fake.calls[0];
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe('https://lt.test/v2/check');
    expect(call?.form?.get('text')).toBe(f.request.text);
    expect(call?.form?.get('language')).toBe('de-DE');
    expect(call?.form?.get('level')).toBe('picky');
    // Only LanguageTool-style ids are sent; the rest is filtered client-side.
    expect(call?.form?.get('disabledRules')).toBe('KOMMA_VOR_DASS');
  });

  it('drops disabled rules and personal-dictionary words client-side too', async () => {
    const { engine } = setup();
    const f = fixture('check-en-US.json');
    const found = await engine.check(f.request.text, 'en-US', undefined, undefined, { personalWords: ['teh'], disabledRules: ['WHITESPACE_RULE'] });
    expect(found.some((s) => s.original === 'Teh')).toBe(false);
    expect(found.some((s) => s.ruleId === 'WHITESPACE_RULE')).toBe(false);
    expect(found.some((s) => s.ruleId === 'NON3PRS_VERB')).toBe(true);
  });

  it('reads /v2/languages', async () => {
    const { engine, fake } = setup();
    const languages = await engine.languages();
    expect(languages.find((l) => l.longCode === 'de-CH')).toEqual({ name: 'German (Swiss)', code: 'de', longCode: 'de-CH' });
    expect(fake.calls[0]?.method).toBe('GET');
  });

  it('takes its base URL from NEXT_PUBLIC_LANGUAGETOOL_URL', () => {
    const before = process.env.NEXT_PUBLIC_LANGUAGETOOL_URL;
    delete process.env.NEXT_PUBLIC_LANGUAGETOOL_URL;
    expect(defaultLanguageToolUrl()).toBe('https://api.languagetool.org');
    process.env.NEXT_PUBLIC_LANGUAGETOOL_URL = 'https://lt.example.org/';
    expect(defaultLanguageToolUrl()).toBe('https://lt.example.org');
    if (before === undefined) delete process.env.NEXT_PUBLIC_LANGUAGETOOL_URL;
    else process.env.NEXT_PUBLIC_LANGUAGETOOL_URL = before;
  });
});

describe('LanguageToolEngine: retries', () => {
  const clean = fixture('check-clean-en-US.json');

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a check once on %i', async (status) => {
    const { engine, fake } = setup();
    fake.script.push({ status, body: 'Error' });
    await expect(engine.check(clean.request.text, 'en-US')).resolves.toEqual([]);
    expect(fake.calls).toHaveLength(2);
  });

  it('retries only once', async () => {
    const { engine, fake } = setup();
    fake.script.push({ status: 503, body: 'Error' }, { status: 503, body: 'Error' });
    expect(await failure(engine.check(clean.request.text, 'en-US'))).toEqual({ kind: 'server', status: 503 });
    expect(fake.calls).toHaveLength(2);
  });

  it.each([400, 401, 403, 404, 413, 422])('does not retry %i', async (status) => {
    const { engine, fake } = setup();
    fake.script.push({ status, body: 'Error' });
    const f = await failure(engine.check(clean.request.text, 'en-US'));
    expect(f.kind).toBe(status === 413 ? 'tooLong' : 'server');
    expect(fake.calls).toHaveLength(1);
  });

  it('honours Retry-After in seconds', async () => {
    const { engine, fake, sleeps } = setup();
    fake.script.push({ status: 429, headers: { 'Retry-After': '3' }, body: errors.rateLimited.body });
    await engine.check(clean.request.text, 'en-US');
    expect(sleeps).toContain(3000);
  });

  it('honours Retry-After as an HTTP date', async () => {
    const { engine, fake, sleeps } = setup({ now: () => Date.parse('Wed, 21 Oct 2015 07:28:00 GMT') });
    fake.script.push({ status: 503, headers: errors.unavailable.headers, body: errors.unavailable.body });
    await engine.check(clean.request.text, 'en-US');
    expect(sleeps[0]).toBe(2000);
  });

  it('waits the default delay without Retry-After', async () => {
    const { engine, fake, sleeps } = setup({ retryDelayMs: 750 });
    fake.script.push({ status: 502, body: 'Bad gateway' });
    await engine.check(clean.request.text, 'en-US');
    expect(sleeps).toEqual([750]);
  });

  it('does not wait for a Retry-After above the cap: reports rateLimited with the wait', async () => {
    const { engine, fake, sleeps } = setup({ maxRetryDelayMs: 5_000 });
    fake.script.push({ status: 429, headers: errors.rateLimited.headers, body: errors.rateLimited.body });
    expect(await failure(engine.check(clean.request.text, 'en-US'))).toEqual({ kind: 'rateLimited', retryAfterSeconds: 30 });
    expect(sleeps).toEqual([]);
    expect(fake.calls).toHaveLength(1);
  });

  it('never retries an idempotent GET', async () => {
    const { engine, fake } = setup();
    fake.script.push({ status: 503, body: 'Error' });
    expect(await failure(engine.languages())).toEqual({ kind: 'server', status: 503 });
    expect(fake.calls).toHaveLength(1);
  });
});

describe('LanguageToolEngine: failures', () => {
  const clean = fixture('check-clean-en-US.json');

  it('reports offline when the request cannot be sent', async () => {
    const { engine, fake } = setup();
    fake.script.push({ throws: new TypeError('Failed to fetch') });
    expect(await failure(engine.check(clean.request.text, 'en-US'))).toEqual({ kind: 'offline' });
  });

  it('times out', async () => {
    const { engine, fake } = setup({ timeoutMs: 20 });
    fake.script.push({ hang: true });
    expect(await failure(engine.check(clean.request.text, 'en-US'))).toEqual({ kind: 'timeout' });
  });

  it('aborts on the caller signal', async () => {
    const { engine, fake } = setup();
    fake.script.push({ hang: true });
    const controller = new AbortController();
    const pending = engine.check(clean.request.text, 'en-US', controller.signal);
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GrammarCheckError);
    expect((error as GrammarCheckError).failure).toEqual({ kind: 'aborted' });
    expect((error as Error).name).toBe('AbortError');
  });

  it('keeps checks independent: only the caller aborts one, and the other completes', async () => {
    const { engine, fake } = setup();
    fake.script.push({ hang: true });
    const controller = new AbortController();
    const first = engine.check(clean.request.text, 'en-US', controller.signal);
    while (fake.calls.length === 0) await new Promise((r) => setTimeout(r, 1));
    const second = engine.check(clean.request.text, 'en-US');
    await expect(second).resolves.toEqual([]);
    controller.abort();
    expect(await failure(first)).toEqual({ kind: 'aborted' });
  });

  it('reports server errors with their status, and unreadable bodies', async () => {
    const { engine, fake } = setup();
    fake.script.push({ status: 400, body: errors.badRequest.body });
    expect(await failure(engine.check(clean.request.text, 'en-US'))).toEqual({ kind: 'server', status: 400 });
    fake.script.push({ status: 200, body: 'not json' });
    expect(await failure(engine.check(clean.request.text, 'en-US'))).toEqual({ kind: 'server', status: 200 });
  });

  it('rejects unsupported languages and over-long texts before any request', async () => {
    const { engine, fake } = setup({ maxTextBytes: 1000 });
    expect(await failure(engine.check('Hello', 'xx-XX'))).toEqual({ kind: 'unsupported', language: 'xx-XX' });
    expect(await failure(engine.check('a '.repeat(600), 'en-US'))).toEqual({ kind: 'tooLong', maxBytes: 1000 });
    expect(fake.calls).toHaveLength(0);
  });
});

describe('LanguageToolEngine: long texts', () => {
  const paragraph = (i: number) => `Paragraph ${i}: teh quick brown fox jumps over the lazy dog, and ${'more words here '.repeat(40)}teh end.`;

  it('splits at paragraph boundaries into requests of at most 20 KB and merges offsets', async () => {
    const text = Array.from({ length: 60 }, (_, i) => paragraph(i)).join('\n\n');
    expect(utf8ByteLength(text)).toBeGreaterThan(40_000);
    const { engine, fake } = setup({ rateLimit: null });
    const progress: Array<number | undefined> = [];
    const found = await engine.check(text, 'en-US', undefined, (p) => progress.push('loaded' in p ? p.loaded : undefined));
    const requests = fake.calls.filter((c) => c.url.endsWith('/v2/check'));
    expect(requests.length).toBeGreaterThanOrEqual(3);
    for (const r of requests) expect(utf8ByteLength(r.form?.get('text') ?? '')).toBeLessThanOrEqual(20_000);
    // Every chunk ends at a paragraph boundary (or the end of the text).
    for (const r of requests.slice(0, -1)) expect(r.form?.get('text')).toMatch(/\n\n$/);
    expect(found).toHaveLength(120);
    for (const s of found) expect(text.slice(s.offset, s.offset + 3)).toBe('teh');
    expect(progress.at(-1)).toBe(requests.length);
  });

  it('waits for the rate limiter when the wait is short, fails with rateLimited (and partial results) when long', async () => {
    const text = Array.from({ length: 60 }, (_, i) => paragraph(i)).join('\n\n'); // ~60 KB: 4 requests
    const { engine, sleeps } = setup({ rateLimit: { maxRequests: 20, maxBytes: 30_000, windowMs: 60_000 }, maxRateLimitWaitMs: 10_000 });
    const f = await failure(engine.check(text, 'en-US'));
    expect(f.kind).toBe('rateLimited');
    if (f.kind !== 'rateLimited') return;
    expect(f.retryAfterSeconds).toBeGreaterThan(10);
    expect(f.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(f.partial?.checkedUpTo).toBeGreaterThan(0);
    expect(f.partial?.suggestions.length).toBeGreaterThan(0);
    expect(sleeps).toEqual([]);

    const small = setup({ rateLimit: { maxRequests: 2, maxBytes: 75_000, windowMs: 3_000 } });
    const clean = fixture('check-clean-en-US.json').request.text;
    await small.engine.check(clean, 'en-US');
    await small.engine.check(clean, 'en-US');
    await small.engine.check(clean, 'en-US'); // third request in 3 s: waits
    expect(small.sleeps).toEqual([3000]);
  });
});
