import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '@messages/en.json';
import { renderWithIntl } from '@/test-utils/render-with-intl';
import type { LimitChoice } from './limit-choice';
import { LimitSelector } from './LimitSelector';

function setup(choice: LimitChoice = { kind: 'preset', id: 'threads' }) {
  const onChange = jest.fn();
  renderWithIntl(<LimitSelector choice={choice} onChange={onChange} measurement={{ used: 120, limit: 500, remaining: 380, overflowStart: null }} />);
  return { onChange, user: userEvent.setup() };
}

describe('LimitSelector', () => {
  it('offers every platform preset, no limit and custom', () => {
    setup();
    const options = screen.getAllByRole('option').map((o) => (o as HTMLOptionElement).value);
    expect(options).toEqual(['none', 'x', 'instagram', 'threads', 'linkedinSummary', 'redditTitle', 'redditPost', 'tiktok', 'meta-title', 'meta-description', 'custom']);
    expect(screen.getByTestId('limit-select')).toHaveValue('threads');
    expect(screen.getByTestId('limit-remaining')).toHaveTextContent('380 characters left');
  });

  it('selecting a preset reports it', async () => {
    const { onChange, user } = setup();
    await user.selectOptions(screen.getByTestId('limit-select'), 'instagram');
    expect(onChange).toHaveBeenCalledWith({ kind: 'preset', id: 'instagram' });
  });

  it.each(['abc', '12.5', '0', '-3', '', '1e3'])('refuses the custom limit %j with a message and keeps the previous limit', async (input) => {
    const { onChange, user } = setup();
    await user.selectOptions(screen.getByTestId('limit-select'), 'custom');
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(screen.getByTestId('limit-custom'));
    if (input) await user.type(screen.getByTestId('limit-custom'), input);
    await user.click(screen.getByTestId('limit-custom-apply'));
    expect(screen.getByRole('alert')).toHaveTextContent(en.TextCounter.customInvalid);
    expect(screen.getByTestId('limit-custom')).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says how large a custom limit may be', async () => {
    const { onChange, user } = setup();
    await user.selectOptions(screen.getByTestId('limit-select'), 'custom');
    await user.type(screen.getByTestId('limit-custom'), '20000000{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a number no larger than 10,000,000.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('applies a valid custom limit with Enter', async () => {
    const { onChange, user } = setup();
    await user.selectOptions(screen.getByTestId('limit-select'), 'custom');
    await user.type(screen.getByTestId('limit-custom'), ' 1500 {Enter}');
    expect(onChange).toHaveBeenCalledWith({ kind: 'custom', max: 1500 });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
