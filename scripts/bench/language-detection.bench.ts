/**
 * Language detection on the device: npm `eld` (2.1.0, its `extrasmall` and `small` n-gram
 * databases), `tinyld` (1.3.4, `light` and `normal`) and `franc-min` (6.2.0), compared on the
 * site's 17 languages.
 *
 *   npx tsx scripts/bench/language-detection.bench.ts
 *
 * Texts: the site's own translated messages (messages/{locale}.json, written by people for each
 * locale), placeholders and markup removed. Short: every message of one or two sentences with at
 * least 6 words (Japanese: 15 characters); medium: 6 consecutive such messages joined (≈ 60–100
 * words). Each detector is limited to the 17 languages (every one of them can be: `eld`'s
 * `setLanguageSubset`, tinyld's and franc's `only`), as the checker would use it.
 *
 * Reported per detector: top-1 accuracy on short and medium texts, the accuracy and share of
 * short texts among those the detector calls reliable (what the checker would offer to switch
 * on), the median time per short text, and the size of its bundle (esbuild, minified, gzip -9).
 * `eld extrasmall +all` is limited to the site's languages and every language the checker offers (Catalan, Slovak,
 * Danish… too), the set the checker detects among. `run()` returns the numbers.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { grammarLanguageFor, loadGrammarLanguageDetector, suggestedLanguage } from '@/features/grammar-checker/model/language-suggestion';
import type { LanguageDetector } from '@/lib/text/language-detection';
import { GRAMMAR_LANGUAGES, baseLanguage } from '@/features/grammar-checker/model/languages';
import { countWords } from '@/lib/text/tokenize';
import { median } from './stats';

/** The site's locales (ISO 639-1), which are also the languages compared. */
export const SITE_LANGUAGES = ['bg', 'cs', 'de', 'el', 'en', 'es', 'fr', 'hu', 'it', 'ja', 'nl', 'pl', 'pt', 'ro', 'ru', 'sv', 'uk'] as const;

/** ISO 639-3 codes franc answers with. */
const ISO3: Readonly<Record<string, string>> = {
  bg: 'bul', cs: 'ces', de: 'deu', el: 'ell', en: 'eng', es: 'spa', fr: 'fra', hu: 'hun', it: 'ita',
  ja: 'jpn', nl: 'nld', pl: 'pol', pt: 'por', ro: 'ron', ru: 'rus', sv: 'swe', uk: 'ukr',
};
const fromIso3 = new Map(Object.entries(ISO3).map(([two, three]) => [three, two]));

export interface Sample {
  language: string;
  text: string;
}

function messageStrings(locale: string): string[] {
  const messages = JSON.parse(readFileSync(join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as unknown;
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') out.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(messages);
  // ICU arguments, plurals and rich-text tags are not prose.
  return out.filter((s) => !/[{}<>]/.test(s)).map((s) => s.trim());
}

/** Short and medium samples of every site language, from its messages. */
export function detectionSamples(): { short: Sample[]; medium: Sample[] } {
  const short: Sample[] = [];
  const medium: Sample[] = [];
  for (const language of SITE_LANGUAGES) {
    const long = messageStrings(language).filter((s) => (language === 'ja' ? s.length >= 15 : countWords(s, language) >= 6));
    short.push(...long.map((text) => ({ language, text })));
    for (let i = 0; i + 6 <= long.length; i += 6) medium.push({ language, text: long.slice(i, i + 6).join(' ') });
  }
  return { short, medium };
}

/** A detector under test: its answer (ISO 639-1 or '') and whether it calls the answer reliable. */
interface Detector {
  name: string;
  /** The module the bundle size is measured for. */
  entry: string;
  detect(text: string): { language: string; reliable: boolean };
}

async function detectors(): Promise<Detector[]> {
  const subset = [...SITE_LANGUAGES];
  const eldDetector = async (size: 'extrasmall' | 'small', languages: string[] = subset, label = ''): Promise<Detector> => {
    const { eld } = (await import(`eld/${size}`)) as typeof import('eld/small');
    const instance = eld.newInstance();
    instance.setLanguageSubset(languages);
    return {
      name: `eld ${size}${label}`,
      entry: `eld/${size}`,
      detect: (text) => {
        const result = instance.detect(text);
        return { language: result.language, reliable: result.isReliable() };
      },
    };
  };
  const tinyldDetector = async (variant: 'light' | 'normal'): Promise<Detector> => {
    const { detectAll } = (await import(variant === 'light' ? 'tinyld/light' : 'tinyld')) as typeof import('tinyld');
    return {
      name: `tinyld ${variant}`,
      entry: variant === 'light' ? 'tinyld/light' : 'tinyld',
      detect: (text) => {
        const [first, second] = detectAll(text, { only: subset });
        // tinyld gives no reliability flag: a clear lead over the runner-up stands in for it.
        return { language: first?.lang ?? '', reliable: first !== undefined && first.accuracy - (second?.accuracy ?? 0) >= 0.2 };
      },
    };
  };
  const { francAll } = await import('franc-min');
  const only = subset.map((l) => ISO3[l] as string);
  const franc: Detector = {
    name: 'franc-min',
    entry: 'franc-min',
    detect: (text) => {
      const [first, second] = francAll(text, { only, minLength: 3 });
      const language = first && first[0] !== 'und' ? (fromIso3.get(first[0]) ?? '') : '';
      // Scores are relative (the best is 1): a clear gap to the runner-up stands in for reliability.
      return { language, reliable: language !== '' && 1 - (second?.[1] ?? 0) >= 0.1 };
    },
  };
  // The checker offers more languages than the site has locales: Catalan, Slovak, Danish…
  const grammarBases = [...new Set([...subset, ...GRAMMAR_LANGUAGES.map((l) => baseLanguage(l.code))])];
  return [await eldDetector('extrasmall'), await eldDetector('extrasmall', grammarBases, ' +all'), await eldDetector('small'), await tinyldDetector('light'), await tinyldDetector('normal'), franc];
}

/** gzip -9 size of `entry` bundled for the browser and minified. */
async function bundledGzipBytes(entry: string): Promise<number> {
  const result = await build({
    stdin: { contents: `export * from '${entry}';`, resolveDir: process.cwd() },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  return gzipSync(result.outputFiles[0]?.contents ?? new Uint8Array(), { level: 9 }).length;
}

export interface DetectorResult {
  name: string;
  shortAccuracy: number;
  mediumAccuracy: number;
  /** Share of short texts called reliable, and the accuracy among them. */
  shortReliableShare: number;
  shortReliableAccuracy: number;
  /** Median time per short text, ms. */
  shortMedianMs: number;
  gzipKB: number;
  /** Short-text accuracy per language. */
  perLanguage: Record<string, number>;
}

function accuracy(detector: Detector, samples: readonly Sample[]) {
  let right = 0;
  let reliable = 0;
  let reliableRight = 0;
  const times: number[] = [];
  const perLanguage = new Map<string, { n: number; right: number }>();
  for (const sample of samples) {
    const t0 = performance.now();
    const answer = detector.detect(sample.text);
    times.push(performance.now() - t0);
    const ok = answer.language === sample.language;
    const entry = perLanguage.get(sample.language) ?? { n: 0, right: 0 };
    entry.n++;
    if (ok) {
      right++;
      entry.right++;
    }
    if (answer.reliable) {
      reliable++;
      if (ok) reliableRight++;
    }
    perLanguage.set(sample.language, entry);
  }
  return {
    accuracy: right / samples.length,
    reliableShare: reliable / samples.length,
    reliableAccuracy: reliable === 0 ? NaN : reliableRight / reliable,
    medianMs: median(times),
    perLanguage: Object.fromEntries([...perLanguage].map(([language, { n, right: r }]) => [language, r / n])),
  };
}

/** Offer rates of the checker's rule (model/language-suggestion.ts) at a mixed-text score ratio. */
interface OfferRates {
  ratio: number;
  /** One-language texts, another language chosen: share offered the right language (higher is better). */
  rightOffers: number;
  /** Share offered a wrong language. */
  wrongOffers: number;
  /** One sentence of the chosen language followed by one of another: share offered anything (lower is better). */
  mixedOffers: number;
  /** Texts in the chosen language: share offered anything (lower is better). */
  falseOffers: number;
}

function offerRates(short: readonly Sample[], ratio: number, detectLanguage: LanguageDetector): OfferRates {
  // Only languages the checker could switch to count.
  const offerable = short.filter((s) => grammarLanguageFor(s.language) !== undefined);
  const otherThan = (language: string) => (language === 'en' ? 'de-DE' : 'en-US');
  let right = 0;
  let wrong = 0;
  let falseOffers = 0;
  for (const s of offerable) {
    const detected = detectLanguage(s.text);
    const offer = suggestedLanguage(s.text, otherThan(s.language), detected, ratio);
    if (offer !== null && baseLanguage(offer) === s.language) right++;
    else if (offer !== null) wrong++;
    if (suggestedLanguage(s.text, grammarLanguageFor(s.language) as string, detected, ratio) !== null) falseOffers++;
  }
  // Mixed: each text followed by a text of the next language in the list, the first one chosen.
  let mixed = 0;
  let mixedTotal = 0;
  const byLanguage = new Map<string, Sample[]>();
  for (const s of offerable) byLanguage.set(s.language, [...(byLanguage.get(s.language) ?? []), s]);
  const languages = [...byLanguage.keys()];
  for (const [i, language] of languages.entries()) {
    const own = byLanguage.get(language) ?? [];
    const other = byLanguage.get(languages[(i + 1) % languages.length] as string) ?? [];
    for (let k = 0; k < Math.min(own.length, other.length); k++) {
      const text = `${own[k]?.text} ${other[k]?.text}`;
      mixedTotal++;
      if (suggestedLanguage(text, grammarLanguageFor(language) as string, detectLanguage(text), ratio) !== null) mixed++;
    }
  }
  const n = offerable.length;
  return { ratio, rightOffers: right / n, wrongOffers: wrong / n, mixedOffers: mixed / mixedTotal, falseOffers: falseOffers / n };
}

export async function run(): Promise<{ detectors: DetectorResult[]; offers: OfferRates[] }> {
  const { short, medium } = detectionSamples();
  console.log(`Language detection: ${short.length} short texts, ${medium.length} medium texts in ${SITE_LANGUAGES.length} languages`);
  const results: DetectorResult[] = [];
  for (const detector of await detectors()) {
    // Warm-up: the first calls build lookup tables.
    short.slice(0, 50).forEach((s) => detector.detect(s.text));
    const s = accuracy(detector, short);
    const m = accuracy(detector, medium);
    results.push({
      name: detector.name,
      shortAccuracy: s.accuracy,
      mediumAccuracy: m.accuracy,
      shortReliableShare: s.reliableShare,
      shortReliableAccuracy: s.reliableAccuracy,
      shortMedianMs: s.medianMs,
      gzipKB: (await bundledGzipBytes(detector.entry)) / 1024,
      perLanguage: s.perLanguage,
    });
  }
  const pct = (x: number) => (Number.isNaN(x) ? '   –  ' : `${(100 * x).toFixed(1).padStart(5)}%`);
  console.log('  detector          short    medium   reliable (share / accuracy)   ms/short   gzip');
  for (const r of results) {
    console.log(
      `  ${r.name.padEnd(16)} ${pct(r.shortAccuracy)}  ${pct(r.mediumAccuracy)}   ${pct(r.shortReliableShare)} / ${pct(r.shortReliableAccuracy)}          ${r.shortMedianMs.toFixed(3).padStart(6)}   ${r.gzipKB.toFixed(0).padStart(4)} KB`,
    );
  }
  console.log('  short-text accuracy per language:');
  console.log(`  ${''.padEnd(16)} ${SITE_LANGUAGES.map((l) => l.padStart(4)).join('')}`);
  for (const r of results) console.log(`  ${r.name.padEnd(16)} ${SITE_LANGUAGES.map((l) => String(Math.round(100 * (r.perLanguage[l] ?? 0))).padStart(4)).join('')}`);
  const detectLanguage = await loadGrammarLanguageDetector();
  const offers = [0.6, 0.7, 0.75, 0.8, 0.9, 1.01].map((ratio) => offerRates(short, ratio, detectLanguage));
  console.log('  the checker\'s offer to switch (eld extrasmall, short texts; mixed = one sentence of the chosen language + one of another):');
  console.log('  mixed ratio   right offer   wrong offer   offer on mixed   offer in chosen language');
  for (const o of offers) {
    console.log(`  ${o.ratio.toFixed(2).padStart(11)}   ${pct(o.rightOffers).padStart(11)}   ${pct(o.wrongOffers).padStart(11)}   ${pct(o.mixedOffers).padStart(14)}   ${pct(o.falseOffers).padStart(10)}`);
  }
  return { detectors: results, offers };
}

if (require.main === module) {
  run().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
