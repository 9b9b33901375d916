/**
 * @jest-environment jsdom
 */
import { whenTypingPauses } from './when-typing-pauses';

describe('whenTypingPauses', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs after the quiet time when nobody types', () => {
    const run = jest.fn();
    whenTypingPauses(run, 2000);
    jest.advanceTimersByTime(1999);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits while keys are pressed or text arrives, and runs once', () => {
    const run = jest.fn();
    whenTypingPauses(run, 2000);
    for (let i = 0; i < 10; i++) {
      jest.advanceTimersByTime(1500);
      document.dispatchEvent(new KeyboardEvent(i % 2 ? 'keydown' : 'input', { key: 'a' }));
    }
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(2000);
    expect(run).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    jest.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('counts typing inside a field (the events reach the document first)', () => {
    const run = jest.fn();
    const field = document.body.appendChild(document.createElement('textarea'));
    field.addEventListener('keydown', (event) => event.stopPropagation());
    whenTypingPauses(run, 2000);
    jest.advanceTimersByTime(1500);
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    jest.advanceTimersByTime(1500);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(1);
    field.remove();
  });

  it('can be cancelled', () => {
    const run = jest.fn();
    const cancel = whenTypingPauses(run, 2000);
    cancel();
    jest.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();
  });
});
