import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/test-utils/render-with-intl';
import { SerpPreview } from './SerpPreview';

describe('SerpPreview', () => {
  // jsdom has no canvas: the preview measures with its Arial metrics table.
  beforeAll(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));

  it('shows placeholders for empty fields', () => {
    renderWithIntl(<SerpPreview title="" description="" />);
    expect(screen.getByTestId('serp-title')).toHaveTextContent('Your page title');
    expect(screen.getByTestId('serp-title-width')).toHaveTextContent('Empty');
  });

  it('cuts a long title with an ellipsis and says it is too wide', () => {
    const title = 'The Complete Beginner’s Guide to Writing Meta Descriptions That Actually Get Clicks in 2026';
    renderWithIntl(<SerpPreview title={title} description="Short." url="https://www.example.com/blog/meta-descriptions" />);
    expect(screen.getByTestId('serp-title').textContent).toMatch(/^The Complete Beginner’s Guide .* …$/);
    expect(screen.getByTestId('serp-title-width')).toHaveAttribute('data-fits', 'false');
    expect(screen.getByTestId('serp-title-width')).toHaveTextContent(/of 600 px · 91 characters/);
    expect(screen.getByText('example.com › blog › meta-descriptions')).toBeInTheDocument();
  });

  it('switches to the narrower mobile description', async () => {
    const description = 'A free word counter that counts words, characters, sentences and paragraphs as you type, estimates reading time and checks social media limits.';
    renderWithIntl(<SerpPreview title="Word counter" description={description} />);
    expect(screen.getByTestId('serp-description-width')).toHaveAttribute('data-fits', 'true');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mobile' }));
    expect(screen.getByTestId('serp-preview')).toHaveAttribute('data-device', 'mobile');
    expect(screen.getByTestId('serp-description-width')).toHaveAttribute('data-fits', 'false');
    expect(screen.getByTestId('serp-description').textContent).toMatch(/ …$/);
  });
});
