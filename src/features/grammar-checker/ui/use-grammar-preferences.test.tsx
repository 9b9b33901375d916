import { act, renderHook } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { STORAGE_KEYS } from './preferences';
import { useGrammarPreferences } from './use-grammar-preferences';

function Choices({ locale }: { locale: string }) {
  const { language, engine, personal } = useGrammarPreferences(locale);
  return <p>{[language, engine, ...personal.words].join(' ')}</p>;
}

beforeEach(() => localStorage.clear());

describe('useGrammarPreferences', () => {
  it('renders the defaults into the static HTML, then the stored choices after hydration', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'pl-PL');
    localStorage.setItem(STORAGE_KEYS.engine, 'remote');
    localStorage.setItem(STORAGE_KEYS.personal, JSON.stringify({ words: ['Zorblat'], ignoredRules: [] }));
    const html = renderToString(<Choices locale="en" />);
    expect(html).toContain('en-US local');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = jest.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <Choices locale="en" />);
    });
    expect(container.textContent).toBe('pl-PL remote Zorblat');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it('follows the language with the checker until one is picked, and stores every choice', () => {
    const { result } = renderHook(() => useGrammarPreferences('en'));
    act(() => result.current.setLanguage('zh-CN'));
    expect(result.current.engine).toBe('remote');
    act(() => result.current.setEngine('local'));
    act(() => result.current.setLanguage('en-GB'));
    expect(result.current).toMatchObject({ language: 'en-GB', engine: 'local' });
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en-GB');
    expect(localStorage.getItem(STORAGE_KEYS.engine)).toBe('local');
  });

  it('checks as you type and is not picky until told otherwise, and remembers both switches', () => {
    const { result } = renderHook(() => useGrammarPreferences('en'));
    expect(result.current).toMatchObject({ live: true, picky: false });
    act(() => result.current.setLive(false));
    act(() => result.current.setPicky(true));
    expect(result.current).toMatchObject({ live: false, picky: true });
    expect(localStorage.getItem(STORAGE_KEYS.live)).toBe('0');
    expect(localStorage.getItem(STORAGE_KEYS.picky)).toBe('1');
  });
});
