import { GrammarCheckError } from './errors';
import { runCheck, type CheckRequest } from './run-check';
import type { GrammarCheckFailure, GrammarEngine, Suggestion } from './types';

function finding(id: string, engine: Suggestion['engine']): Suggestion {
  return { id, category: 'misspelling', offset: 0, length: 3, original: 'teh', replacements: ['the'], message: '', ruleId: 'SPELLING', engine };
}

const localFinding = finding('local-1', 'local');
const remoteFinding = finding('remote-1', 'languagetool');

/** An engine getter whose engine answers with `answer` (or fails with it, when it is an error). */
function provider(answer: Suggestion[] | Error) {
  const engine: GrammarEngine & { check: jest.Mock } = {
    supports: () => true,
    check: jest.fn(async () => {
      if (answer instanceof Error) throw answer;
      return answer;
    }),
  };
  return Object.assign(jest.fn(async () => engine), { engine });
}

function request(overrides: Partial<CheckRequest> = {}): CheckRequest {
  return {
    text: 'teh cat',
    language: 'en-US',
    engine: 'local',
    coveredLocally: true,
    coveredRemotely: true,
    signal: new AbortController().signal,
    onProgress: () => {},
    options: {},
    local: provider([localFinding]),
    remote: provider([remoteFinding]),
    ...overrides,
  };
}

const offline = () => new GrammarCheckError({ kind: 'offline' });

describe('runCheck: the engine', () => {
  it('checks on the device when chosen and covered, passing everything through; LanguageTool is never created', async () => {
    const local = provider([localFinding]);
    const remote = provider([remoteFinding]);
    const onProgress = jest.fn();
    const signal = new AbortController().signal;
    const options = { personalWords: ['Zorblat'], disabledRules: ['X'] };
    const result = await runCheck(request({ local, remote, onProgress, signal, options }));
    expect(result).toEqual({ aborted: false, suggestions: [localFinding], remoteFailure: null, localFailed: false, fallback: false });
    expect(local.engine.check).toHaveBeenCalledWith('teh cat', 'en-US', signal, onProgress, options);
    expect(remote).not.toHaveBeenCalled();
  });

  it('checks a language LanguageTool does not cover on the device, whatever the choice; LanguageTool is never created', async () => {
    const remote = provider([remoteFinding]);
    const result = await runCheck(request({ language: 'cs-CZ', engine: 'remote', coveredRemotely: false, remote }));
    expect(result).toEqual({ aborted: false, suggestions: [localFinding], remoteFailure: null, localFailed: false, fallback: false });
    expect(remote).not.toHaveBeenCalled();
  });

  it('sends a language the device does not cover to LanguageTool, whatever the choice', async () => {
    const local = provider([localFinding]);
    const result = await runCheck(request({ language: 'ja-JP', coveredLocally: false, local }));
    expect(result).toEqual({ aborted: false, suggestions: [remoteFinding], remoteFailure: null, localFailed: false, fallback: false });
    expect(local).not.toHaveBeenCalled();
  });

  it('checks with LanguageTool when chosen', async () => {
    const local = provider([localFinding]);
    expect(await runCheck(request({ engine: 'remote', local }))).toMatchObject({ suggestions: [remoteFinding], fallback: false });
    expect(local).not.toHaveBeenCalled();
  });

  it('reports a failing on-device checker, whether its check or its creation fails', async () => {
    const failed = { aborted: false, suggestions: null, remoteFailure: null, localFailed: true, fallback: false };
    expect(await runCheck(request({ local: provider(new Error('WASM failed')) }))).toEqual(failed);
    expect(await runCheck(request({ local: () => Promise.reject(new Error('chunk failed')) }))).toEqual(failed);
  });
});

describe('runCheck: when LanguageTool fails', () => {
  it('shows the on-device result instead, where the device covers the language', async () => {
    const result = await runCheck(request({ engine: 'remote', remote: provider(offline()) }));
    expect(result).toEqual({ aborted: false, suggestions: [localFinding], remoteFailure: { kind: 'offline' }, localFailed: false, fallback: true });
  });

  it('reports both failures when the on-device checker fails too', async () => {
    const result = await runCheck(request({ engine: 'remote', remote: provider(offline()), local: provider(new Error('WASM failed')) }));
    expect(result).toEqual({ aborted: false, suggestions: null, remoteFailure: { kind: 'offline' }, localFailed: true, fallback: false });
  });

  it('calls an untyped failure (e.g. the client could not be loaded) unreachable', async () => {
    const result = await runCheck(request({ engine: 'remote', coveredLocally: false, remote: () => Promise.reject(new TypeError('Failed to fetch')) }));
    expect(result).toEqual({ aborted: false, suggestions: null, remoteFailure: 'unreachable', localFailed: false, fallback: false });
  });

  it('shows what a rate-limited check found before the limit, where the device cannot stand in', async () => {
    const failure: GrammarCheckFailure = { kind: 'rateLimited', retryAfterSeconds: 30, partial: { checkedUpTo: 3, suggestions: [remoteFinding] } };
    const result = await runCheck(request({ language: 'ja-JP', coveredLocally: false, remote: provider(new GrammarCheckError(failure)) }));
    expect(result).toEqual({ aborted: false, suggestions: [remoteFinding], remoteFailure: failure, localFailed: false, fallback: false });
  });

  it('shows nothing for a rate limit without a partial result', async () => {
    const failure: GrammarCheckFailure = { kind: 'rateLimited', retryAfterSeconds: 30 };
    const result = await runCheck(request({ coveredLocally: false, remote: provider(new GrammarCheckError(failure)) }));
    expect(result).toEqual({ aborted: false, suggestions: null, remoteFailure: failure, localFailed: false, fallback: false });
  });
});

describe('runCheck: cancellation', () => {
  it('drops an answer that arrives after the signal aborted', async () => {
    const controller = new AbortController();
    const local = provider([localFinding]);
    local.engine.check.mockImplementation(async () => {
      controller.abort();
      return [localFinding];
    });
    expect(await runCheck(request({ local, signal: controller.signal }))).toEqual({ aborted: true });
  });

  it('ends at an engine’s cancellation, even one the signal did not cause (a newer check on the same engine)', async () => {
    const local = provider(new GrammarCheckError({ kind: 'aborted' }));
    expect(await runCheck(request({ local }))).toEqual({ aborted: true });
    expect(await runCheck(request({ engine: 'remote', remote: provider(Object.assign(new Error('Aborted'), { name: 'AbortError' })), local }))).toEqual({ aborted: true });
  });

  it('does not fall back once the signal aborted', async () => {
    const controller = new AbortController();
    const local = provider([localFinding]);
    const remote = provider(offline());
    remote.engine.check.mockImplementation(async () => {
      controller.abort();
      throw offline();
    });
    expect(await runCheck(request({ engine: 'remote', remote, local, signal: controller.signal }))).toEqual({ aborted: true });
    expect(local).not.toHaveBeenCalled();
  });
});
