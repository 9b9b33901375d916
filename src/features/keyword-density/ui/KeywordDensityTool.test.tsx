import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/test-utils/render-with-intl';
import { KeywordDensityTool } from './KeywordDensityTool';

jest.mock('@/features/document-import', () => ({ DocumentUpload: () => null }));

function phrases(n: 1 | 2 | 3) {
  return within(screen.getByTestId(`keyword-table-${n}`))
    .getAllByTestId('keyword-row')
    .map((row) => row.querySelector('[data-col="phrase"]')?.textContent);
}

describe('KeywordDensityTool', () => {
  it('preselects the language of the page', () => {
    renderWithIntl(<KeywordDensityTool locale="de" />, 'de');
    expect(screen.getByTestId('keyword-language')).toHaveValue('german');
  });

  it('analyzes on demand, then re-analyzes at once when a filter changes', async () => {
    const user = userEvent.setup();
    renderWithIntl(<KeywordDensityTool locale="en" />);
    await user.type(screen.getByTestId('keyword-input'), 'The cat and the dog. The point of view of the cat.');
    expect(screen.queryByTestId('keyword-table-1')).toBeNull();
    await user.click(screen.getByTestId('analyze-button'));
    await waitFor(() => expect(phrases(1)[0]).toBe('The'));
    const first = within(screen.getByTestId('keyword-table-1')).getAllByTestId('keyword-row')[0]!;
    expect(first.querySelector('[data-col="count"]')).toHaveTextContent('4');
    expect(first.querySelector('[data-col="density"]')).toHaveTextContent('33.33%');

    await user.click(screen.getByLabelText('Ignore stop words'));
    await waitFor(() => expect(phrases(1)).not.toContain('The'));
    expect(phrases(3)).toEqual(['point of view']);

    await user.click(screen.getByLabelText('3 words'));
    expect(screen.queryByTestId('keyword-table-3')).toBeNull();
  });

  it('shows the empty state', async () => {
    const user = userEvent.setup();
    renderWithIntl(<KeywordDensityTool locale="en" />);
    await user.type(screen.getByTestId('keyword-input'), '2024 1999.');
    await user.click(screen.getByLabelText('Ignore numbers'));
    await user.click(screen.getByTestId('analyze-button'));
    await waitFor(() => expect(screen.getAllByText('No data to display.')).toHaveLength(3));
  });
});
