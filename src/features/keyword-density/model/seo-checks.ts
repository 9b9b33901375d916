import { tokenize } from '@/lib/text/tokenize';
import { fitSerpLine, serpLimits, type MeasureWidth } from '@/lib/seo/serp-lengths';
import type { HtmlPage } from './html-page';
import { matchKeyphrase, type KeyphraseMatch, type KeyphraseMatching } from './keyphrase';
import { keywordLanguageTags, type KeywordLanguage } from './languages';
import { prepare } from './prepare';

/**
 * The on-page checks of an HTML page, each rated good / needs work / bad with the reason as a
 * message key (`KeywordDensity.seoReasons.<reason>`) and its values, so the page translates it.
 * The ratings follow Yoast SEO's assessments (yoastseo/src/scoring/assessments/seo), whose
 * score bands are red ≤ 4, orange 5–7, green ≥ 8; each rule below names the one it follows.
 */
export const seoCheckIds = [
  'title',
  'meta-description',
  'h1',
  'first-paragraph',
  'subheadings',
  'image-alt',
  'slug',
  'title-length',
  'description-length',
  'heading-outline',
] as const;
export type SeoCheckId = (typeof seoCheckIds)[number];
export type SeoCheckStatus = 'good' | 'improve' | 'bad';

/** Why a check has its status: a message under `KeywordDensity.seo.reasons`. */
export type SeoReason =
  | 'noKeyphrase'
  | 'titleMissing'
  | 'titleStart'
  | 'titleNotAtStart'
  | 'titleWordsOnly'
  | 'titleNone'
  | 'descriptionMissing'
  | 'descriptionFound'
  | 'descriptionNone'
  | 'descriptionTooOften'
  | 'h1Missing'
  | 'h1Found'
  | 'h1Partial'
  | 'h1None'
  | 'paragraphMissing'
  | 'paragraphFound'
  | 'paragraphSpread'
  | 'paragraphNone'
  | 'subheadingsMissing'
  | 'subheadingsNone'
  | 'subheadingsFew'
  | 'subheadingsMany'
  | 'subheadingsGood'
  | 'imagesMissing'
  | 'imagesNone'
  | 'imagesFew'
  | 'imagesMany'
  | 'imagesGood'
  | 'slugUnknown'
  | 'slugFound'
  | 'slugPartial'
  | 'titleShort'
  | 'titleLong'
  | 'titleLengthGood'
  | 'descriptionShort'
  | 'descriptionLong'
  | 'descriptionLengthGood'
  | 'outlineManyH1'
  | 'outlineSkipped'
  | 'outlineGood';

export interface SeoCheck {
  id: SeoCheckId;
  status: SeoCheckStatus;
  reason: SeoReason;
  values?: Record<string, string | number>;
}

export interface PageReport {
  checks: SeoCheck[];
  title: string;
  description: string;
  url: string;
  links: { internal: number; external: number };
  headings: HtmlPage['headings'];
}

const check = (id: SeoCheckId, status: SeoCheckStatus, reason: SeoReason, values?: SeoCheck['values']): SeoCheck => (values ? { id, status, reason, values } : { id, status, reason });

/** Yoast PageTitleWidthAssessment: below 400 px a title is too short, above 600 px it is cut. */
const titleMinimumPixels = 400;
/** Yoast MetaDescriptionLengthAssessment: 120 characters recommended at least, 156 at most. */
const descriptionLength = { minimum: 120, maximum: 156 };
/** Yoast SubHeadingsKeywordAssessment and KeyphraseInImageTextAssessment: share of elements that should reflect the keyphrase. */
const subheadingShare = { minimum: 0.3, maximum: 0.75 };
const imageShare = { minimum: 0.3, maximum: 0.7, fromImages: 5 };

/** The last segment of an address's path, words separated by spaces ("water-filters" → "water filters"). */
export function slugOf(url: string): string | null {
  try {
    const segments = new URL(url).pathname.split('/').filter(Boolean);
    const last = segments.at(-1);
    return last === undefined ? null : decodeURIComponent(last).replace(/\.[a-z0-9]+$/i, '').replace(/[-_+.]+/g, ' ');
  } catch {
    return null;
  }
}

export interface PageCheckInput {
  page: HtmlPage;
  keyphrase: string;
  language: KeywordLanguage;
  matching: KeyphraseMatching;
  customStopWords: readonly string[];
  measure: MeasureWidth;
}

export function checkPage({ page, keyphrase, language, matching, customStopWords, measure }: PageCheckInput): PageReport {
  const hasKeyphrase = tokenize(keyphrase, keywordLanguageTags[language]).length > 0;
  // Yoast looks for the keyphrase's words anywhere in one sentence; "at the start" needs them in a row.
  const find = (text: string, inRow = false): KeyphraseMatch =>
    matchKeyphrase(prepare(text, language), keyphrase, inRow ? { ...matching, anyOrder: false } : { ...matching, anyOrder: true }, customStopWords);
  const reflects = (text: string) => {
    const found = find(text);
    // "Reflects" as Yoast's subheading and image checks use it: more than half of the words.
    return found.words.length > 0 && found.wordsFound / found.words.length > 0.5;
  };
  const noKeyphrase = (id: SeoCheckId) => check(id, 'improve', 'noKeyphrase');
  const title = page.title ?? '';
  const description = page.description ?? '';
  const checks: SeoCheck[] = [];

  // Yoast KeyphraseInSEOTitleAssessment: exact match at the start good, elsewhere or only its words orange, else red.
  if (title === '') checks.push(check('title', 'bad', 'titleMissing'));
  else if (!hasKeyphrase) checks.push(noKeyphrase('title'));
  else {
    const inRow = find(title, true);
    const firstWord = prepare(title, language).starts[0] ?? 0;
    if (inRow.count > 0 && inRow.ranges[0]!.start === firstWord) checks.push(check('title', 'good', 'titleStart'));
    else if (inRow.count > 0) checks.push(check('title', 'improve', 'titleNotAtStart'));
    else if (find(title).count > 0) checks.push(check('title', 'improve', 'titleWordsOnly'));
    else checks.push(check('title', 'bad', 'titleNone'));
  }

  // Yoast MetaDescriptionKeywordAssessment: found once or twice good, never or more often red.
  if (description === '') checks.push(check('meta-description', 'bad', 'descriptionMissing'));
  else if (!hasKeyphrase) checks.push(noKeyphrase('meta-description'));
  else {
    const { count } = find(description);
    if (count === 0) checks.push(check('meta-description', 'bad', 'descriptionNone'));
    else if (count <= 2) checks.push(check('meta-description', 'good', 'descriptionFound', { count }));
    else checks.push(check('meta-description', 'bad', 'descriptionTooOften', { count }));
  }

  // The H1 as the page's visible title (Yoast's SingleH1Assessment asks for one; the keyphrase belongs in it).
  const h1s = page.headings.filter((heading) => heading.level === 1);
  if (h1s.length === 0) checks.push(check('h1', 'bad', 'h1Missing'));
  else if (!hasKeyphrase) checks.push(noKeyphrase('h1'));
  else if (h1s.some((heading) => find(heading.text).count > 0)) checks.push(check('h1', 'good', 'h1Found'));
  else if (h1s.some((heading) => find(heading.text).wordsFound > 0)) checks.push(check('h1', 'improve', 'h1Partial'));
  else checks.push(check('h1', 'bad', 'h1None'));

  // Yoast IntroductionKeywordAssessment: all words in one sentence good, in the paragraph orange, else red.
  if (page.firstParagraph === null) checks.push(check('first-paragraph', 'bad', 'paragraphMissing'));
  else if (!hasKeyphrase) checks.push(noKeyphrase('first-paragraph'));
  else {
    const found = find(page.firstParagraph);
    if (found.count > 0) checks.push(check('first-paragraph', 'good', 'paragraphFound'));
    else if (found.wordsFound === found.words.length) checks.push(check('first-paragraph', 'improve', 'paragraphSpread'));
    else checks.push(check('first-paragraph', 'bad', 'paragraphNone'));
  }

  // Yoast SubHeadingsKeywordAssessment: H2 and H3 subheadings, 30–75 % reflecting the keyphrase (or one of one).
  const subheadings = page.headings.filter((heading) => heading.level === 2 || heading.level === 3);
  if (subheadings.length === 0) checks.push(check('subheadings', 'improve', 'subheadingsMissing'));
  else if (!hasKeyphrase) checks.push(noKeyphrase('subheadings'));
  else {
    const matched = subheadings.filter((heading) => reflects(heading.text)).length;
    const share = matched / subheadings.length;
    const values = { matched, total: subheadings.length };
    if (matched === 0) checks.push(check('subheadings', 'bad', 'subheadingsNone'));
    else if (share > subheadingShare.maximum && subheadings.length > 1) checks.push(check('subheadings', 'improve', 'subheadingsMany', values));
    else if (share < subheadingShare.minimum) checks.push(check('subheadings', 'improve', 'subheadingsFew', values));
    else checks.push(check('subheadings', 'good', 'subheadingsGood', values));
  }

  // Yoast KeyphraseInImageTextAssessment: with fewer than 5 images one alt text is enough; from 5 on, 30–70 %.
  const images = page.imageAlts.length;
  if (images === 0) checks.push(check('image-alt', 'improve', 'imagesMissing'));
  else if (!hasKeyphrase) checks.push(noKeyphrase('image-alt'));
  else {
    const matched = page.imageAlts.filter((alt) => alt !== null && reflects(alt)).length;
    const share = matched / images;
    const values = { matched, total: images };
    if (matched === 0) checks.push(check('image-alt', 'bad', 'imagesNone', { total: images }));
    else if (images < imageShare.fromImages || (share >= imageShare.minimum && share <= imageShare.maximum)) checks.push(check('image-alt', 'good', 'imagesGood', values));
    else if (share < imageShare.minimum) checks.push(check('image-alt', 'improve', 'imagesFew', values));
    else checks.push(check('image-alt', 'improve', 'imagesMany', values));
  }

  // Yoast UrlKeywordAssessment (keyphrase in slug): all words good, otherwise orange.
  const slug = page.url ? slugOf(page.url) : null;
  if (slug === null) checks.push(check('slug', 'improve', 'slugUnknown'));
  else if (!hasKeyphrase) checks.push(noKeyphrase('slug'));
  else {
    const found = find(slug);
    if (found.wordsFound === found.words.length && found.words.length > 0) checks.push(check('slug', 'good', 'slugFound', { slug }));
    else checks.push(check('slug', 'improve', 'slugPartial', { slug }));
  }

  // Yoast PageTitleWidthAssessment, in the pixels of the shared search-result measure.
  const titleFit = fitSerpLine(title, serpLimits.title, measure);
  const titleValues = { pixels: titleFit.pixels, characters: titleFit.characters, limit: serpLimits.title.pixels, minimum: titleMinimumPixels };
  if (title === '') checks.push(check('title-length', 'bad', 'titleMissing'));
  else if (!titleFit.fits) checks.push(check('title-length', 'bad', 'titleLong', titleValues));
  else if (titleFit.pixels < titleMinimumPixels) checks.push(check('title-length', 'improve', 'titleShort', titleValues));
  else checks.push(check('title-length', 'good', 'titleLengthGood', titleValues));

  // Yoast MetaDescriptionLengthAssessment (120–156 characters), and the desktop result's width.
  const descriptionFit = fitSerpLine(description, serpLimits.descriptionDesktop, measure);
  const descriptionValues = { pixels: descriptionFit.pixels, characters: descriptionFit.characters, minimum: descriptionLength.minimum, maximum: descriptionLength.maximum };
  if (description === '') checks.push(check('description-length', 'bad', 'descriptionMissing'));
  else if (descriptionFit.characters > descriptionLength.maximum || !descriptionFit.fits) checks.push(check('description-length', 'improve', 'descriptionLong', descriptionValues));
  else if (descriptionFit.characters < descriptionLength.minimum) checks.push(check('description-length', 'improve', 'descriptionShort', descriptionValues));
  else checks.push(check('description-length', 'good', 'descriptionLengthGood', descriptionValues));

  checks.push(checkOutline(page.headings));

  return { checks, title, description, url: page.url ?? '', links: page.links, headings: page.headings };
}

/**
 * One H1 (Yoast SingleH1Assessment rates more than one red) and no skipped levels: "skipping
 * heading ranks can be confusing and should be avoided" (W3C WAI tutorial "Headings";
 * WCAG 2 technique G141).
 */
function checkOutline(headings: HtmlPage['headings']): SeoCheck {
  const h1s = headings.filter((heading) => heading.level === 1).length;
  if (h1s === 0) return check('heading-outline', 'bad', 'h1Missing');
  if (h1s > 1) return check('heading-outline', 'bad', 'outlineManyH1', { count: h1s });
  for (let i = 1; i < headings.length; i++) {
    const from = headings[i - 1]!.level;
    const to = headings[i]!.level;
    if (to > from + 1) return check('heading-outline', 'improve', 'outlineSkipped', { from, to });
  }
  return check('heading-outline', 'good', 'outlineGood');
}
