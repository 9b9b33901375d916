import { act, renderHook } from '@testing-library/react';
import type { KeyboardEvent } from 'react';
import type { SearchSuggestion } from '../model';
import { useAutocomplete, type AutocompleteOptions } from './use-autocomplete';

const word = (lemma: string): SearchSuggestion => ({ lemma, id: lemma, pos: ['noun'], exact: false, score: 0 });
const completions = [word('house'), word('household')];

function press(key: string) {
  return { key, preventDefault: jest.fn() } as unknown as KeyboardEvent<HTMLInputElement>;
}

function setup(input = 'hou') {
  const options: AutocompleteOptions = { input, completions, onChoose: jest.fn(), onSubmit: jest.fn() };
  const { result } = renderHook(() => useAutocomplete(options));
  return { options, result };
}

describe('useAutocomplete', () => {
  it('opens on typing and walks the completions with the arrow keys, wrapping around', () => {
    const { result } = setup();
    act(() => result.current.reopen());
    expect(result.current).toMatchObject({ listOpen: true, active: -1 });
    act(() => result.current.onKeyDown(press('ArrowDown')));
    act(() => result.current.onKeyDown(press('ArrowDown')));
    act(() => result.current.onKeyDown(press('ArrowDown')));
    expect(result.current.active).toBe(0);
    act(() => result.current.onKeyDown(press('ArrowUp')));
    expect(result.current.active).toBe(1);
    act(() => result.current.onKeyDown(press('Escape')));
    expect(result.current).toMatchObject({ listOpen: false, active: -1 });
  });

  it('opens the picked word on Enter, and submits the typed word when none is picked', () => {
    const { options, result } = setup(' hou ');
    act(() => result.current.onKeyDown(press('Enter')));
    expect(options.onSubmit).toHaveBeenCalledWith('hou');
    act(() => result.current.onKeyDown(press('ArrowDown')));
    act(() => result.current.onKeyDown(press('Enter')));
    expect(options.onChoose).toHaveBeenCalledWith(completions[0]);
  });

  it('submits nothing for blank input, and closes the list on submit', () => {
    const blank = setup('  ');
    act(() => blank.result.current.submitInput());
    expect(blank.options.onSubmit).not.toHaveBeenCalled();

    const { options, result } = setup();
    act(() => result.current.reopen());
    act(() => result.current.submitInput());
    expect(options.onSubmit).toHaveBeenCalledWith('hou');
    expect(result.current.listOpen).toBe(false);
  });
});
