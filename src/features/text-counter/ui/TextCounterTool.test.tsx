import { act, screen, waitFor } from '@testing-library/react';
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
});
