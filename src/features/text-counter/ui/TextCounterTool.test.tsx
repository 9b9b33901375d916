import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/test-utils/render-with-intl';
import { TextCounterTool } from './TextCounterTool';

// The upload button brings the import worker; it is tested in its own feature.
jest.mock('@/features/document-import', () => ({ DocumentUpload: () => null }));

describe('TextCounterTool', () => {
  let writeText: jest.Mock;
  /** user-event installs its own clipboard stub in setup(); ours replaces it afterwards. */
  function setupUser() {
    const user = userEvent.setup();
    writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    return user;
  }

  it('counts live, copies, clears and restores', async () => {
    const user = setupUser();
    renderWithIntl(<TextCounterTool locale="en" />);
    const input = screen.getByTestId('counter-input');
    expect(screen.getByTestId('restore-button')).toBeDisabled();
    expect(screen.getByTestId('copy-button')).toBeDisabled();

    await user.type(input, 'Żółw idzie. Well-known fact!');
    // The whole text's count first: "Żółw idzie. Well-known fact" (27) has the same words and sentences.
    await waitFor(() => expect(screen.getByTestId('stat-characters')).toHaveTextContent('28'));
    expect(screen.getByTestId('stat-words')).toHaveTextContent('4');
    expect(screen.getByTestId('stat-sentences')).toHaveTextContent('2');

    await user.click(screen.getByTestId('copy-button'));
    expect(writeText).toHaveBeenCalledWith('Żółw idzie. Well-known fact!');
    await waitFor(() => expect(screen.getByTestId('counter-status')).toHaveTextContent('Successfully copied to clipboard'));

    await user.click(screen.getByTestId('clear-button'));
    expect(input).toHaveValue('');
    await waitFor(() => expect(screen.getByTestId('stat-words')).toHaveTextContent('0'));
    expect(screen.getByTestId('restore-button')).toBeEnabled();

    // Typing after Clear is not lost by Restore: the two texts swap.
    await user.type(input, 'New');
    await user.click(screen.getByTestId('restore-button'));
    expect(input).toHaveValue('Żółw idzie. Well-known fact!');
    await user.click(screen.getByTestId('restore-button'));
    expect(input).toHaveValue('New');
  });

  it('tells the user when copying fails', async () => {
    const user = setupUser();
    writeText.mockRejectedValue(new Error('denied'));
    document.execCommand = jest.fn().mockReturnValue(false);
    renderWithIntl(<TextCounterTool locale="en" />);
    await user.type(screen.getByTestId('counter-input'), 'Text');
    await user.click(screen.getByTestId('copy-button'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Could not copy'));
  });

  it('shows the saved limit, also when another tab saves one', async () => {
    localStorage.setItem('textCounter.limit', JSON.stringify({ kind: 'preset', id: 'threads' }));
    renderWithIntl(<TextCounterTool locale="en" />);
    expect(screen.getByTestId('limit-select')).toHaveValue('threads');
    await waitFor(() => expect(screen.getByTestId('limit-remaining')).toHaveTextContent('500 characters left'));

    act(() => {
      localStorage.setItem('textCounter.limit', JSON.stringify({ kind: 'custom', max: 1500 }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'textCounter.limit' }));
    });
    expect(screen.getByTestId('limit-select')).toHaveValue('custom');
    expect(screen.getByTestId('limit-custom')).toHaveValue('1500');
    await waitFor(() => expect(screen.getByTestId('limit-remaining')).toHaveTextContent(/1,?500 characters left/));
    localStorage.clear();
  });

  it('offers to measure text of another language by its own formulas, switches only when asked, and stays dismissed', async () => {
    const user = setupUser();
    renderWithIntl(<TextCounterTool locale="pl" />, 'pl');
    expect(screen.getByTestId('readability-language')).toHaveValue('pl');
    // Readability needs 30 words.
    const english =
      'The committee examined the old report carefully. Nobody expected the results to be so remarkable, but they were. ' +
      'In the spring, about two hundred people visited the museum, and most of them stayed for the whole afternoon.';
    await user.click(screen.getByTestId('counter-input'));
    await user.paste(english);
    const offer = await screen.findByTestId('language-suggestion', undefined, { timeout: 5000 });
    expect(offer).toHaveTextContent('angielski');
    expect(screen.getByTestId('readability-language')).toHaveValue('pl');
    await waitFor(() => expect(screen.getAllByTestId('readability-score').map((s) => s.dataset.formula)).toEqual(['fog-pl']));

    await user.click(screen.getByTestId('switch-language'));
    expect(screen.getByTestId('readability-language')).toHaveValue('en');
    await waitFor(() => expect(screen.getAllByTestId('readability-score').map((s) => s.dataset.formula)).toContain('flesch-reading-ease'));
    expect(screen.queryByTestId('language-suggestion')).toBeNull();

    // Back to Polish by hand: offered again, dismissed, and not back for more English.
    await user.selectOptions(screen.getByTestId('readability-language'), 'pl');
    await user.click(within(await screen.findByTestId('language-suggestion', undefined, { timeout: 5000 })).getByTestId('dismiss-language'));
    expect(screen.queryByTestId('language-suggestion')).toBeNull();
    await user.type(screen.getByTestId('counter-input'), ' They left early.');
    await act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    expect(screen.queryByTestId('language-suggestion')).toBeNull();
  });

  it('offers nothing for text in the chosen language', async () => {
    const user = setupUser();
    renderWithIntl(<TextCounterTool locale="pl" />, 'pl');
    await user.click(screen.getByTestId('counter-input'));
    await user.paste('Komisja dokładnie zbadała stary raport. Nikt się nie spodziewał, że wyniki będą tak niezwykłe.');
    await waitFor(() => expect(screen.getByTestId('stat-words')).toHaveTextContent('14'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    expect(screen.queryByTestId('language-suggestion')).toBeNull();
  });
});
