import { measureArialWidth } from '@/lib/seo/serp-lengths';
import { readHtmlPage, toSourceRange } from './html-page';
import { looksLikeHtml } from './html-signature';
import { checkPage, slugOf, type SeoCheckId } from './seo-checks';
import { createKeywordDensitySession } from './session';

const blogPost = `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Water Filters: How to Choose a Water Filter for Your Home</title>
  <meta name="description" content="Choosing a water filter? Compare pitcher, tap and under-sink filters, what they remove and what they cost, so you can pick the right water filter for your kitchen.">
  <link rel="canonical" href="https://www.example.com/guides/water-filter">
  <meta property="og:url" content="https://www.example.com/og/ignored">
  <style>.hero { color: red }</style>
  <script>window.analytics = "water filter water filter";</script>
</head>
<body>
  <header><a href="/">Home</a> <a href="https://www.example.com/shop">Shop</a></header>
  <main>
    <h1>How to choose a water filter</h1>
    <p>A good water filter removes chlorine, lead and
       microplastics from tap water &amp; improves its taste.</p>
    <img src="pitcher.jpg" alt="Pitcher water filter on a kitchen counter">
    <h2>Pitcher filters</h2>
    <p>Pitchers are cheap &ndash; but slow.</p>
    <h2>Under-sink water filter systems</h2>
    <img src="sink.jpg">
    <h4>Installation</h4>
    <p>See the <a href="https://www.epa.gov/ground-water-and-drinking-water">EPA</a> or <a href="mailto:help@example.com">mail us</a>.</p>
    <template><p>water filter hidden</p></template>
  </main>
</body>
</html>`;

describe('readHtmlPage', () => {
  const page = readHtmlPage(blogPost);

  it('reads the head and the outline', () => {
    expect(page.title).toBe('Water Filters: How to Choose a Water Filter for Your Home');
    expect(page.description).toMatch(/^Choosing a water filter\?/);
    expect(page.url).toBe('https://www.example.com/guides/water-filter');
    expect(page.headings.map((h) => `h${h.level} ${h.text}`)).toEqual([
      'h1 How to choose a water filter',
      'h2 Pitcher filters',
      'h2 Under-sink water filter systems',
      'h4 Installation',
    ]);
    expect(page.firstParagraph).toBe('A good water filter removes chlorine, lead and microplastics from tap water & improves its taste.');
    expect(page.imageAlts).toEqual(['Pitcher water filter on a kitchen counter', null]);
    expect(page.links).toEqual({ internal: 2, external: 1 });
  });

  it('keeps only visible text, a line per block, and maps it back to the markup', () => {
    expect(page.text).not.toMatch(/analytics|color: red|hidden/);
    expect(page.text.split('\n').map((line) => line.trim())).toContain('How to choose a water filter');
    const start = page.text.indexOf('tap water & improves');
    const range = toSourceRange(page.pieces, { start, end: start + 'tap water & improves'.length });
    expect(blogPost.slice(range.start, range.end)).toBe('tap water &amp; improves');
    // A line break inside a paragraph is a space: the paragraph stays one sentence.
    expect(page.text).toMatch(/lead and +microplastics/);
  });
});

describe('checkPage on a blog post', () => {
  const statuses = (keyphrase: string) => {
    const report = checkPage({
      page: readHtmlPage(blogPost),
      keyphrase,
      language: 'english',
      matching: { anyOrder: true, ignoreFunctionWords: true, wordForms: false },
      customStopWords: [],
      measure: measureArialWidth,
    });
    return Object.fromEntries(report.checks.map((check) => [check.id, `${check.status} ${check.reason}`])) as Record<SeoCheckId, string>;
  };

  it('rates each check for the focus keyphrase', () => {
    expect(statuses('water filter')).toEqual({
      title: 'improve titleNotAtStart',
      'meta-description': 'good descriptionFound',
      h1: 'good h1Found',
      'first-paragraph': 'good paragraphFound',
      subheadings: 'good subheadingsGood',
      'image-alt': 'good imagesGood',
      slug: 'good slugFound',
      'title-length': 'good titleLengthGood',
      'description-length': 'improve descriptionLong',
      'heading-outline': 'improve outlineSkipped',
    });
  });

  it('says what is missing for another keyphrase', () => {
    const checks = statuses('reverse osmosis');
    expect(checks.title).toBe('bad titleNone');
    expect(checks['meta-description']).toBe('bad descriptionNone');
    expect(checks.slug).toBe('improve slugPartial');
    expect(checks['image-alt']).toBe('bad imagesNone');
  });

  it('asks for a keyphrase before the keyphrase checks', () => {
    expect(statuses('').title).toBe('improve noKeyphrase');
    expect(statuses('')['heading-outline']).toBe('improve outlineSkipped');
  });

  it('rates a bare page', () => {
    const bare = checkPage({
      page: readHtmlPage('<p>Just a paragraph.</p>'),
      keyphrase: 'paragraph',
      language: 'english',
      matching: { anyOrder: true, ignoreFunctionWords: true, wordForms: false },
      customStopWords: [],
      measure: measureArialWidth,
    });
    expect(bare.checks.map((check) => `${check.id}:${check.status}`)).toEqual([
      'title:bad', 'meta-description:bad', 'h1:bad', 'first-paragraph:good', 'subheadings:improve',
      'image-alt:improve', 'slug:improve', 'title-length:bad', 'description-length:bad', 'heading-outline:bad',
    ]);
  });
});

describe('HTML input in the session', () => {
  it('is recognised by the sniffing rules, analysed by its visible text, and highlighted in the markup', async () => {
    expect(looksLikeHtml(blogPost)).toBe(true);
    expect(looksLikeHtml('  <p>Hello</p>')).toBe(true);
    expect(looksLikeHtml('<3 is a heart')).toBe(false);
    expect(looksLikeHtml('Plain text with <b>bold</b>')).toBe(false);

    const session = createKeywordDensitySession();
    await session.load(blogPost, 'english');
    const keyphrases = { focus: 'water filter', related: ['tap water'], anyOrder: false, ignoreFunctionWords: true, bands: 'yoast' as const };
    const report = session.analyze(blogPost, 'english', {}, {}, keyphrases);
    expect(report.page?.checks).toHaveLength(10);
    expect(report.summary.totalWords).toBeLessThan(60);
    const [focus, related] = report.keyphrases;
    expect(focus!.ranges.map((range) => blogPost.slice(range.start, range.end))).toEqual(['water filter', 'water filter', 'water filter']);
    expect(related).toMatchObject({ role: 'related', count: 1 });
    expect(session.findOccurrences('pitchers').map((range) => blogPost.slice(range.start, range.end))).toEqual(['Pitchers']);
  });

  it('takes the slug from the last path segment', () => {
    expect(slugOf('https://example.com/blog/best-water_filters.html')).toBe('best water filters');
    expect(slugOf('https://example.com/')).toBeNull();
    expect(slugOf('not a url')).toBeNull();
  });
});
