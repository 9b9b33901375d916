import { csvLines } from '../model/csv';
import type { AnalyzeOutput } from '../model/protocol';
import type { SeoReason } from '../model/seo-checks';

/** Turns a check's reason key and values into its sentence in the page's language. */
export type ReasonText = (reason: SeoReason, values?: Record<string, string | number>) => string;

/**
 * What follows a table in an exported CSV: a blank line and the keyphrases (count, density,
 * recommended uses, band, forms), then, for HTML source, a blank line and the on-page checks
 * with their reasons in the page's language. Column names are in English, like the table's.
 */
export function reportCsvAppendix(analysis: AnalyzeOutput, reasonText: ReasonText): string {
  let csv = '';
  if (analysis.keyphrases.length > 0) {
    csv +=
      '\r\n' +
      csvLines(
        ['keyphrase', 'role', 'count', 'density', 'recommended_min', 'recommended_max', 'band', 'forms'],
        analysis.keyphrases.map((result) => [
          result.keyphrase,
          result.role,
          result.count,
          result.density.toFixed(2),
          result.verdict?.minimum ?? '',
          result.verdict?.maximum ?? '',
          result.verdict?.band ?? '',
          result.forms.join(' | '),
        ]),
      );
  }
  if (analysis.page) {
    csv += '\r\n' + csvLines(['check', 'status', 'reason'], analysis.page.checks.map((check) => [check.id, check.status, reasonText(check.reason, check.values)]));
  }
  return csv;
}
