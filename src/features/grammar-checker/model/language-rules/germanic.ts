/**
 * Frequent errors in German, Dutch and Swedish that a pattern decides without a parser.
 * Sources: Duden, Richtige und gute Deutsch (Duden 9, 8th ed.) and the Duden-Sprachberatung’s
 * lists of frequent errors (seit/seid, wider/wieder, dass after verbs of saying, comparison with
 * “als”, the capitalised nouns of the 2006 reform); Taalunie, Taaladvies.net (“hij wordt”,
 * “ik word”, “word jij”; “groter dan”; “hun” as a subject) and Onze Taal’s Taaladvies;
 * Språkrådet, Språkriktighetsboken (2nd ed.) and Svenska skrivregler (de/dem, var/vart,
 * särskrivning).
 */
import { after, before, type PhraseEntry } from './rule';

/** Verbs of saying, thinking and knowing after which “, das” + a subject pronoun is “dass”. */
const DE_SAYING = 'glaube|glaubt|glaubte|denke|denkt|dachte|hoffe|hofft|hoffte|weiß|weißt|wusste|meine|meint|meinte|sage|sagt|sagte|behauptet|behauptete|finde|findet|fand|vermute|vermutet|fürchte|befürchte|bezweifle|zeigt|zeigte|bedeutet|bedeutete|merkte|merkt|sicher|klar';
const DE_PRONOUNS = 'ich|du|er|sie|es|wir|ihr|man';
/** Comparatives after which “wie” (and not “als”) never means “like”. */
const DE_COMPARATIVES = 'besser|größer|kleiner|älter|jünger|schneller|langsamer|höher|niedriger|länger|kürzer|stärker|schwächer|teurer|billiger|schöner|leichter|schwerer|wichtiger|einfacher';

/**
 * wieder (“again”) where wider (“against”) belongs: stems that exist only with “wider”
 * (Duden: widerspiegeln, Widerspruch, widerlegen, Widerstand, widerrufen, widerwillig,
 * widerlich, erwidern, widersinnig, widerrechtlich, widerfahren, widersetzen).
 */
const WIDER_STEMS = 'spiegel|spruch|sprüch|sprech|sprich|sprach|leg|stand|ständ|steh|ruf|rief|willig|lich|sinn|recht|fahr|fuhr|setz|hall';

export const GERMAN: readonly PhraseEntry[] = [
  { name: 'WIEDER_WIDER', wrong: `(un)?(w)ieder((?:${WIDER_STEMS})\\p{L}*)`, right: (m) => `${m[1] ?? ''}${m[2]}ider${m[3]}` },
  { name: 'ERWIDERN', wrong: '(e)rwieder(n|t|te|ten|test|st|e|ung|ungen)', right: (m) => `${m[1]}rwider${m[2]}` },
  { name: 'SEID_SEIT', kind: 'confusion', wrong: 'seid(?= (?:Jahren|Jahrzehnten|Monaten|Wochen|Tagen|Stunden|langem|kurzem|eh und je|wann)\\b)', right: 'seit' },
  { name: 'IHR_SEIT', kind: 'confusion', wrong: '(ihr) seit(?= (?:herzlich|alle|willkommen|eingeladen)\\b)', right: (m) => `${m[1]} seid` },
  { name: 'SEIT_IHR_QUESTION', kind: 'confusion', wrong: 'seit (ihr)(?=\\s*[?!])', right: (m) => `seid ${m[1]}` },
  { name: 'DAS_DASS', kind: 'confusion', wrong: `(${DE_SAYING}), das (${DE_PRONOUNS})`, right: (m) => `${m[1]}, dass ${m[2]}` },
  { name: 'SO_DAS', kind: 'confusion', wrong: `, so das (${DE_PRONOUNS}|die|der|den)`, right: (m) => `, sodass ${m[1]}` },
  {
    name: 'COMPARATIVE_WIE',
    wrong: `(${DE_COMPARATIVES}) wie(?= (?:ich|du|er|sie|wir|ihr|erwartet|gedacht|gestern|früher|vorher)\\b)`,
    right: (m) => `${m[1]} als`,
  },
  { name: 'NICHTSDESTOTROTZ', wrong: 'nichts desto trotz', right: 'nichtsdestotrotz' },
  { name: 'NICHTSDESTOWENIGER', wrong: 'nichts desto weniger', right: 'nichtsdestoweniger' },
  { name: 'WIEDERRUM', wrong: 'wiederrum', right: 'wiederum' },
  { name: 'GAR_NICHT', wrong: 'gar(nicht|kein|keine|keinen|keinem|keiner|nichts)', right: (m) => `gar ${m[1]}` },
  // Nouns since the 2006 reform (Duden, rule K 72): “im Allgemeinen”, “des Weiteren”…, unless
  // a noun follows and the word is its adjective (“im allgemeinen Teil”).
  {
    name: 'REFORM_CAPITALS',
    category: 'casing',
    wrong: '(im (?:allgemeinen|wesentlichen|übrigen|einzelnen|folgenden|nachhinein|voraus)|des weiteren)',
    right: (m) => m[0].replace(/ (\p{L})/u, (_, first: string) => ` ${first.toUpperCase()}`),
    skip: (m, text) => /^\s+\p{Lu}/u.test(after(m, text, 2)),
  },
];

/** Dutch verbs whose stem ends in -d: the d/dt errors that a subject pronoun right before decides. */
const NL_D_STEMS = 'word|vind|houd|rijd|antwoord|bied|meld|zend|verbind|beantwoord|onderscheid|bind';

export const DUTCH: readonly PhraseEntry[] = [
  // hij/zij/ze/er + stem: third person needs -dt, unless the word after is the real subject (“Hem vind ik…”).
  {
    name: 'HIJ_WORDT',
    wrong: `(hij|zij|ze|er|men|jij) (${NL_D_STEMS})(?= )`,
    right: (m) => (/^(?:zij|ze)$/iu.test(m[1] as string) ? [`${m[1]} ${m[2]}t`, `${m[1]} ${m[2]}en`] : `${m[1]} ${m[2]}t`),
    skip: (m, text) => /^ (?:ik|je|jij|we|wij|jullie|u)\b/iu.test(after(m, text, 8)),
  },
  { name: 'IK_WORD', wrong: `(ik) (${NL_D_STEMS})t`, right: (m) => `${m[1]} ${m[2]}` },
  { name: 'WORD_JIJ', wrong: `(${NL_D_STEMS})t (jij)`, right: (m) => `${m[1]} ${m[2]}` },
  {
    name: 'COMPARATIVE_DAN',
    wrong: '(groter|kleiner|beter|slechter|ouder|jonger|sneller|trager|hoger|lager|langer|korter|sterker|zwaarder|duurder|goedkoper|moeilijker|makkelijker|meer|minder) als(?= (?:verwacht|gedacht|gehoopt|gepland|ooit|gisteren|vorig jaar|voorheen|normaal)\\b)',
    right: (m) => `${m[1]} dan`,
  },
  {
    name: 'HUN_SUBJECT',
    wrong: '(hun) (hebben|hadden|zijn|waren|willen|wilden|kunnen|konden|moeten|moesten|gaan|gingen|doen|deden|zeggen|zeiden|komen|kwamen|worden|werden)',
    right: (m) => `zij ${m[2]}`,
    // Only where a clause starts (else “hun” is possessive: “aan hun zijn…”), and not the idiom “hun hebben en houden”.
    skip: (m, text) => !/(?:^|[.!?,;:]\s*|\b(?:en|maar|want|omdat|dat|als|toen|of)\s)$/iu.test(before(m, text)) || /^ en houden/iu.test(after(m, text, 10)),
  },
];

export const SWEDISH: readonly PhraseEntry[] = [
  // “Dem” as a subject at the start of a sentence (“Dem är trötta”).
  {
    name: 'DEM_SUBJECT',
    kind: 'confusion',
    wrong: '(Dem) (är|var|har|hade|kan|kunde|ska|skulle|vill|ville|måste|blir|blev|får|fick|kommer|gick|säger|sa)',
    right: (m) => `De ${m[2]}`,
    skip: (m, text) => m[1] !== 'Dem' || !/(?:^|[.!?]\s+)$/u.test(before(m, text, 3)),
  },
  // “de” as the object of a preposition, with nothing after it (“med de.”).
  { name: 'DE_OBJECT', kind: 'confusion', wrong: '(med|till|för|av|åt|hos|om|på|från|mot|utan|bland|efter|mellan) de(?=\\s*[.,!?;:])', right: (m) => `${m[1]} dem` },
  // “Vart” (whither) with a verb of being somewhere.
  { name: 'VART_VAR', kind: 'confusion', wrong: 'vart (bor|bodde|ligger|låg|finns|fanns|befinner|befann|håller|höll)(?= )', right: (m) => `var ${m[1]}` },
  // Särskrivning of compounds whose parts do not form a phrase.
  { name: 'TILLBAKA', wrong: 'till baka', right: 'tillbaka' },
  { name: 'TILLSAMMANS', wrong: 'till sammans', right: 'tillsammans' },
  { name: 'EFTERSOM', wrong: 'efter som(?= (?:jag|du|han|hon|det|den|vi|ni|de|man)\\b)', right: 'eftersom' },
  { name: 'IGENOM', wrong: 'i genom', right: 'igenom' },
  { name: 'SJUKHUS', wrong: 'sjuk (hus|huset|husets|hus\\p{L}*)', right: (m) => `sjuk${m[1]}` },
  { name: 'KYLSKAP', wrong: 'kyl (skåp|skåpet)', right: (m) => `kyl${m[1]}` },
];
