/**
 * False alarms of the on-device grammar checker on professionally edited text: the Universal
 * Declaration of Human Rights (data/grammar/udhr/, see data/grammar/README.md) in every
 * language with rules of its own. Every finding on such text is taken for a false alarm or for
 * advice; the goal is at most 3 findings per 1,000 words outside the style category.
 *
 *   npx tsx scripts/bench/grammar-rules.bench.ts [--languages=fr,pl-PL]
 *
 * For each text: the findings per 1,000 words of the whole local engine (Hunspell spelling,
 * the language's rules, the generic rules) by category, with picky advice off (the default)
 * and on, and the median time of the language rules alone over the text; then the rules' time on
 * a long text.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createNodeAssetSource } from '../../src/features/grammar-checker/engines/node-assets';
import { LocalEngine } from '../../src/features/grammar-checker/engines/local-engine';
import { checkLanguageRules } from '../../src/features/grammar-checker/model/language-rules';
import { checkGenericRules } from '../../src/features/grammar-checker/model/generic-rules';
import { SUGGESTION_CATEGORIES, type Suggestion, type SuggestionCategory } from '../../src/features/grammar-checker/model/types';
import { countWords } from '../../src/lib/text/tokenize';
import { declarationSlips } from './grammar-texts';
import { median } from './stats';

const UDHR_DIR = join(process.cwd(), 'data', 'grammar', 'udhr');

interface LanguageResult {
  language: string;
  words: number;
  /** Findings per 1,000 words by category, picky off. */
  perThousand: Record<SuggestionCategory, number>;
  /** Findings per 1,000 words outside `style`, picky off. */
  nonStylePerThousand: number;
  /** The same without the slips of the text's copy (data/grammar/udhr-source-slips.tsv): the false alarms. */
  falseAlarmsPerThousand: number;
  /** Findings per 1,000 words of all categories, picky on. */
  pickyPerThousand: number;
  /** Findings of the language rules alone (picky off), by rule id. */
  languageRuleFindings: Record<string, number>;
  /** Median time of the language rules alone over the text, ms. */
  languageRulesMs: number;
}

function perThousand(found: readonly Suggestion[], words: number): Record<SuggestionCategory, number> {
  const out = Object.fromEntries(SUGGESTION_CATEGORIES.map((c) => [c, 0])) as Record<SuggestionCategory, number>;
  for (const s of found) out[s.category] += 1000 / words;
  return out;
}

export async function run(options: { languages?: string[] } = parseArgs(process.argv.slice(2))): Promise<LanguageResult[]> {
  const engine = new LocalEngine(createNodeAssetSource());
  const results: LanguageResult[] = [];
  const slips = declarationSlips();
  const files = readdirSync(UDHR_DIR).filter((f) => f.endsWith('.txt')).sort();
  for (const file of files) {
    const language = file.slice(0, -'.txt'.length);
    if (options.languages && !options.languages.includes(language)) continue;
    const text = readFileSync(join(UDHR_DIR, file), 'utf8');
    const words = countWords(text, language);
    // Czech and other languages not offered yet: the language rules alone.
    const supported = engine.supports(language);
    const found = supported ? await engine.check(text, language) : checkLanguageRules(text, language);
    const picky = supported ? await engine.check(text, language, undefined, undefined, { picky: true }) : checkLanguageRules(text, language, { picky: true });
    const times: number[] = [];
    for (let i = 0; i < 15; i++) {
      const t = performance.now();
      checkLanguageRules(text, language);
      times.push(performance.now() - t);
    }
    const languageRuleFindings: Record<string, number> = {};
    for (const s of checkLanguageRules(text, language)) languageRuleFindings[s.ruleId] = (languageRuleFindings[s.ruleId] ?? 0) + 1;
    results.push({
      language,
      words,
      perThousand: perThousand(found, words),
      nonStylePerThousand: (found.filter((s) => s.category !== 'style').length * 1000) / words,
      falseAlarmsPerThousand: (found.filter((s) => s.category !== 'style' && !slips.get(language)?.has(s.original)).length * 1000) / words,
      pickyPerThousand: (picky.length * 1000) / words,
      languageRuleFindings,
      languageRulesMs: median(times),
    });
  }
  await engine.dispose();

  console.log('\nFindings per 1,000 words on the Universal Declaration of Human Rights (local engine, picky off; goal ≤ 3 outside style; false alarms: not the slips of data/grammar/udhr-source-slips.tsv)');
  console.log(`  ${'language'.padEnd(9)} ${'words'.padStart(5)}  ${SUGGESTION_CATEGORIES.map((c) => c.slice(0, 11).padStart(11)).join(' ')}  non-style  false al.  picky on  rules ms  language-rule findings`);
  for (const r of results) {
    const cells = SUGGESTION_CATEGORIES.map((c) => r.perThousand[c].toFixed(1).padStart(11)).join(' ');
    const rules = Object.entries(r.languageRuleFindings).map(([id, n]) => `${id}×${n}`).join(', ') || '—';
    console.log(`  ${r.language.padEnd(9)} ${String(r.words).padStart(5)}  ${cells}  ${r.nonStylePerThousand.toFixed(1).padStart(9)}  ${r.falseAlarmsPerThousand.toFixed(1).padStart(9)}  ${r.pickyPerThousand.toFixed(1).padStart(8)}  ${r.languageRulesMs.toFixed(2).padStart(8)}  ${rules}`);
  }
  measureLongTexts(options.languages);
  return results;
}

/**
 * The rules' time on a long text, as a pasted document gives them: the handbook paragraphs of a
 * language four times over (200,000–240,000 characters), median of five runs each of the generic
 * rules and of the language's rules. Every word is looked at, so a rule whose work grows faster
 * than the text shows here first (the sentence-start rule once took 0.5–0.8 s on such a text).
 */
function measureLongTexts(only: string[] | undefined): void {
  console.log('\nRules on a long text (the handbook paragraphs four times over), median of 5 runs: generic rules / language rules');
  for (const language of ['de-DE', 'fr', 'ru-RU', 'pl-PL', 'es', 'en-US']) {
    if (only && !only.includes(language)) continue;
    const text = readFileSync(join(process.cwd(), 'data', 'grammar', 'handbook', `${language}.txt`), 'utf8').repeat(4);
    const generic: number[] = [];
    const rules: number[] = [];
    for (let i = 0; i < 5; i++) {
      let t = performance.now();
      checkGenericRules(text, language);
      generic.push(performance.now() - t);
      t = performance.now();
      checkLanguageRules(text, language);
      rules.push(performance.now() - t);
    }
    console.log(`  ${language.padEnd(6)} ${String(text.length).padStart(7)} characters: ${median(generic).toFixed(0).padStart(4)} ms / ${median(rules).toFixed(0).padStart(4)} ms`);
  }
}

function parseArgs(args: string[]): { languages?: string[] } {
  const languages = args.find((a) => a.startsWith('--languages='))?.slice('--languages='.length).split(',');
  return languages ? { languages } : {};
}

if (require.main === module) {
  run().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
