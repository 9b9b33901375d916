/**
 * LanguageTool HTTP API v2 response shapes (`POST /v2/check`, `GET /v2/languages`) and their
 * mapping to our {@link Suggestion}s. LanguageTool's offsets are Java `String` indices, i.e.
 * UTF-16 code units like ours, so they map over unchanged (plus the chunk's own offset).
 */
import { languageToolCategory } from './categories';
import type { Suggestion } from './types';

export interface LanguageToolMatch {
  message: string;
  shortMessage?: string;
  replacements: Array<{ value?: string; shortDescription?: string }>;
  offset: number;
  length: number;
  context?: { text: string; offset: number; length: number };
  sentence?: string;
  type?: { typeName?: string };
  rule: {
    id: string;
    subId?: string;
    description?: string;
    issueType?: string;
    urls?: Array<{ value: string }>;
    category: { id: string; name?: string };
  };
  ignoreForIncompleteSentence?: boolean;
  contextForSureMatch?: number;
}

export interface LanguageToolCheckResponse {
  software?: { name: string; version: string; buildDate?: string; apiVersion?: number; premium?: boolean; status?: string };
  language?: { name: string; code: string; detectedLanguage?: { name: string; code: string; confidence?: number } };
  matches: LanguageToolMatch[];
}

export interface LanguageToolLanguage {
  name: string;
  code: string;
  longCode: string;
}

/** Whether `value` looks like a v2 check response (a `matches` array). */
export function isCheckResponse(value: unknown): value is LanguageToolCheckResponse {
  return typeof value === 'object' && value !== null && Array.isArray((value as { matches?: unknown }).matches);
}

/**
 * Our suggestions for the matches of one request whose text started at `chunkOffset` in the
 * full `text`. Matches whose span falls outside the text are dropped (a defensive check: the
 * contract promises `original` is the text at the offsets).
 */
export function mapLanguageToolMatches(response: LanguageToolCheckResponse, text: string, chunkOffset = 0): Suggestion[] {
  const out: Suggestion[] = [];
  for (const match of response.matches) {
    const offset = chunkOffset + match.offset;
    const length = match.length;
    if (!Number.isInteger(offset) || !Number.isInteger(length) || offset < 0 || length < 0 || offset + length > text.length) continue;
    const ruleId = match.rule.subId ? `${match.rule.id}[${match.rule.subId}]` : match.rule.id;
    const url = explanationUrl(match.rule.urls);
    out.push({
      id: `languagetool:${ruleId}:${offset}:${length}`,
      category: languageToolCategory(match.rule.category.id, match.rule.issueType, match.type?.typeName),
      offset,
      length,
      original: text.slice(offset, offset + length),
      replacements: match.replacements.map((r) => r.value).filter((v): v is string => typeof v === 'string'),
      message: match.message,
      ...(match.shortMessage ? { shortMessage: match.shortMessage } : {}),
      ruleId: match.rule.id,
      engine: 'languagetool',
      ...(url ? { url } : {}),
    });
  }
  return out;
}

/** The first of a rule's explanation pages that is a web address (a link must never run script). */
function explanationUrl(urls: LanguageToolMatch['rule']['urls']): string | undefined {
  for (const { value } of urls ?? []) {
    try {
      const url = new URL(value);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
    } catch {
      // Not an address: try the next one.
    }
  }
  return undefined;
}

/** Sorts by offset, then length, and makes ids unique (two findings of one rule on one span get `#2`, `#3`…). */
export function finalizeSuggestions(suggestions: Suggestion[]): Suggestion[] {
  suggestions.sort((a, b) => a.offset - b.offset || a.length - b.length || a.ruleId.localeCompare(b.ruleId));
  const seen = new Map<string, number>();
  return suggestions.map((s) => {
    const n = (seen.get(s.id) ?? 0) + 1;
    seen.set(s.id, n);
    return n === 1 ? s : { ...s, id: `${s.id}#${n}` };
  });
}
