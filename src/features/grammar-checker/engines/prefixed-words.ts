/**
 * Words made with a prefix that a Romance-language dictionary does not list. Spanish, French,
 * Italian, Portuguese, Catalan and Romanian join their prefixes to the word ("preconfiguración",
 * "superutilisateur", "multidisque", "preconfigura") and coin such words freely, so that edited
 * technical text is full of them: in the Debian Installation Guide's translations they were the
 * most frequent words flagged that are not English or names ("préconfiguration" 74 times in
 * French, "preconfiguración" 92 times in Spanish). A word the dictionary rejects is accepted here
 * when it is one of the language's prefixes joined by its spelling rules to a word the dictionary
 * knows of at least {@link MIN_BASE} letters. The checker still flags it when it is one letter from
 * a listed word (a typo of "reconfigurer" that happens to read re + word).
 *
 * Sources, for the prefixes and how they join:
 * - es: RAE and ASALE, *Ortografía de la lengua española* (2010), § 4.1.1.1 (prefixes are written
 *   joined to a one-word base: "superusuario", "antiinflamatorio"; an r after a vowel is doubled:
 *   "antirrobo", "autorretrato").
 * - fr: *Les rectifications de l'orthographe* (Conseil supérieur de la langue française, 1990),
 *   and the Office québécois de la langue française, *Banque de dépannage linguistique*, « Trait
 *   d'union avec les préfixes »: joined ("autoentrepreneur", "surdimensionné"), with a hyphen
 *   where two identical vowels would meet ("anti-inflammatoire"), and always for "sous-", "non-",
 *   "ex-", which are left out here; "ré-" joins before é ("réécrire").
 * - it: Accademia della Crusca and Treccani, *prefissi*: joined ("preinstallato", "riavviare").
 * - pt: *Acordo Ortográfico* (1990), Base XVI: a hyphen before h and where the prefix ends in the
 *   vowel the word begins with ("micro-ondas"), and after a prefix in -r before r
 *   ("inter-regional") and "sub" before b or r; otherwise joined, an r or s after a vowel doubled
 *   ("autorregulação", "contrassenha"). The stressed "pré-", "pós-", "pró-" always take a hyphen
 *   and are left out.
 * - ca: Institut d'Estudis Catalans, *Ortografia catalana* (2017), § on prefixes: joined
 *   ("preinstal·lació", "superusuari"). Where a base begins with r or s after a vowel the rule is
 *   left to the dictionary (not accepted here).
 * - ro: Academia Română, *DOOM2* (2005): prefixes are joined ("preconfigura", "reinstala").
 */

/** What an r or an s that begins a base becomes after a prefix ending in a vowel: doubled ("autorretrato"), kept, or not judged (left to the dictionary). */
type AfterVowel = 'doubled' | 'kept' | 'unjudged';

interface PrefixRules {
  /** The prefixes, as written before a base. */
  prefixes: readonly string[];
  /** How a base that begins with the vowel the prefix ends in is joined: as it is, or not at all (a hyphen is needed). */
  sameVowel: 'joined' | 'hyphen';
  afterVowel: { r: AfterVowel; s: AfterVowel };
  /** A base beginning with h takes a hyphen (pt "anti-higiénico"). */
  hyphenBeforeH?: boolean;
  /** Bases that need a hyphen after these prefixes: `prefix → initial letters` (pt "sub-região", "inter-regional"). */
  hyphenBefore?: Readonly<Record<string, string>>;
}

const LATIN_PREFIXES = ['anti', 'auto', 'contra', 'extra', 'hiper', 'infra', 'inter', 'intra', 'macro', 'micro', 'mini', 'mono', 'multi', 'poli', 'post', 'pre', 'pseudo', 're', 'semi', 'sub', 'super', 'supra', 'tele', 'ultra'];

const RULES: Readonly<Record<string, PrefixRules>> = {
  es: { prefixes: [...LATIN_PREFIXES, 'des', 'entre', 'sobre'], sameVowel: 'joined', afterVowel: { r: 'doubled', s: 'kept' } },
  fr: {
    prefixes: ['anti', 'auto', 'contre', 'extra', 'hyper', 'infra', 'inter', 'intra', 'macro', 'micro', 'mini', 'mono', 'multi', 'poly', 'post', 'pré', 'pseudo', 're', 'ré', 'semi', 'super', 'supra', 'sur', 'télé', 'ultra'],
    sameVowel: 'hyphen',
    afterVowel: { r: 'kept', s: 'kept' },
  },
  it: {
    prefixes: ['anti', 'auto', 'contro', 'extra', 'iper', 'infra', 'inter', 'intra', 'macro', 'micro', 'mini', 'mono', 'multi', 'poli', 'post', 'pre', 'pseudo', 'ri', 'semi', 'sopra', 'sotto', 'sovra', 'super', 'supra', 'tele', 'ultra'],
    sameVowel: 'joined',
    afterVowel: { r: 'kept', s: 'kept' },
  },
  pt: {
    prefixes: ['anti', 'auto', 'contra', 'extra', 'hiper', 'infra', 'inter', 'intra', 'macro', 'micro', 'mini', 'mono', 'multi', 'neo', 'poli', 'pre', 'pseudo', 're', 'semi', 'sub', 'super', 'supra', 'tele', 'ultra'],
    sameVowel: 'hyphen',
    afterVowel: { r: 'doubled', s: 'doubled' },
    hyphenBeforeH: true,
    hyphenBefore: { sub: 'br', hiper: 'r', inter: 'r', super: 'r' },
  },
  ca: { prefixes: [...LATIN_PREFIXES, 'des', 'entre', 'sobre'], sameVowel: 'joined', afterVowel: { r: 'unjudged', s: 'unjudged' } },
  ro: { prefixes: [...LATIN_PREFIXES, 'neo'], sameVowel: 'joined', afterVowel: { r: 'kept', s: 'kept' } },
};

/** Fewest letters of the word after the prefix ("disque" of "multidisque"; shorter ones make typos look like derivations). */
const MIN_BASE = 4;

const VOWEL = /[aeiouàáâãèéêìíîòóôõùúû]/;

/** Whether `language` (a base code such as `es`) has prefixed words to accept. */
export function hasPrefixedWords(language: string): boolean {
  return language in RULES;
}

/** Whether `text` (lower case) is one of the prefixes of `language`. */
export function isPrefix(text: string, language: string): boolean {
  return RULES[language]?.prefixes.includes(text) ?? false;
}

/**
 * When `word` is a prefix of `language` joined by its rules to a word `spell` accepts (in lower
 * case), what follows the prefix as `word` writes it, in lower case ("instalado" of
 * "preinstalado"); else null. Neither mixed case nor capitals throughout are judged.
 */
export function prefixedWordRest(word: string, language: string, spell: (word: string) => boolean): string | null {
  const rules = RULES[language];
  if (!rules) return null;
  const lower = word.toLocaleLowerCase(language);
  const capitalised = word !== lower && word.slice(1) === lower.slice(1);
  if (word !== lower && !capitalised) return null;
  for (const prefix of rules.prefixes) {
    if (!lower.startsWith(prefix)) continue;
    const rest = lower.slice(prefix.length);
    const base = baseAfter(rest, prefix, rules);
    if (base !== null && [...base].length >= MIN_BASE && /^\p{L}/u.test(base) && spell(base)) return rest;
  }
  return null;
}

/** The base `rest` (what follows `prefix`) stands for under `rules`, or null where the join would need a hyphen or is not judged. */
function baseAfter(rest: string, prefix: string, rules: PrefixRules): string | null {
  const first = rest.charAt(0);
  const last = prefix.charAt(prefix.length - 1);
  if ((first === 'h' && rules.hyphenBeforeH) || rules.hyphenBefore?.[prefix]?.includes(first)) return null;
  if (first === last && VOWEL.test(first)) return rules.sameVowel === 'joined' || prefix === 'ré' ? rest : null;
  if (VOWEL.test(last) && (first === 'r' || first === 's')) {
    const after = rules.afterVowel[first];
    // "autorretrato" stands for "retrato"; a single r there is misspelt.
    if (after === 'doubled') return rest.charAt(1) === first ? rest.slice(1) : null;
    return after === 'kept' ? rest : null;
  }
  return rest;
}
