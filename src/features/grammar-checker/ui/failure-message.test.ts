import { createTranslator } from 'next-intl';
import en from '@messages/en.json';
import { remoteFailureMessage } from './failure-message';

const t = createTranslator({ locale: 'en', messages: en, namespace: 'GrammarChecker' });

describe('remoteFailureMessage', () => {
  it.each([
    ['unreachable', 'unreachable', 'You are offline, so LanguageTool cannot be reached.'],
    ['offline', { kind: 'offline' }, 'You are offline, so LanguageTool cannot be reached.'],
    ['rate-limited', { kind: 'rateLimited', retryAfterSeconds: 30 }, 'Please try again in 30 seconds.'],
    ['a server error', { kind: 'server', status: 503 }, 'The LanguageTool server answered with an error (503).'],
    ['a timeout', { kind: 'timeout' }, 'The LanguageTool server took too long to answer.'],
    ['too long', { kind: 'tooLong' }, 'This text is too long for the LanguageTool service.'],
    ['unsupported', { kind: 'unsupported', language: 'xx' }, 'The LanguageTool server answered with an error (400).'],
  ] as const)('says why for %s', (_name, failure, expected) => {
    expect(remoteFailureMessage(t, failure)).toContain(expected);
  });
});
