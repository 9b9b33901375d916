/**
 * English checking with harper.js (grammar, style and spelling, 885 rules, compiled to WASM).
 *
 * - Lints with `dedup: false`: with harper's default de-duplication its split-word rule
 *   ("adress" → "a dress", kind Typo) hides the spelling finding for the same word. Findings of
 *   one category on one span are merged here instead, their replacements pooled and, for
 *   misspellings, re-ranked by word frequency and a keyboard-aware edit distance.
 * - Harper's spans are UTF-16 indices (harper.js converts from its char indices), like ours.
 * - harper.js is given the module and WASM location by the caller: in the browser the site's
 *   URL, with its response already on its way ({@link HarperChecker.fromResponse}); in Node a
 *   file: URL.
 */
import type { Dialect as HarperDialectEnum, Lint, LintConfig, LocalLinter } from 'harper.js';
import { harperCategory } from '../model/categories';
import type { HarperDialect } from '../model/languages';
import { rankCandidates, type FrequencyRanks } from '@/lib/text/suggestion-ranking';
import type { Suggestion } from '../model/types';
import { isTypoNeighbour, withinOneEdit, withoutNames } from './proper-names';
import { A_AN_RULE, HARPER_RULE_PREFIX, HARPER_RULES_OFF, isKeptFinding, SPELL_CHECK_RULE } from './harper-findings';
import { sentenceRulesFor } from '@/lib/text/abbreviations';
import { keepCase } from '../model/letter-case';

/** The parts of the harper.js module used here (it is loaded dynamically). */
export interface HarperModule {
  LocalLinter: new (init: { binary: unknown; dialect?: HarperDialectEnum }) => LocalLinter;
  createBinaryModuleFromUrl(url: string, glueFlavor?: 'full' | 'slim'): unknown;
  Dialect: typeof HarperDialectEnum;
}

const ENGLISH_ABBREVIATIONS = sentenceRulesFor('en').abbreviations;
/** Without a frequency list no word is frequent. */
const NO_RANKS: FrequencyRanks = new Map();


/** Harper's `SuggestionKind`: 0 replace, 1 remove, 2 insert after. */
const REMOVE = 1;
const INSERT_AFTER = 2;

/** What harper is set up with: its dialect, and word frequencies to rank spelling replacements by. */
export interface HarperSetup {
  dialect: HarperDialect;
  ranks?: FrequencyRanks;
}

/**
 * harper's English checking, wherever it runs: a {@link HarperChecker} in this thread (Node,
 * tests), or one in a worker of its own (../worker/harper-client.ts).
 */
export interface EnglishChecker {
  setDialect(dialect: HarperDialect): Promise<void>;
  setPersonalWords(words: readonly string[]): Promise<void>;
  check(text: string): Promise<Suggestion[]>;
  dispose(): Promise<void>;
}

export class HarperChecker implements EnglishChecker {
  private readonly harper: HarperModule;
  private readonly linter: LocalLinter;
  private dialect: HarperDialect;
  private personalKey = '';
  private readonly ranks: FrequencyRanks | undefined;

  private constructor(harper: HarperModule, linter: LocalLinter, dialect: HarperDialect, ranks: FrequencyRanks | undefined) {
    this.harper = harper;
    this.linter = linter;
    this.dialect = dialect;
    this.ranks = ranks;
  }

  /**
   * Compiles the WASM at `wasmUrl` (the slim binary: the full one loads both WASM files) and
   * builds the curated dictionary: about a second in Chromium and in Node, during which the
   * thread does nothing else.
   */
  static async create(harper: HarperModule, wasmUrl: string, dialect: HarperDialect = 'American', ranks?: FrequencyRanks): Promise<HarperChecker> {
    const binary = harper.createBinaryModuleFromUrl(wasmUrl, 'slim');
    const linter = new harper.LocalLinter({ binary, dialect: harper.Dialect[dialect] });
    await linter.setup();
    const config: LintConfig = await linter.getDefaultLintConfig();
    for (const name of HARPER_RULES_OFF) if (name in config) config[name] = false;
    await linter.setLintConfig(config);
    return new HarperChecker(harper, linter, dialect, ranks);
  }

  /**
   * {@link create} with the WASM's response already requested (by the caller, which counts its
   * download): harper.js takes its WASM only as a URL, which its glue fetches; that fetch is
   * answered with `wasm`. So the WASM is compiled from the response as it came from the network
   * or the service worker's cache, under its own URL, streaming. A blob: URL of the bytes held a
   * second 16 MB copy meanwhile (English grew the page by 275 MB then, 245 MB now), and was never
   * eligible for Chromium's cache of compiled code (without a service worker, a later visit's
   * set-up took 660–680 ms from the URL against 860–920 ms from a blob: URL).
   */
  static async fromResponse(harper: HarperModule, wasmUrl: string, wasm: Promise<Response>, setup: HarperSetup): Promise<HarperChecker> {
    return answeringFetch(wasmUrl, wasm, () => HarperChecker.create(harper, wasmUrl, setup.dialect, setup.ranks));
  }

  async setDialect(dialect: HarperDialect): Promise<void> {
    if (dialect === this.dialect) return;
    await this.linter.setDialect(this.harper.Dialect[dialect]);
    this.dialect = dialect;
  }

  /** Makes harper's dictionary know the personal words (also helps its grammar rules). */
  async setPersonalWords(words: readonly string[]): Promise<void> {
    const key = [...words].sort().join('\n');
    if (key === this.personalKey) return;
    await this.linter.clearWords();
    if (words.length > 0) await this.linter.importWords([...words]);
    this.personalKey = key;
  }

  async check(text: string): Promise<Suggestion[]> {
    const raw = await this.lintUnmerged(text);
    const words = { ranks: this.ranks ?? NO_RANKS, unknownAt: new Set(raw.filter((s) => s.ruleId === SPELL_CHECK_RULE).map((s) => s.offset)) };
    // harper offers "AN" for a sentence's "A": the article takes the case of the word it replaces.
    const kept = raw.filter((s) => isKeptFinding(s, text, words)).map((s) => (s.ruleId === A_AN_RULE ? { ...s, replacements: s.replacements.map((r) => keepCase(s.original, r.toLowerCase())) } : s));
    const findings = mergeSameSpan(kept, this.ranks);
    return withoutNames(findings, text, ENGLISH_ABBREVIATIONS, (word, finding) => this.isNameTypo(word, finding));
  }

  /**
   * Whether harper's replacements for a word written as a name hold a word one letter away that
   * is frequent (among the 10,000 most frequent words of the subtitles list: Amercia → America,
   * Pariss → Paris, Jonh → John) or long (eight letters or more: Constitutoin → Constitution): a
   * typo, not a name harper lacks (Murdock → Murdoch, Perens → Parens are short and rare). Names
   * of three letters or fewer are not judged. The same test as the Hunspell checker's.
   */
  private isNameTypo(word: string, finding: Suggestion): boolean {
    if ([...word].length < 4) return false;
    const lower = word.toLowerCase();
    const ranks = this.ranks ?? NO_RANKS;
    return finding.replacements.some((r) => isTypoNeighbour(r, ranks) && withinOneEdit(lower, r.toLowerCase()));
  }

  /** Every lint as harper reports it, one finding per rule, replacements in harper's order. */
  async lintUnmerged(text: string): Promise<Suggestion[]> {
    const groups = await this.linter.organizedLints(text, { language: 'plaintext', dedup: false });
    const raw: Suggestion[] = [];
    for (const [rule, lints] of Object.entries(groups)) {
      for (const lint of lints) {
        raw.push(toSuggestion(text, rule, lint));
        lint.free();
      }
    }
    return raw;
  }

  async dispose(): Promise<void> {
    await this.linter.dispose();
  }
}

function toSuggestion(text: string, rule: string, lint: Lint): Suggestion {
  const span = lint.span();
  const offset = span.start;
  const length = span.end - span.start;
  span.free();
  const original = text.slice(offset, offset + length);
  const replacements: string[] = [];
  for (const s of lint.suggestions()) {
    const kind = s.kind();
    const value = s.get_replacement_text();
    s.free();
    replacements.push(kind === REMOVE ? '' : kind === INSERT_AFTER ? original + value : value);
  }
  const ruleId = HARPER_RULE_PREFIX + rule;
  return {
    id: `local:${ruleId}:${offset}:${length}`,
    category: harperCategory(lint.lint_kind()),
    offset,
    length,
    original,
    replacements,
    message: stripMarkdown(lint.message()),
    shortMessage: lint.lint_kind_pretty(),
    ruleId,
    engine: 'local',
  };
}

/** Harper writes code spans in its messages (`teh`); plain text reads better in a tooltip. */
function stripMarkdown(message: string): string {
  return message.replace(/`([^`]*)`/g, '“$1”').replace(/\*\*([^*]+)\*\*/g, '$1');
}

/**
 * One finding per span and category: the spelling rule's message wins (its id too), the
 * replacements of all are pooled, and misspellings' replacements re-ranked.
 */
export function mergeSameSpan(findings: Suggestion[], ranks: FrequencyRanks | undefined, rerank = true): Suggestion[] {
  const groups = new Map<string, Suggestion[]>();
  for (const f of findings) {
    const key = `${f.offset}:${f.length}:${f.category}`;
    const group = groups.get(key);
    if (group) group.push(f);
    else groups.set(key, [f]);
  }
  const out: Suggestion[] = [];
  for (const group of groups.values()) {
    group.sort((a, b) => priority(a) - priority(b));
    const primary = group[0] as Suggestion;
    const pooled: string[] = [];
    for (const f of group) for (const r of f.replacements) if (!pooled.includes(r)) pooled.push(r);
    const replacements = primary.category === 'misspelling' && rerank ? rankCandidates(primary.original, pooled, { ranks, language: 'en' }).slice(0, 5) : pooled;
    out.push({ ...primary, replacements });
  }
  return out;
}

function priority(s: Suggestion): number {
  if (s.ruleId === SPELL_CHECK_RULE) return 0;
  return s.replacements.length > 0 ? 1 : 2;
}

/**
 * Runs `run` with this thread's `fetch` answering `url`, once, with `response`; every other
 * request goes to the real `fetch` as before, and it is put back as soon as `url` was asked for
 * (or `run` ended without asking).
 */
async function answeringFetch<T>(url: string, response: Promise<Response>, run: () => Promise<T>): Promise<T> {
  const realFetch = globalThis.fetch;
  const answering: typeof fetch = (input, init) => {
    const requested = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (requested !== url) return realFetch(input, init);
    globalThis.fetch = realFetch;
    return response;
  };
  globalThis.fetch = answering;
  try {
    return await run();
  } finally {
    if (globalThis.fetch === answering) globalThis.fetch = realFetch;
  }
}
