import { KeptUnlessFailed } from './kept-unless-failed';

describe('KeptUnlessFailed', () => {
  it('makes the promise once and keeps it', async () => {
    const kept = new KeptUnlessFailed<string>();
    const make = jest.fn(async () => 'Wörterbuch');
    await expect(kept.get(make)).resolves.toBe('Wörterbuch');
    await expect(kept.get(make)).resolves.toBe('Wörterbuch');
    expect(make).toHaveBeenCalledTimes(1);
    expect(kept.current).toBeDefined();
  });

  it('forgets a promise that failed, so that the next need makes it anew', async () => {
    const kept = new KeptUnlessFailed<string>();
    await expect(kept.get(async () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(kept.current).toBeUndefined();
    await expect(kept.get(async () => 'словарь')).resolves.toBe('словарь');
  });

  it('does not forget a newer promise when an older, taken one fails', async () => {
    const kept = new KeptUnlessFailed<string>();
    let fail: (error: Error) => void = () => {};
    const older = kept.get(() => new Promise<string>((_, reject) => (fail = reject)));
    expect(kept.take()).toBe(older);
    const newer = kept.get(async () => 'λεξικό');
    fail(new Error('crashed'));
    await expect(older).rejects.toThrow('crashed');
    expect(kept.current).toBe(newer);
  });
});
