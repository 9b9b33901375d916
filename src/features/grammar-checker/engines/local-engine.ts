/**
 * The local engine: checks text on the device (in the browser it runs inside the grammar
 * worker, see ../worker). English goes through harper.js (spelling, grammar, style); every
 * other language with an open Hunspell dictionary (npm, or data/spell/) through Hunspell
 * (spelling), both reading the text's spelling view (../model/spelling-view.ts); German,
 * French, Spanish, Italian, Portuguese, Dutch, Swedish, Polish, Czech, Russian and Ukrainian
 * also through their own grammar and typography rules (../model/language-rules); every
 * language, those included, through the generic rules. Engine assets (harper's WASM,
 * dictionaries, frequency lists) are loaded on first use per language through a
 * {@link LocalAssetSource}, so the same logic runs in the worker (fetching from our own static
 * files) and in Node tests and benchmarks (reading node_modules).
 */
import { GrammarCheckError, abortedError, isAbortError, throwIfAborted } from '../model/errors';
import { checkEnglishRules } from '../model/english-rules';
import { GENERIC_RULE_IDS, checkGenericRules } from '../model/generic-rules';
import { checkLanguageRules } from '../model/language-rules';
import { GRAMMAR_LANGUAGES, grammarLanguage, type DictionaryId, type FrequencyListId, type GrammarLanguage, type HarperDialect } from '../model/languages';
import { finalizeSuggestions } from '../model/languagetool-response';
import { spellingForm, spellingView, type SpellingView } from '../model/spelling-view';
import { parseFrequencyList, type FrequencyRanks } from '@/lib/text/suggestion-ranking';
import type { CheckOptions, GrammarEngine, ProgressListener, Suggestion } from '../model/types';
import { PersonalDictionary, applyUserPreferences } from '../model/user-preferences';
import type { EnglishChecker } from './harper-checker';
import { HARPER_PICKY_RULES, HARPER_RULE_PREFIX, SPELL_CHECK_RULE } from './harper-findings';
import type { ParagraphSpan } from './english-phrases';
import { HunspellWasm, type HunspellRuntime, type HunspellSpeller } from './hunspell';
import { HunspellChecker, alphabetFromAff, type HunspellCheckerOptions } from './hunspell-checker';
import { takeWholeWordReplacements } from './whole-word-replacements';
import { placed } from '../model/paragraph-cache';
import { KeptUnlessFailed } from '@/lib/kept-unless-failed';
import { upperFirst } from '../model/letter-case';

/** The rules' findings on a text (see {@link LocalEngine.ruleFindings}). */
interface RuleFindings {
  english: Suggestion[];
  language: Suggestion[];
  generic: Suggestion[];
}

/** Byte progress of an asset download. */
export type LoadProgress = (loaded: number, total: number | undefined) => void;

/** Characters of the first part of a long English text that harper lints alone: about 450 words, 0.7 s the first time. */
const FIRST_PART_CHARS = 3_000;
/** Characters of each further part: about 2,200 words. */
const PART_CHARS = 15_000;

/**
 * The parts of `text` harper lints one after another, as [start, end) ranges cut after a blank
 * line (else a line break) near {@link FIRST_PART_CHARS}, then {@link PART_CHARS}. harper's lint
 * of a long text takes seconds (the English handbook's 59,000 characters pasted in Chromium: its
 * findings came 4.9–5.0 s after the paste), so the first paragraphs' findings are shown first
 * (2.6 s after the paste, the whole result 5.1–5.3 s), and a newer check waits for one part at
 * most. harper's rules stop at a paragraph's end. A text without a break there is one part.
 */
export function textParts(text: string, first = FIRST_PART_CHARS, next = PART_CHARS): Array<[start: number, end: number]> {
  const parts: Array<[number, number]> = [];
  let start = 0;
  let size = first;
  while (text.length - start > size + size / 2) {
    const limit = start + size;
    const blank = text.lastIndexOf('\n\n', limit);
    const line = text.lastIndexOf('\n', limit);
    const end = blank > start ? blank + 2 : line > start ? line + 1 : -1;
    if (end < 0) break;
    parts.push([start, end]);
    start = end;
    size = next;
  }
  parts.push([start, text.length]);
  return parts;
}

/** Where the local engine gets its assets from (browser: our static files; Node: node_modules). */
export interface LocalAssetSource {
  /**
   * harper set up for English, `onProgress` hearing of its WASM's download. In the browser it
   * runs in a worker of its own, so that the second its dictionary takes to build holds neither
   * the interim spelling nor the other languages' checks.
   */
  harper(dialect: HarperDialect, ranks: Promise<FrequencyRanks | undefined>, onProgress: LoadProgress, signal?: AbortSignal): Promise<EnglishChecker>;
  /** The Hunspell Emscripten runtime for this environment. */
  hunspellRuntime(): Promise<HunspellRuntime>;
  /**
   * A dictionary: its .aff bytes, and its word list in one or more parts (./dictionary-parts.ts),
   * each a .dic of its own, yielded as soon as it has arrived.
   */
  dictionary(id: DictionaryId, onProgress: LoadProgress, signal?: AbortSignal): Promise<{ aff: Uint8Array; parts: AsyncIterable<Uint8Array> }>;
  /** A frequency list (one word per line, most frequent first), or null when unavailable. */
  frequencyList(id: FrequencyListId, signal?: AbortSignal): Promise<string | null>;
}

export interface LocalEngineOptions {
  /** Hunspell dictionaries kept in memory at once (default 1: each takes 20–100 MB). */
  maxDictionaries?: number;
  /** Passed to every {@link HunspellChecker}. */
  hunspell?: HunspellCheckerOptions;
  /**
   * harper is released when another language is checked this long after the last English check
   * (default 180,000 ms): its ~230 MB never shrink, and a visitor who moved on to Polish would
   * carry them for as long as the page is open. Coming back costs harper's second of set-up,
   * with interim spelling meanwhile.
   */
  harperIdleMs?: number;
  /**
   * Time for finding replacements in a live check (`CheckOptions.live`), in ms (default 50): the
   * marks of a pause in typing are due within 150 ms, and the page asks for the replacements left out.
   */
  liveSuggestionBudgetMs?: number;
  /** Characters of the first and of each further part of a long English text ({@link textParts}); default 3,000 and 15,000. */
  harperPartChars?: readonly [first: number, next: number];
  /** The clock (tests). */
  now?: () => number;
}

export class LocalEngine implements GrammarEngine {
  private readonly assets: LocalAssetSource;
  private readonly maxDictionaries: number;
  private readonly hunspellOptions: HunspellCheckerOptions;
  private readonly harper = new KeptUnlessFailed<EnglishChecker>();
  /** harper has been set up (in this engine's lifetime): checks need no interim dictionary. */
  private harperReady = false;
  private readonly harperIdleMs: number;
  private readonly liveSuggestionBudgetMs: number;
  private readonly harperPartChars: readonly [number, number];
  private readonly now: () => number;
  /** When English was last checked or preloaded. */
  private harperUsedAt = 0;
  private readonly hunspellRuntime = new KeptUnlessFailed<HunspellRuntime>();
  /** Hunspell's instance for the dictionaries of {@link checkers}. */
  private readonly hunspellWasm = new KeptUnlessFailed<HunspellWasm>();
  /**
   * The English dictionary checking spelling while harper loads, on a Hunspell instance of its
   * own: dropped once harper is ready, it takes its WASM memory with it (a WASM memory never
   * shrinks) and never evicts another language's dictionary.
   */
  private interim: { id: DictionaryId; checker: Promise<HunspellChecker> } | undefined;
  private readonly checkers = new Map<DictionaryId, Promise<HunspellChecker>>();
  private readonly frequency = new Map<FrequencyListId, Promise<FrequencyRanks | undefined>>();
  /** The progress listeners of the checks running now: each hears of every asset loading. */
  private readonly progressListeners = new Set<ProgressListener>();
  private readonly loads = new Map<string, { loaded: number; total: number | undefined }>();

  constructor(assets: LocalAssetSource, options: LocalEngineOptions = {}) {
    this.assets = assets;
    this.maxDictionaries = Math.max(1, options.maxDictionaries ?? 1);
    this.hunspellOptions = options.hunspell ?? {};
    this.harperIdleMs = options.harperIdleMs ?? 180_000;
    this.liveSuggestionBudgetMs = options.liveSuggestionBudgetMs ?? 50;
    this.harperPartChars = options.harperPartChars ?? [FIRST_PART_CHARS, PART_CHARS];
    this.now = options.now ?? Date.now;
  }

  /** Every offered language: those without local spelling still get the generic rules. */
  supports(language: string): boolean {
    return grammarLanguage(language) !== undefined;
  }

  async check(text: string, language: string, signal?: AbortSignal, onProgress?: ProgressListener, options?: CheckOptions): Promise<Suggestion[]> {
    // Only the caller cancels: checks are independent of each other.
    const cancel = signal ?? new AbortController().signal;
    if (onProgress) this.progressListeners.add(onProgress);
    try {
      const info = grammarLanguage(language);
      if (!info) throw new GrammarCheckError({ kind: 'unsupported', language });
      throwIfAborted(cancel);
      const personal = new PersonalDictionary(options?.personalWords ?? []);
      // Spelling is checked on the words as the dictionaries write them (see spelling-view.ts).
      const view = spellingView(text);
      const spelling: Suggestion[] = [];
      let isWord: ((word: string) => boolean) | undefined;
      let english: readonly ParagraphSpan[] = [];
      // Found once per check, when first needed (the language's rules with the dictionary's words, where one is loaded).
      let ruleResults: RuleFindings | undefined;
      const rules = (words?: (word: string) => boolean, english: readonly ParagraphSpan[] = []) => (ruleResults ??= this.ruleFindings(text, info, language, options, words, english));
      if (info.local.spelling !== 'harper') this.releaseIdleHarper();
      if (info.local.spelling === 'harper') {
        const harperLoad = this.loadHarper(info);
        let interim: Suggestion[] | null = null;
        if (onProgress && info.interimDictionary && !this.harperReady) {
          interim = await this.interimSpelling(info.interimDictionary, harperLoad, view.text, personal, cancel);
          if (interim) onProgress({ phase: 'interim', kind: 'spelling', suggestions: this.withRules(text, view, interim, rules(), options) });
        }
        const harper = await untilAborted(harperLoad, cancel);
        // A long text is linted in parts, and what is known is shown after each: harper's findings
        // on the parts done, the interim spelling findings on the rest.
        const onPart = onProgress
          ? (done: readonly Suggestion[], upTo: number) => {
              const rest = interim?.filter((s) => s.offset >= upTo) ?? [];
              onProgress({ phase: 'interim', kind: rest.length > 0 ? 'spelling' : 'part', suggestions: this.withRules(text, view, [...done, ...rest], rules(), options) });
            }
          : undefined;
        spelling.push(...(await this.harperCheck(harperLoad, harper, view.text, info, options?.personalWords ?? [], cancel, onProgress, onPart)));
      } else if (info.local.spelling === 'hunspell' && info.dictionary) {
        const checker = await untilAborted(this.loadHunspell(info.dictionary, info.frequencyList), cancel);
        throwIfAborted(cancel);
        onProgress?.({ phase: 'checking' });
        spelling.push(...checker.check(view.text, (word) => personal.has(word), options?.live ? this.liveSuggestionBudgetMs : undefined));
        isWord = (word) => checker.isLanguageWord(spellingForm(word)) || personal.has(word);
        english = checker.englishParagraphs(text);
      } else {
        onProgress?.({ phase: 'checking' });
      }
      throwIfAborted(cancel);
      return this.withRules(text, view, spelling, rules(isWord, english), options);
    } finally {
      if (onProgress) this.progressListeners.delete(onProgress);
    }
  }

  /**
   * The rules' findings on `text` (English learner rules where harper checks, the language's
   * rules, the generic rules): they do not depend on the spelling findings, so a check that shows
   * findings several times (interim, parts of a long text) finds them once. `isWord` tells the
   * language's rules which words its dictionary knows, where one is loaded; they leave the
   * paragraphs in `english` alone (an English passage in a French text takes no French spaces).
   */
  private ruleFindings(text: string, info: GrammarLanguage, language: string, options: CheckOptions | undefined, isWord: ((word: string) => boolean) | undefined, english: readonly ParagraphSpan[]): RuleFindings {
    const picky = options?.picky ?? false;
    const inEnglish = (s: Suggestion) => english.some(([start, end]) => start <= s.offset && s.offset < end);
    return {
      // Textbook learner errors harper does not report (see english-rules.ts).
      english: info.local.spelling === 'harper' ? checkEnglishRules(text) : [],
      language: checkLanguageRules(text, language, { picky, ...(isWord && { isWord }) }).filter((s) => !inEnglish(s)),
      generic: checkGenericRules(text, language),
    };
  }

  /**
   * The findings of `text`: its spelling findings (made on `view`) with the rules' findings
   * ({@link ruleFindings}) where no spelling finding covers them, and the user's preferences applied.
   */
  private withRules(text: string, view: SpellingView, spelling: readonly Suggestion[], rules: RuleFindings, options?: CheckOptions): Suggestion[] {
    const picky = options?.picky ?? false;
    const found = (view.text === text ? [...spelling] : spelling.map((s) => inOriginal(s, view, text))).filter((s) => picky || !HARPER_PICKY_RULES.has(s.ruleId));
    found.push(...withoutOverlaps(rules.english, found));
    // The language's own rules know better than a spelling finding inside their span ("poszłem").
    const specific = withoutOverlaps(rules.language, found.filter((f) => f.category !== 'misspelling'));
    const kept = found.filter((f) => f.category !== 'misspelling' || !specific.some((s) => s.offset <= f.offset && f.offset + f.length <= s.offset + s.length));
    found.splice(0, found.length, ...kept, ...specific);
    const generic = rules.generic;
    const agreed = withAgreedSentenceStarts(found, generic);
    return finalizeSuggestions(applyUserPreferences([...agreed, ...withoutOverlaps(generic, agreed)], options));
  }

  /**
   * The spelling findings of the interim dictionary `id` on `text`, when it is ready before
   * harper (`harper`) is; null when harper is ready first or the dictionary cannot be had (the
   * check then waits for harper, as it would without it). The dictionary loads alongside
   * harper: harper's download and compilation leave this thread free (on a first visit they
   * take seconds), but the building of its dictionary holds it for about a second, and a check
   * that arrives then waits for harper.
   */
  private async interimSpelling(id: DictionaryId, harper: Promise<EnglishChecker>, text: string, personal: PersonalDictionary, signal: AbortSignal): Promise<Suggestion[] | null> {
    const first = Promise.race([this.loadInterim(id), harper.then(() => null)]).catch(() => null);
    const checker = await untilAborted(first, signal);
    // Checked now, synchronously: harper becoming ready frees the interim dictionaries.
    if (!checker || this.harperReady) return null;
    // Under harper's spelling rule, the one English spelling has: ignoring it once or for good,
    // and the card of a word harper flags too, are the same for both.
    return checker.check(text, (word) => personal.has(word)).map((s) => ({ ...s, id: `local:${SPELL_CHECK_RULE}:${s.offset}:${s.length}`, ruleId: SPELL_CHECK_RULE }));
  }

  /**
   * harper's findings on `text`. A harper that fails (its worker crashed, its WASM trapped) is
   * not asked again: the next English check sets up a new one.
   */
  private async harperCheck(
    load: Promise<EnglishChecker>,
    harper: EnglishChecker,
    text: string,
    info: GrammarLanguage,
    personalWords: readonly string[],
    cancel: AbortSignal,
    onProgress: ProgressListener | undefined,
    onPart?: (done: readonly Suggestion[], upTo: number) => void,
  ): Promise<Suggestion[]> {
    try {
      await harper.setDialect(info.harperDialect ?? 'American');
      await harper.setPersonalWords(personalWords);
      throwIfAborted(cancel);
      onProgress?.({ phase: 'checking' });
      const parts = textParts(text, ...this.harperPartChars);
      const found: Suggestion[] = [];
      for (const [i, [start, end]] of parts.entries()) {
        // A check that a newer one replaced stops here: the newer waits for one part at most.
        throwIfAborted(cancel);
        for (const s of await harper.check(text.slice(start, end))) found.push(start === 0 ? s : placed(s, start));
        if (i < parts.length - 1) onPart?.(found, end);
      }
      return found;
    } catch (error) {
      if (!isAbortError(error) && this.harper.current === load) this.releaseHarper();
      throw error;
    }
  }

  /** Releases harper when English has not been checked for {@link LocalEngineOptions.harperIdleMs}. */
  private releaseIdleHarper(): void {
    if (this.harper.current && this.now() - this.harperUsedAt >= this.harperIdleMs) this.releaseHarper();
  }

  /** Drops harper (its worker ends, and its memory with it); the next English check sets up a new one. */
  private releaseHarper(): void {
    const harper = this.harper.take();
    this.harperReady = false;
    harper?.then((h) => h.dispose()).catch(() => {});
  }

  /**
   * Spelling suggestions for one word (for findings that got none within the time budget).
   * English findings always carry harper's suggestions, so this answers `[]` for English.
   */
  async suggest(word: string, language: string): Promise<string[]> {
    const info = grammarLanguage(language);
    if (info?.local.spelling !== 'hunspell' || !info.dictionary) return [];
    const checker = await this.loadHunspell(info.dictionary, info.frequencyList);
    return checker.suggest(spellingForm(word));
  }

  /** Starts loading what `language` needs, so the first check does not wait (errors surface at check time). */
  preload(language: string): void {
    const info = grammarLanguage(language);
    if (!info) return;
    const ignore = () => {};
    if (info.local.spelling === 'harper') {
      this.loadHarper(info).catch(ignore);
      // A check made before harper is ready gets interim findings at once.
      if (info.interimDictionary && !this.harperReady) this.loadInterim(info.interimDictionary).catch(ignore);
    }
    else if (info.local.spelling === 'hunspell' && info.dictionary) this.loadHunspell(info.dictionary, info.frequencyList).catch(ignore);
  }

  /** Frees harper's linter and every dictionary. */
  async dispose(): Promise<void> {
    const harper = this.harper.take();
    this.harperReady = false;
    const checkers = [...this.checkers.values()];
    this.checkers.clear();
    this.dropInterim();
    await Promise.allSettled([harper?.then((h) => h.dispose()), ...checkers.map((c) => c.then((checker) => checker.dispose()))]);
  }

  private loadHarper(info: GrammarLanguage): Promise<EnglishChecker> {
    this.harperUsedAt = this.now();
    // A failed load (offline…) is forgotten: the next check tries again.
    return this.harper.get(async () => {
      const checker = await this.assets.harper(info.harperDialect ?? 'American', this.loadFrequency('en'), this.reporter('harper'));
      this.harperReady = true;
      this.dropInterim();
      return checker;
    });
  }

  /** The interim dictionary `id` (see {@link interim}), loading or loaded; another one is dropped. */
  private loadInterim(id: DictionaryId): Promise<HunspellChecker> {
    if (this.interim?.id === id) return this.interim.checker;
    this.dropInterim();
    const checker = this.createHunspellChecker(id, 'en', this.runtime().then((runtime) => HunspellWasm.instantiate(runtime)));
    const interim = { id, checker };
    this.interim = interim;
    checker.catch(() => {
      if (this.interim === interim) this.interim = undefined;
    });
    return checker;
  }

  private dropInterim(): void {
    const interim = this.interim;
    this.interim = undefined;
    interim?.checker.then((c) => c.dispose()).catch(() => {});
  }

  /** The Hunspell runtime (its code and compiled binary), loaded once; a failed load is tried again. */
  private runtime(): Promise<HunspellRuntime> {
    return this.hunspellRuntime.get(() => this.assets.hunspellRuntime());
  }

  private loadHunspell(id: DictionaryId, frequencyList: FrequencyListId | undefined): Promise<HunspellChecker> {
    let checker = this.checkers.get(id);
    if (checker) {
      // Most recently used last.
      this.checkers.delete(id);
      this.checkers.set(id, checker);
      return checker;
    }
    // Nor is a failed start kept: offline at the first check, every language would fail until a reload.
    const wasm = this.hunspellWasm.get(() => this.runtime().then((runtime) => HunspellWasm.instantiate(runtime)));
    const load = this.createHunspellChecker(id, frequencyList, wasm);
    checker = load;
    this.checkers.set(id, checker);
    load.catch(() => {
      if (this.checkers.get(id) === load) this.checkers.delete(id);
    });
    while (this.checkers.size > this.maxDictionaries) {
      const [oldestId, oldest] = this.checkers.entries().next().value as [DictionaryId, Promise<HunspellChecker>];
      this.checkers.delete(oldestId);
      oldest.then((c) => c.dispose()).catch(() => {});
    }
    return checker;
  }

  /** Loads dictionary `id` into a speller of `wasm`, with its frequency list for ranking. */
  private async createHunspellChecker(id: DictionaryId, frequencyList: FrequencyListId | undefined, wasm: Promise<HunspellWasm>): Promise<HunspellChecker> {
    const ranks = frequencyList ? this.loadFrequency(frequencyList) : Promise.resolve(undefined);
    // English loanwords (hardware, online) are words of every Latin-script language's texts.
    const english = takesEnglishLoanwords(id) ? this.loadFrequency('en') : Promise.resolve(undefined);
    const { aff: served, parts } = await this.assets.dictionary(id, this.reporter(`dictionary:${id}`));
    // The checker proposes the whole-word replacements itself (./whole-word-replacements.ts).
    const { aff, replacements } = takeWholeWordReplacements(served);
    const runtime = await wasm;
    // Hunspell parses each part while the next one downloads.
    let speller: HunspellSpeller | undefined;
    try {
      for await (const part of parts) {
        if (speller) speller.addDictionary(part);
        else speller = runtime.createSpeller(aff, part);
      }
    } catch (error) {
      speller?.dispose();
      throw error;
    }
    if (!speller) throw new Error(`The dictionary ${id} has no word list`);
    const englishRanks = await english;
    return new HunspellChecker(speller, id, await ranks, { alphabet: alphabetFromAff(aff), wholeWordReplacements: replacements, ...(englishRanks && { englishRanks }), ...this.hunspellOptions });
  }

  private loadFrequency(id: FrequencyListId): Promise<FrequencyRanks | undefined> {
    let ranks = this.frequency.get(id);
    if (!ranks) {
      // Ranking without frequencies still works: a missing list must not fail a check.
      ranks = this.assets.frequencyList(id).then(
        (text) => (text ? parseFrequencyList(text) : undefined),
        () => undefined,
      );
      this.frequency.set(id, ranks);
    }
    return ranks;
  }

  /** A progress callback for one asset that reports the sum over all assets loading now. */
  private reporter(key: string): LoadProgress {
    return (loaded, total) => {
      this.loads.set(key, { loaded, total });
      let sumLoaded = 0;
      let sumTotal: number | undefined = 0;
      for (const entry of this.loads.values()) {
        sumLoaded += entry.loaded;
        sumTotal = entry.total === undefined || sumTotal === undefined ? undefined : sumTotal + entry.total;
      }
      if (total !== undefined && loaded >= total) this.loads.delete(key);
      const progress = { phase: 'loading', loaded: sumLoaded, ...(sumTotal !== undefined ? { total: sumTotal } : {}) } as const;
      for (const listener of this.progressListeners) listener(progress);
    };
  }
}

/** `finding`, made on the spelling view of `text`, placed on `text` as written. */
function inOriginal(finding: Suggestion, view: SpellingView, text: string): Suggestion {
  const { start, end } = view.toOriginal(finding.offset, finding.offset + finding.length);
  return { ...finding, id: `local:${finding.ruleId}:${start}:${end - start}`, offset: start, length: end - start, original: text.slice(start, end) };
}

const HARPER_SENTENCE_CAPITALIZATION = `${HARPER_RULE_PREFIX}SentenceCapitalization`;

/**
 * `found` agreed with the generic rule on where sentences start:
 * - harper's capital-letter findings only where the generic rule sees a sentence start: harper
 *   takes every paragraph for a sentence, so list items after a colon or semicolon
 *   ("…goals:\n\nreducing costs;") and domain names ("Korben.info") were flagged. The generic
 *   rule knows lists, preambles and abbreviations, and its finding at the same word is the one kept;
 * - a misspelt word that starts a sentence gets capitalised replacements ("teh cat." → "The") and
 *   no capital-letter finding of its own, here or from the generic rule ({@link withoutOverlaps}):
 *   one card fixes both, and a lower-case word no dictionary knows, mostly a program's name
 *   ("ctags refers to…"), is not told to take a capital.
 */
function withAgreedSentenceStarts(found: readonly Suggestion[], generic: readonly Suggestion[]): Suggestion[] {
  const starts = new Set(generic.filter((g) => g.ruleId === GENERIC_RULE_IDS.sentenceStartCase).map((g) => g.offset));
  const misspelt = new Set(found.filter((f) => f.category === 'misspelling').map((f) => f.offset));
  return found
    .filter((f) => f.ruleId !== HARPER_SENTENCE_CAPITALIZATION || (starts.has(f.offset) && !misspelt.has(f.offset)))
    .map((f) => (f.category === 'misspelling' && starts.has(f.offset) ? { ...f, replacements: f.replacements.map(upperFirst) } : f));
}

/**
 * Findings of `generic` that no finding of `found` already covers. Any overlap counts: harper's
 * own repeated-word and spacing rules classify differently, and a casing fix on a misspelt
 * word would only carry the misspelling along.
 */
function withoutOverlaps(generic: Suggestion[], found: readonly Suggestion[]): Suggestion[] {
  return generic.filter((g) => !found.some((f) => f.offset < g.offset + Math.max(g.length, 1) && g.offset < f.offset + Math.max(f.length, 1)));
}

/** Waits for `promise` unless `signal` aborts first (the work itself goes on, for the next check). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(abortedError());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortedError());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** Whether dictionary `id` is of a Latin-script language other than English (whose texts take English loanwords). */
function takesEnglishLoanwords(id: DictionaryId): boolean {
  const language = GRAMMAR_LANGUAGES.find((l) => l.dictionary === id);
  return language !== undefined && language.script === 'Latn' && language.harperDialect === undefined && !id.startsWith('en');
}
