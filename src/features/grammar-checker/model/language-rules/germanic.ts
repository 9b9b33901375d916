/**
 * Frequent errors in German, Dutch and Swedish that a pattern decides without a parser.
 * Sources: Duden, Richtiges und gutes Deutsch (Duden 9, 8th ed.) and the Duden-Sprachberatung’s
 * lists of frequent errors (seit/seid, wider/wieder, dass after verbs of saying, comparison with
 * “als”, the capitalised nouns of the 2006 reform; Standard, Rückgrat, Voraussetzung, Adresse,
 * Paket, Maschine, nämlich; todmüde but totschlagen; derselbe; zurzeit; seitdem; “als wie”,
 * “wegen mir” and “in 2020” as style) and the Amtliches Regelwerk der deutschen Rechtschreibung
 * (2006: § 55 heute Morgen, in Bezug auf, Angst haben; § 56 es tut mir leid; § 57 im Großen und
 * Ganzen, auf dem Laufenden, des Öfteren; Wochentag und Tageszeit zusammen: am Dienstagabend);
 * Taalunie, Taaladvies.net (“hij wordt”, “ik word”, “word jij”, “heb jij”; “groter dan”; “hun” as
 * a subject, “hen” after a preposition; “is gebeurd”, “wat gebeurt er”; “ten minste” before a
 * number; “me” for “mijn” as informal) and Onze Taal’s Taaladvies; Språkrådet,
 * Språkriktighetsboken (2nd ed.) and Svenska skrivregler (de/dem, var/vart, särskrivning).
 */
import { upperFirst } from '../letter-case';
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

/** What follows starts a noun phrase: a capitalised word, or an adjective (after an adverb) before one. */
const DE_NOUN_FOLLOWS = /^\s+(?:\p{Lu}|(?:(?:und|oder)\s+)?(?:(?:sehr|recht|ziemlich|überaus|so|besonders|höchst|äußerst|ganz)\s+)?\p{Ll}+(?:e|em|en|er|es)\s+\p{Lu})/u;

/** Verb stems whose result “tot” (dead) is: totschlagen, totschweigen, totstellen, sich totlachen, totgeboren. */
const DE_TOT_VERBS = 'schlag|schläg|schlug|schweig|schwieg|stell|lach|tret|trat|tritt|trampel|krieg(?=en|t)|arbeit|sag|lauf|läuf|lief|ärger|schieß|schoss|schoß|hetz|beiß|biss|stech|stich|stach|stoch|prügel|fahr|fähr|fuhr|quetsch|boren|burt';

/** The article and form pairs of “derselbe”, written as one word. */
const DE_SELBE = new Set(['der selbe', 'der selben', 'die selbe', 'die selben', 'das selbe', 'den selben', 'dem selben', 'des selben']);

/** Words after which “zur Zeit” is the adverb “zurzeit” (“at present”). */
const DE_ZURZEIT_NEXT = 'nicht|nur|noch|leider|kein|keine|keinen|keiner|keinem|nichts|gerade|bereits|schon|ist|sind|war|waren|wird|werden|gibt|gab|habe|hat|haben|hatte|kann|können|konnte|etwa|rund|ungefähr|verfügbar|belegt|beschäftigt|geöffnet';

/** What follows “seit” and never “seid”: datives of time and adverbs only “seit” takes (Duden, “seit/seid”). */
const DE_SINCE_ONLY = 'Jahren|Jahrzehnten|Jahrhunderten|Monaten|Wochen|Tagen|Stunden|Minuten|langem|kurzem|eh und je|jeher|wann|neuestem|Neuestem|letzter|letztem|vergangener|vergangenem|vorigem|voriger';

/** Finite verbs after which a number after “in” is a year (“in 2020 wurde”). */
const DE_YEAR_VERBS = 'wurde|wurden|war|waren|hat|hatte|hatten|gab|ist|sind|kam|kamen|erschien|erschienen|starb|begann|endete|fand|fanden|stieg|stiegen|sank|sanken|lag|lagen|wird|werden';

const DE_WEGEN: Readonly<Record<string, string>> = {
  mir: 'meinetwegen',
  dir: 'deinetwegen',
  ihm: 'seinetwegen',
  ihr: 'ihretwegen',
  uns: 'unseretwegen',
  euch: 'euretwegen',
  ihnen: 'ihretwegen',
  Ihnen: 'Ihretwegen',
};

export const GERMAN: readonly PhraseEntry[] = [
  { name: 'WIEDER_WIDER', wrong: `(un)?(w)ieder((?:${WIDER_STEMS})\\p{L}*)`, right: (m) => `${m[1] ?? ''}${m[2]}ider${m[3]}` },
  { name: 'ERWIDERN', wrong: '(e)rwieder(n|t|te|ten|test|st|e|ung|ungen)', right: (m) => `${m[1]}rwider${m[2]}` },
  // “seid” (ihr seid) never takes a dative of time (seit Jahren, seit letzter Woche, seit jeher),
  // nor “gestern” unless its subject “ihr” is there: “ihr seid gestern gekommen” is right.
  {
    name: 'SEID_SEIT',
    kind: 'confusion',
    wrong: `seid(?= (?:${DE_SINCE_ONLY})\\b)|(?<!\\b[Ii]hr (?:(?:alle|beide|zwei|drei|selbst) )?)seid(?= (?:gestern|vorgestern)\\b)`,
    right: 'seit',
  },
  { name: 'IHR_SEIT', kind: 'confusion', wrong: '(ihr) seit(?= (?:herzlich|alle|willkommen|eingeladen)\\b)', right: (m) => `${m[1]} seid` },
  { name: 'SEIT_IHR_QUESTION', kind: 'confusion', wrong: 'seit (ihr)(?=\\s*[?!])', right: (m) => `seid ${m[1]}` },
  { name: 'DAS_DASS', kind: 'confusion', wrong: `(${DE_SAYING}), das (${DE_PRONOUNS})`, right: (m) => `${m[1]}, dass ${m[2]}` },
  // After a comma, outside the match: a match that starts with the comma never follows the word it is attached to.
  { name: 'SO_DAS', kind: 'confusion', wrong: `(?<=,\\s)so das (${DE_PRONOUNS}|die|der|den)`, right: (m) => `sodass ${m[1]}` },
  {
    name: 'COMPARATIVE_WIE',
    wrong: `(${DE_COMPARATIVES}) wie(?= (?:ich|du|er|sie|wir|ihr|erwartet|gedacht|gestern|früher|vorher)\\b)`,
    right: (m) => `${m[1]} als`,
  },
  { name: 'NICHTSDESTOTROTZ', wrong: 'nichts desto trotz', right: 'nichtsdestotrotz' },
  { name: 'NICHTSDESTOWENIGER', wrong: 'nichts desto weniger', right: 'nichtsdestoweniger' },
  { name: 'WIEDERRUM', wrong: 'wiederrum', right: 'wiederum' },
  { name: 'GAR_NICHT', wrong: 'gar(nicht|kein|keine|keinen|keinem|keiner|nichts)', right: (m) => `gar ${m[1]}` },
  // Nouns since the 2006 reform (Amtliches Regelwerk § 57.1; Duden, rule K 72): “im Allgemeinen”,
  // “des Weiteren”, “im Großen und Ganzen”, “auf dem Laufenden”…, unless the word is the adjective
  // of a noun that follows (“im allgemeinen Teil”, “im ganzen deutschen Sprachraum”).
  {
    name: 'REFORM_CAPITALS',
    category: 'casing',
    wrong: '(?:im (?:allgemeinen|wesentlichen|übrigen|einzelnen|folgenden|nachhinein|voraus|vorhinein|besonderen|großen und ganzen|ganzen|klaren|unklaren|reinen|argen|stillen|freien|trüben)|ins (?:reine|blaue|schwarze|leere)|des (?:weiteren|öfteren)|auf dem laufenden)',
    right: (m) => m[0].replace(/(?<= )(?!(?:und|dem) )\p{Ll}/gu, (first) => first.toUpperCase()),
    skip: (m, text) => DE_NOUN_FOLLOWS.test(after(m, text, 60)),
  },
  // Misspellings the dictionary accepts inside compounds (Standartabweichung) or corrects badly
  // (Rückgrad → “Rockgrad”, totmüde → “tot-müde”): filed as misspellings, as its findings are.
  // Duden: “Standard”; not die Standarte (a banner), its plural and compounds (Standartenträger).
  {
    name: 'STANDARD',
    category: 'misspelling',
    wrong: '(\\p{L}*?)(s)tandart(\\p{L}*)',
    right: (m) => `${m[1]}${m[2]}tandard${m[3]}`,
    skip: (m) => /^(?:e|en\p{L}*)$/u.test(m[3] as string),
  },
  { name: 'RUECKGRAT', category: 'misspelling', wrong: '(\\p{L}*?)(r)ückgrad(\\p{L}*)', right: (m) => `${m[1]}${m[2]}ückgrat${m[3]}` },
  { name: 'VORAUS', category: 'misspelling', wrong: '(v)orraus(\\p{L}*)', right: (m) => `${m[1]}oraus${m[2]}`, skip: (m) => /^ch/iu.test(m[2] as string) },
  // “IP-Addresse”, “Lieferaddresse”, “addressiert”; English “address(es)” does not match.
  { name: 'ADRESSE', category: 'misspelling', wrong: '((?:[\\p{L}\\p{N}]+-)*\\p{L}*?)(a)ddress(e|en|ier\\p{L}*)', right: (m) => `${m[1]}${m[2]}dress${m[3]}` },
  // “Packete”, “Datenpacket”; a bare “Packet(s)” may be English (“Packet Writing”) and is left to the speller.
  {
    name: 'PAKET',
    category: 'misspelling',
    wrong: '(\\p{L}*?)(p)acket(e|en|s)?',
    right: (m) => `${m[1]}${m[2]}aket${m[3] ?? ''}`,
    skip: (m) => !/^e/u.test(m[3] ?? '') && !/^\p{Lu}\p{Ll}{3,}$/u.test(m[1] as string),
  },
  { name: 'MASCHINE', category: 'misspelling', wrong: '(\\p{L}*?)(m)aschiene(\\p{L}*)', right: (m) => `${m[1]}${m[2]}aschine${m[3]}` },
  { name: 'NAEMLICH', category: 'misspelling', wrong: '(n)ähmlich', right: (m) => `${m[1]}ämlich` },
  // Duden: “tod-” intensifies adjectives (todmüde, todsicher, Todsünde, Todfeind), “tot-” is the
  // result of verbs (totschlagen, totschweigen, sich totlachen, Totgeburt).
  {
    name: 'TODMUEDE',
    category: 'misspelling',
    wrong: '(t)ot(langweilig|müde|sicher|krank|schick|ernst|traurig|unglücklich|elend|blass|bleich|sünde|feind|bringend|geweiht)(\\p{L}*)',
    right: (m) => `${m[1]}od${m[2]}${m[3]}`,
  },
  {
    name: 'TOTSCHLAGEN',
    category: 'misspelling',
    wrong: `(t)od((?:zu|ge)?(?:${DE_TOT_VERBS})\\p{L}*)`,
    right: (m) => `${m[1]}ot${m[2]}`,
    // A capital word is a noun: only Totschlag, Totschläger, Totgeburt, Totgeborene are made of these.
    skip: (m) => m[1] === 'T' && !/^(?:ge)?(?:schlag|schläg|burt|boren)/u.test(m[2] as string),
  },
  // Regelwerk § 55 (6): heute Morgen, gestern Abend, morgen Mittag. Not “heute, morgen und übermorgen”.
  {
    name: 'HEUTE_MORGEN',
    category: 'casing',
    wrong: '(heute|gestern|vorgestern|morgen|übermorgen) (morgen|vormittag|mittag|nachmittag|abend|nacht)',
    right: (m) => `${m[1]} ${upperFirst(m[2] as string)}`,
    skip: (m, text) => /^\s*(?:,|und|oder|bis|bzw\.)\s*(?:übermorgen|morgen|heute|gestern)\b/iu.test(after(m, text, 30)),
  },
  // A weekday and a time of day make one noun: am Dienstagabend (“Dienstag morgen” may be “tomorrow”).
  {
    name: 'DIENSTAGABEND',
    wrong: '(montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag) (vormittag|mittag|nachmittag|abend|nacht|morgen)',
    right: (m) => `${upperFirst(m[1] as string)}${(m[2] as string).toLowerCase()}`,
    skip: (m, text) => m[2] === 'morgen' || (/^mittag$/iu.test(m[2] as string) && /^\s+(?:zu\s+)?(?:ess|isst|aß|gegessen|mach|gemacht)/iu.test(after(m, text, 20))),
  },
  {
    name: 'DERSELBE',
    wrong: '(d)(er|ie|as|en|em|es) (selben?)',
    right: (m) => (DE_SELBE.has(`d${m[2]} ${m[3]}`.toLowerCase()) ? `${m[1]}${m[2]}${m[3]}` : undefined),
  },
  // zurzeit (“at present”) before a verb or adverb; “zur Zeit” + genitive (“zur Zeit der Römer”) stays.
  {
    name: 'ZURZEIT',
    wrong: `zur zeit(?= (?:${DE_ZURZEIT_NEXT})\\b)`,
    right: 'zurzeit',
    skip: (m, text) => /\b(?:Verhältnis|proportional|linear|relativ|Bezug|bezogen)\b/iu.test(before(m, text, 60)),
  },
  // “Seit dem er weg ist”: at a sentence start the “dem” of a relative clause is ruled out.
  {
    name: 'SEITDEM',
    kind: 'confusion',
    wrong: `seit dem(?= (?:${DE_PRONOUNS})\\b)`,
    right: 'seitdem',
    skip: (m, text) => !/(?:^\s*|[.!?:;(„“"»«\n]\s*)$/u.test(before(m, text, 3)) || /^ (?!Sie\b|Ihr\b)\p{Lu}/u.test(after(m, text, 5)),
  },
  { name: 'IN_BEZUG', category: 'casing', wrong: '(in|mit) bezug(?= auf\\b)', right: (m) => `${m[1]} Bezug` },
  {
    name: 'ANGST_HABEN',
    category: 'casing',
    wrong: '(habe|hast|hat|haben|habt|hatte|hattest|hatten|hattet|hätte|hätten|keine) angst',
    right: (m) => `${m[1]} Angst`,
    skip: (m, text) => /^ und bange\b/iu.test(after(m, text, 12)),
  },
  // Since 2006 “leidtun”: es tut mir leid (not “Leid”, the noun of “jemandem Leid antun”).
  {
    name: 'LEID_TUN',
    category: 'casing',
    wrong: '((?:tut|tust|tat|tun|täte|taten|tätest) (?:mir|dir|ihm|ihr|uns|euch|ihnen|es)(?: (?:so|sehr|wirklich|echt|aufrichtig|unendlich|schrecklich|furchtbar|ja))?) (leid)',
    right: (m) => `${m[1]} leid`,
    skip: (m, text) => m[2] !== 'Leid' || /^\s+an(?:zutun)?\b/u.test(after(m, text, 12)),
  },
  // Style (Duden 9): “als wie” after a comparative is colloquial.
  { name: 'ALS_WIE', kind: 'style', wrong: `(${DE_COMPARATIVES}|mehr|weniger|eher|lieber|anders|früher|später|öfter) als wie`, right: (m) => `${m[1]} als`, skip: (m) => !m[0].endsWith(' wie') },
  // Style (Duden 9, “wegen”): “wegen mir” is colloquial; meinetwegen, deinetwegen…
  {
    name: 'WEGEN_MIR',
    kind: 'style',
    wrong: 'wegen (mir|dir|ihm|ihr|uns|euch|ihnen)',
    right: (m) => DE_WEGEN[m[1] as string] ?? DE_WEGEN[(m[1] as string).toLowerCase()],
    skip: (m, text) => m[1] === 'Ihr' || /\bvon\s+$/iu.test(before(m, text, 6)) || DE_NOUN_FOLLOWS.test(after(m, text, 60)),
  },
  // Style (Duden 9): “in 2020” after English; standard German has the bare year or “im Jahr 2020”.
  // Picky: the Duden’s advice now says it is becoming established. Only before a full stop, a
  // verb or the end (not “in 2000 Fällen”, “in 1999 und 2000”, “in 2020, als…”).
  {
    name: 'IN_YEAR',
    kind: 'style',
    picky: true,
    wrong: `in ((?:1[89]|20)\\d\\d)(?=\\s*[.;:!?)]|\\s*$|\\s+(?:${DE_YEAR_VERBS})\\b)`,
    right: (m) => [`im Jahr ${m[1]}`, m[1] as string],
  },
];

/** Dutch verbs whose stem ends in -d: the d/dt errors that a subject pronoun right before decides. */
const NL_D_STEMS = 'word|vind|houd|rijd|antwoord|bied|meld|zend|verbind|beantwoord|onderscheid|bind|leid|lijd|snijd|glijd|vermijd|scheid|kleed|verbied|wend|spreid';

/** Second person forms and the bare stems that an inverted “jij” takes (the -d stems are in NL_D_STEMS). */
const NL_JIJ_STEMS: Readonly<Record<string, string>> = {
  hebt: 'heb', bent: 'ben', wilt: 'wil', kunt: 'kun', zult: 'zul', gaat: 'ga', staat: 'sta', slaat: 'sla', doet: 'doe', ziet: 'zie',
  komt: 'kom', denkt: 'denk', zegt: 'zeg', werkt: 'werk', woont: 'woon', speelt: 'speel', maakt: 'maak', krijgt: 'krijg', blijft: 'blijf',
  loopt: 'loop', neemt: 'neem', geeft: 'geef', leest: 'lees', schrijft: 'schrijf', spreekt: 'spreek', kijkt: 'kijk', zoekt: 'zoek',
};

/** Verbs with an indirect object (“me”) and a direct one, and verbs of naming, right before the match. */
const NL_AFTER_TWO_OBJECT_VERB = /(?:^|[^\p{L}])(?:geef|geeft|gaf|gaven|gegeven|stuur|stuurt|stuurde|stuurden|breng|brengt|bracht|brachten|toon|toont|toonde|laat|liet|lieten|noem|noemt|noemde|noemden|bied|biedt|bood|boden|leen|leent|leende|beloof|belooft|beloofde|schenk|schenkt|schonk|verkoop|verkoopt|verkocht|koop|koopt|kocht|maak|maakt|maakte|maakten|wens|wenst|wenste)\s+$/iu;

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
  },  // Inverted “jij” takes the bare stem: heb jij, ben jij, ga jij (Taaladvies “t in de tweede persoon”).
  // Not after a third-person subject, which the -t is for (“Hij zegt jij moet komen”, “Wie komt jij halen?”).
  {
    name: 'JIJ_INVERSION',
    wrong: `(${Object.keys(NL_JIJ_STEMS).join('|')}) (jij)`,
    right: (m) => `${NL_JIJ_STEMS[(m[1] as string).toLowerCase()]} ${m[2]}`,
    skip: (m, text) => /(?:^|[^\p{L}])(?:hij|zij|ze|het|men|u|die|dit|dat|wie|er)\s+$/iu.test(before(m, text, 8)),
  },
  // “hen” after a preposition (Taaladvies “hen/hun”), where nothing follows that “hun” could own.
  {
    name: 'HEN_AFTER_PREPOSITION',
    kind: 'confusion',
    wrong: '(voor|met|aan|bij|van|tegen|naar|over|door|zonder|achter|tussen|onder|om|uit|in|op|na|tot|volgens|behalve) hun(?=\\s*[.,;:!?)]|\\s*$)',
    right: (m) => `${m[1]} hen`,
  },
  // Participle after “is/was”: het is gebeurd, wat is er gebeurd.
  { name: 'IS_GEBEURD', wrong: '(is|was)( er| het)? gebeurt', right: (m) => `${m[1]}${m[2] ?? ''} gebeurd` },
  // Present tense in a main clause: wat gebeurt er, het gebeurt vaak (or the past, “gebeurde”).
  {
    name: 'GEBEURT',
    wrong: '(wat|er|het|dat|dit) gebeurd(?= (?:er|nu|vaak|soms|altijd|nooit|niet|niets|niks|iets|veel|weinig|wel|toch|regelmatig|zelden|elke|iedere)\\b)',
    right: (m) => [`${m[1]} gebeurt`, `${m[1]} gebeurde`],
  },
  // “ten minste” (minimaal) before a number; “tenminste” is “althans” (Taaladvies).
  {
    name: 'TEN_MINSTE',
    kind: 'confusion',
    wrong: 'tenminste(?= (?:\\d|(?:één|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf|twintig|dertig|veertig|vijftig|honderd|duizend)\\b))',
    right: 'ten minste',
  },
  // Style: “me” for “mijn” is informal (Taaladvies, Onze Taal); nouns that “me” cannot be the object before.
  {
    name: 'ME_MIJN',
    kind: 'style',
    wrong: 'me (huis|auto|fiets|kamer|telefoon|computer|laptop|tas|jas|hoofd|handen|ogen|ouders|schoenen|sleutels|portemonnee)',
    right: (m) => `mijn ${m[1]}`,
    // Not after a verb that takes “me” and a bare noun as two objects (“gaf me handen vol snoep”).
    skip: (m, text) => NL_AFTER_TWO_OBJECT_VERB.test(before(m, text, 14)),
  },
];

/** Swedish comparatives, after which “than” is “än”. */
const SV_COMPARATIVES = 'bättre|sämre|större|mindre|högre|lägre|längre|kortare|äldre|yngre|snabbare|långsammare|fler|färre|mer|mera|hellre|tidigare|senare|billigare|dyrare|enklare|lättare|svårare|viktigare|roligare|tråkigare|varmare|kallare|starkare|svagare|tyngre|vackrare|rikare|fattigare|klokare|smartare|bredare|smalare|djupare|närmare';
/** What follows “än” after a comparative and never the article or pronoun “en”: a pronoun, or the expected, the earlier. */
const SV_THAN_NEXT = 'jag|du|han|hon|vi|ni|de|dem|mig|dig|honom|henne|oss|er|väntat|förväntat|beräknat|planerat|tidigare|förut|vanligt|vanligtvis|någonsin|någon annan|alla andra|alla|allt';

export const SWEDISH: readonly PhraseEntry[] = [
  // Språkrådet, Språkriktighetsboken (“än och en”): after a comparative, “than” is “än” (“större än
  // jag”), a spelling of speech. Not in “en större en jag …”, where “en” is the pronoun “one”.
  {
    name: 'AN_COMPARATIVE',
    kind: 'confusion',
    wrong: `(${SV_COMPARATIVES}) en(?= (?:${SV_THAN_NEXT})(?![\\p{L}]))`,
    right: (m) => `${m[1]} än`,
    skip: (m, text) => /(?:^|[^\p{L}])(?:en|ett)\s+$/iu.test(before(m, text, 5)),
  },
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
  { name: 'KYLSKAP', wrong: 'kyl (skåp|skåpet)', right: (m) => `kyl${m[1]}` },  { name: 'LOSENORD', wrong: 'lösen (ord(?:et|en|ets|ens|s)?)', right: (m) => `lösen${m[1]}` },
  { name: 'NYCKELORD', wrong: 'nyckel (ord(?:et|en|ets|ens|s)?)', right: (m) => `nyckel${m[1]}` },
  // Not a placeholder in capitals (“fil NAMN”).
  { name: 'FILNAMN', wrong: 'fil (namn(?:et|en|ets|ens|s)?)', right: (m) => `fil${m[1]}`, skip: (m) => /\p{Lu}{2}/u.test(m[0]) },
  { name: 'TANDLAKARE', wrong: 'tand (läkar(?:e|en|na|es|ens|nas))', right: (m) => `tand${m[1]}` },
  { name: 'WEBBSIDA', wrong: 'webb? (sid(?:a|an|or|orna|as|ans|ornas))', right: (m) => `webb${m[1]}` },
  { name: 'EPOSTADRESS', wrong: '(e-post) (adress(?:en|er|erna|ens|s)?)', right: (m) => `${m[1]}${m[2]}` },
  // Not “kund nummer fem”, “post nummer 3” (the customer, the entry numbered so).
  {
    name: 'NUMMER',
    wrong: '(telefon|mobil|person|post|konto|kund|order|organisations|artikel|ärende|faktura) (nummer|numret|numren|numrets|numrens|nummers)',
    right: (m) => `${m[1]}${m[2]}`,
    skip: (m, text) => /^\s+(?:\d|(?:ett|en|två|tre|fyra|fem|sex|sju|åtta|nio|tio|[IVX]+)(?!\p{L}))/u.test(after(m, text, 12)),
  },
  { name: 'FORTFARANDE', wrong: 'fort farande', right: 'fortfarande' },
  { name: 'HITTILLS', wrong: 'hit tills', right: 'hittills' },
  // “dem” as the subject of a subordinate clause (“att dem är”); “de som”/“dem som” after a preposition are both accepted (Språkrådet).
  {
    name: 'DEM_CLAUSE_SUBJECT',
    kind: 'confusion',
    wrong: '(att|eftersom|när|medan|ifall|fastän|innan|tills) dem(?= (?:är|var|har|hade|kan|kunde|ska|skulle|vill|ville|måste|blir|blev|får|fick|kommer|inte|tycker|tror|vet|visste|säger|sa|går|gick)\\b)',
    right: (m) => `${m[1]} de`,
  },
];
