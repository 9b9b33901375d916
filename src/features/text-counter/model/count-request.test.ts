import { loadLanguageDetector } from '@/lib/text/language-detection';
import { createTextCounterHost } from './count-request';

jest.mock('@/lib/text/language-detection', () => {
  const actual = jest.requireActual<typeof import('@/lib/text/language-detection')>('@/lib/text/language-detection');
  return { ...actual, loadLanguageDetector: jest.fn(actual.loadLanguageDetector) };
});

const GERMAN = 'Das ist ein kurzer Text, der eindeutig auf Deutsch geschrieben ist, damit man ihn erkennt.';

describe('text counter host: the language offer', () => {
  it('loads the detector again after a failed load (offline at the first call), and once only after it loaded', async () => {
    const load = jest.mocked(loadLanguageDetector);
    load.mockRejectedValueOnce(new Error('offline'));
    const host = createTextCounterHost();
    await expect(host.suggestLanguage({ text: GERMAN, chosen: 'en' })).rejects.toThrow('offline');
    await expect(host.suggestLanguage({ text: GERMAN, chosen: 'en' })).resolves.toBe('de');
    await expect(host.suggestLanguage({ text: GERMAN, chosen: 'de' })).resolves.toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
