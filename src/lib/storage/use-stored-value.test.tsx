import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useStoredValue } from './use-stored-value';
import { writeStored } from './storage';

const parseCount = (raw: string | null) => ({ count: Number(raw ?? 0) || 0 });
const serverCount = { count: 0 };

function Counter({ storageKey, onValue }: { storageKey: string; onValue?: (value: { count: number }) => void }) {
  const [value, setValue] = useStoredValue(storageKey, parseCount, serverCount, { serialize: (next) => String(next.count) });
  onValue?.(value);
  return (
    <button type="button" data-testid="count" onClick={() => setValue({ count: value.count + 1 })}>
      {value.count}
    </button>
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

it('renders the server value into the static HTML, then the stored value after hydration', async () => {
  localStorage.setItem('hydrated', '5');
  const html = renderToString(<Counter storageKey="hydrated" />);
  expect(html).toContain('>0<');

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors = jest.spyOn(console, 'error');
  await act(async () => {
    hydrateRoot(container, <Counter storageKey="hydrated" />);
  });
  expect(container.textContent).toBe('5');
  expect(errors).not.toHaveBeenCalled();
  container.remove();
});

it('writes through storage and updates every user of the key in this tab', () => {
  render(
    <>
      <Counter storageKey="same-tab" />
      <Counter storageKey="same-tab" />
    </>,
  );
  const [first, second] = screen.getAllByTestId('count');
  act(() => first?.click());
  expect(localStorage.getItem('same-tab')).toBe('1');
  expect(second).toHaveTextContent('1');
});

it("follows other tabs' changes", () => {
  render(<Counter storageKey="cross-tab" />);
  act(() => {
    localStorage.setItem('cross-tab', '7');
    window.dispatchEvent(new StorageEvent('storage', { key: 'cross-tab' }));
  });
  expect(screen.getByTestId('count')).toHaveTextContent('7');
});

it('still works for this page when storage is blocked', () => {
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  render(<Counter storageKey="blocked" />);
  const button = screen.getByTestId('count');
  expect(button).toHaveTextContent('0');
  act(() => button.click());
  expect(button).toHaveTextContent('1');
});

it('returns the same value object while the stored string is unchanged', () => {
  localStorage.setItem('stable', '3');
  const seen: Array<{ count: number }> = [];
  const { rerender } = render(<Counter storageKey="stable" onValue={(value) => seen.push(value)} />);
  rerender(<Counter storageKey="stable" onValue={(value) => seen.push(value)} />);
  act(() => writeStored('unrelated', 'x'));
  expect(seen.length).toBeGreaterThanOrEqual(2);
  expect(new Set(seen).size).toBe(1);
  expect(seen[0]).toEqual({ count: 3 });
});
