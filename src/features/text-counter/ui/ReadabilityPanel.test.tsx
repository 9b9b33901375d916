import { screen } from '@testing-library/react';
import { renderWithIntl } from '@/test-utils/render-with-intl';
import { countText } from '../model/count-text';
import { minimumReadabilityWords } from '../model/readability';
import { ReadabilityPanel } from './ReadabilityPanel';

// Public domain: Abraham Lincoln, the Gettysburg Address (1863), its first two sentences.
const gettysburg =
  'Four score and seven years ago our fathers brought forth on this continent, a new nation, conceived in Liberty, and dedicated to the proposition that all men are created equal. ' +
  'Now we are engaged in a great civil war, testing whether that nation, or any nation so conceived and so dedicated, can long endure.';

describe('ReadabilityPanel', () => {
  it('asks for the minimum number of words the model scores from', () => {
    renderWithIntl(<ReadabilityPanel report={countText('Too short.', 'en').readability} />);
    expect(screen.getByTestId('readability')).toHaveTextContent(`Write at least ${minimumReadabilityWords} words`);
  });

  it('shows each formula of the language with its score, band and scale', () => {
    renderWithIntl(<ReadabilityPanel report={countText(gettysburg, 'en').readability} />);
    const scores = screen.getAllByTestId('readability-score');
    expect(scores.map((s) => s.dataset.formula)).toEqual(['flesch-reading-ease', 'flesch-kincaid-grade', 'coleman-liau']);
    expect(scores[0]).toHaveTextContent('Flesch Reading Ease');
    expect(scores[0]).toHaveTextContent('Higher is easier');
    expect(scores[1]).toHaveTextContent('School grade');
  });

  it('says when no formula covers the language', () => {
    renderWithIntl(<ReadabilityPanel report={null} />);
    expect(screen.getByTestId('readability')).toHaveTextContent('No readability formula is available');
  });
});
