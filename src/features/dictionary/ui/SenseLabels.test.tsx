import { screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderWithIntl } from '@/test-utils/render-with-intl';
import { SenseLabels } from './SenseLabels';

const polish = JSON.parse(readFileSync(join(process.cwd(), 'messages', 'pl.json'), 'utf8')) as { Dictionary: { domains: Record<string, string> } };

describe('SenseLabels', () => {
  it('names a WordNet subject area in the reader’s language, not as a file name', () => {
    renderWithIntl(<SenseLabels labels={['noun.animal']} />, 'en');
    const labels = screen.getByTestId('sense-labels');
    expect(labels).toHaveTextContent(/^\(Subject area: animal\s*animal\)$/);
    expect(labels).not.toHaveTextContent('noun.');
    expect(labels.querySelector('[lang="en"]')).not.toBeNull();
  });

  it('uses the UI locale’s word, marked with the UI language inside an entry of another language', () => {
    renderWithIntl(<SenseLabels labels={['verb.motion', 'fig.']} />, 'pl');
    const labels = screen.getByTestId('sense-labels');
    const domain = labels.querySelector('[lang="pl"] [aria-hidden="true"]');
    expect(domain).toHaveTextContent(polish.Dictionary.domains.motion!);
    expect(polish.Dictionary.domains.motion).not.toBe('motion');
    expect(labels.textContent?.endsWith(', fig.)')).toBe(true);
  });

  it('shows nothing for labels that name no subject', () => {
    renderWithIntl(<SenseLabels labels={['noun.Tops', 'adj.all']} />, 'en');
    expect(screen.queryByTestId('sense-labels')).toBeNull();
  });
});
