/**
 * The static HTML of an entry that a lean page carries for crawlers and for the moment before the
 * page's scripts run: headword, meanings by part of speech (definitions, examples, synonyms) and
 * the related words, each linked to its entry. The interactive entry (graph, sources) replaces it
 * once the shard has loaded. The class names are the entry view's (src/features/dictionary/ui/
 * EntryView.tsx), so the page keeps its layout when the view takes over.
 */
import type { Locale } from '../../../src/i18n/locales';
import { localizePath } from '../../../src/i18n/paths';
import { relatedWords, type DictionaryEntry, type EntryLink, type PartOfSpeech, type Sense } from '../../../src/features/dictionary/model';
import { entryPath } from '../../../src/features/dictionary/routes';

/** The related-word groups listed after the meanings (synonyms are listed with each meaning). */
export const summaryRelationGroups = ['antonyms', 'hypernyms', 'hyponyms', 'related'] as const;
type SummaryRelationGroup = (typeof summaryRelationGroups)[number];

/** The summary's words in the UI language (messages' `Dictionary` namespace). */
export interface EntrySummaryTexts {
  /** "Polish dictionary". */
  inLanguage: string;
  meaningsHeading: string;
  examples: string;
  synonyms: string;
  partsOfSpeech: Record<PartOfSpeech, string>;
  relationGroups: Record<SummaryRelationGroup, string>;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `text` safe as element content and as a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c]!);
}

function linksHtml(links: readonly EntryLink[], locale: Locale): string {
  const items = links.map((link) => {
    const word = escapeHtml(link.lemma);
    const body = link.id ? `<a href="${escapeHtml(localizePath(entryPath(link.id), locale))}" class="text-accent underline underline-offset-4 hover:no-underline">${word}</a>` : `<span>${word}</span>`;
    const labels = link.labels && link.labels.length > 0 ? `<span class="ml-1 text-xs text-slate-600 dark:text-slate-400">(${escapeHtml(link.labels.join(', '))})</span>` : '';
    return `<li>${body}${labels}</li>`;
  });
  return `<ul class="flex flex-wrap gap-x-3 gap-y-1">${items.join('')}</ul>`;
}

function senseHtml(sense: Sense, locale: Locale, texts: EntrySummaryTexts): string {
  // A thesaurus meaning has no definition: its synonyms are what it says.
  const body = sense.definition ? `<span>${escapeHtml(sense.definition)}</span>` : linksHtml(sense.synonyms.length > 0 ? sense.synonyms : [{ lemma: sense.lemma, id: null }], locale);
  const examples =
    sense.examples.length > 0
      ? `<div class="mt-1"><span class="sr-only">${escapeHtml(texts.examples)}: </span><ul class="space-y-0.5 text-slate-700 italic dark:text-slate-300">${sense.examples
          .map((example) => `<li>“${escapeHtml(example)}”</li>`)
          .join('')}</ul></div>`
      : '';
  const synonyms =
    sense.definition && sense.synonyms.length > 0
      ? `<div class="mt-1 text-sm"><span class="font-semibold">${escapeHtml(texts.synonyms)}: </span>${linksHtml(sense.synonyms, locale)}</div>`
      : '';
  return `<li class="pl-1">${body}${examples}${synonyms}</li>`;
}

/** The summary of `entry` on its page in `locale`: an `<article>` whose text and attributes are all escaped. */
export function entrySummaryHtml(entry: DictionaryEntry, locale: Locale, texts: EntrySummaryTexts): string {
  const meanings = entry.meanings
    .map(
      (group) =>
        `<div class="space-y-3"><h3 class="text-lg font-semibold text-accent">${escapeHtml(texts.partsOfSpeech[group.pos])}</h3>` +
        `<ol class="list-decimal space-y-4 pl-6">${group.senses.map((sense) => senseHtml(sense, locale, texts)).join('')}</ol></div>`,
    )
    .join('');
  const related = summaryRelationGroups
    .map((group) => [group, relatedWords(entry, group)] as const)
    .filter(([, links]) => links.length > 0)
    .map(([group, links]) => `<section><h2 class="mb-2 text-lg font-semibold">${escapeHtml(texts.relationGroups[group])}</h2>${linksHtml(links, locale)}</section>`)
    .join('');
  return (
    `<article class="space-y-8" lang="${escapeHtml(entry.language)}" data-entry-summary="">` +
    `<header><h1 class="text-3xl font-bold tracking-tight sm:text-4xl">${escapeHtml(entry.lemma)}</h1>` +
    `<p class="mt-1 text-slate-600 dark:text-slate-300">${escapeHtml(texts.inLanguage)}</p></header>` +
    `<section class="space-y-6"><h2 class="text-2xl font-semibold">${escapeHtml(texts.meaningsHeading)}</h2>${meanings}</section>` +
    (related ? `<div class="grid gap-6 md:grid-cols-2">${related}</div>` : '') +
    `</article>`
  );
}
