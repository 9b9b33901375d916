import { screen } from '@testing-library/react';
import { renderWithIntl } from '@/test-utils/render-with-intl';
import type { Suggestion } from '../model/types';
import { SuggestionCard } from './SuggestionCard';

const text = 'Wczoraj poszłem do kina.';
const finding: Suggestion = {
  id: 'local:LOCAL_PL_POSZEDLEM:8:7',
  category: 'grammar',
  offset: 8,
  length: 7,
  original: 'poszłem',
  replacements: ['poszedłem'],
  message: '“poszłem” is a common error for “poszedłem”.',
  localizedMessage: { key: 'commonError', values: { wrong: 'poszłem', right: 'poszedłem' } },
  ruleId: 'LOCAL_PL_POSZEDLEM',
  engine: 'local',
};

function renderCard(suggestion: Suggestion, locale: 'de' | 'pl') {
  const noop = () => {};
  renderWithIntl(
    <SuggestionCard suggestion={suggestion} text={text} expanded={false} active={false} choice={0} onChoose={noop} onToggle={noop} onAccept={noop} onReject={noop} onAddWord={noop} onIgnoreRule={noop} />,
    locale,
  );
}

describe('SuggestionCard message', () => {
  it('shows an on-device rule’s message in the UI language', () => {
    renderCard(finding, 'pl');
    expect(screen.getByTestId('suggestion-message')).toHaveTextContent('„poszłem” to częsty błąd zamiast „poszedłem”.');
  });

  it('shows the engine’s own message when it has no translation key', () => {
    renderCard({ ...finding, localizedMessage: undefined, engine: 'languagetool', message: 'Nieprawidłowa forma.' }, 'de');
    expect(screen.getByTestId('suggestion-message')).toHaveTextContent('Nieprawidłowa forma.');
  });
});
