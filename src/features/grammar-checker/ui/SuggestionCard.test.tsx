import { screen, within } from '@testing-library/react';
import { renderWithIntl } from '@/test-utils/render-with-intl';
import { checkEnglishRules } from '../model/english-rules';
import { checkGenericRules } from '../model/generic-rules';
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

function renderCard(suggestion: Suggestion, locale: 'de' | 'pl', { expanded = false, shownText = text } = {}) {
  const noop = () => {};
  renderWithIntl(
    <SuggestionCard suggestion={suggestion} text={shownText} expanded={expanded} active={false} choice={0} onChoose={noop} onToggle={noop} onAccept={noop} onReject={noop} onAddWord={noop} onIgnoreRule={noop} />,
    locale,
  );
}

describe('SuggestionCard message', () => {
  it('shows an on-device rule’s message in the UI language', () => {
    renderCard(finding, 'pl');
    expect(screen.getByTestId('suggestion-message')).toHaveTextContent('„poszłem” to częsty błąd zamiast „poszedłem”.');
  });

  it('shows a generic rule’s message in the UI language', () => {
    const doubled = 'Das ist ist gut.';
    const [repeated] = checkGenericRules(doubled, 'de-DE');
    renderCard(repeated as Suggestion, 'de', { shownText: doubled });
    expect(screen.getByTestId('suggestion-message')).toHaveTextContent('Das Wort „ist“ steht zweimal hintereinander.');
  });

  it('shows an English rule’s explanation in the UI language, quoting the English words as they are', () => {
    const english = 'I am agree.';
    const [agree] = checkEnglishRules(english);
    renderCard(agree as Suggestion, 'pl', { shownText: english });
    expect(screen.getByTestId('suggestion-message')).toHaveTextContent('„Agree” to czasownik: „I agree”, a nie „I am agree”.');
  });

  it('shows the engine’s own message when it has no translation key', () => {
    renderCard({ ...finding, localizedMessage: undefined, engine: 'languagetool', message: 'Nieprawidłowa forma.' }, 'de');
    expect(screen.getByTestId('suggestion-message')).toHaveTextContent('Nieprawidłowa forma.');
  });

  it('around a harper.js message (English), the rest of the card is in the UI language', () => {
    const english = 'Send it to my adress please.';
    const harper: Suggestion = {
      id: 'local:HARPER_SpellCheck:14:6',
      category: 'misspelling',
      offset: 14,
      length: 6,
      original: 'adress',
      replacements: ['address', 'a dress'],
      message: 'Did you mean to spell “adress” this way?',
      shortMessage: 'Spelling',
      ruleId: 'HARPER_SpellCheck',
      engine: 'local',
    };
    renderCard(harper, 'pl', { expanded: true, shownText: english });
    const card = screen.getByTestId('suggestion');
    expect(within(card).getByTestId('suggestion-category')).toHaveTextContent('Pisownia');
    expect(within(card).getByTestId('suggestion-message')).toHaveTextContent(harper.message);
    expect(within(card).getByRole('group', { name: 'Zamień na' })).toBeInTheDocument();
    expect(within(card).getByTestId('add-to-dictionary')).toHaveTextContent('Dodaj „adress” do mojego słownika');
    expect(within(card).getByTestId('ignore-rule')).toHaveTextContent('Ignoruj tę regułę');
    expect(within(card).getByTestId('accept-suggestion')).toHaveTextContent('Przyjmij');
    expect(within(card).getByTestId('reject-suggestion')).toHaveTextContent('Odrzuć');
    expect(within(card).getByTestId('toggle-details')).toHaveTextContent('Ukryj szczegóły');
  });
});
