/**
 * Frequent errors in Modern Greek that a pattern decides without a parser. Sources:
 * Μ. Τριανταφυλλίδης, Νεοελληνική Γραμματική (της δημοτικής) and its adaptation for schools
 * (ΟΕΔΒ), §§ on the final -ν (την, στην, αυτήν keep it before a vowel and κ, π, τ, ξ, ψ, μπ,
 * ντ, γκ, τσ, τζ, and drop it before the other consonants) and on monosyllables, which take
 * no accent (πιο, για, μια, πια, ναι, δυο, γεια, γιο); Λεξικό της κοινής νεοελληνικής
 * (Ινστιτούτο Νεοελληνικών Σπουδών, Ίδρυμα Μανόλη Τριανταφυλλίδη) and the Πύλη για την
 * ελληνική γλώσσα of the Κέντρο Ελληνικής Γλώσσας (εξαιτίας, αφενός, αφετέρου, κιόλας,
 * καθ’ όλη, ό,τι as “whatever”, εν πάση περιπτώσει); Γ. Μπαμπινιώτης, Λεξικό της νέας
 * ελληνικής γλώσσας and Ορθογραφικό λεξικό (the double comparative “πιο καλύτερος”, pleonasms
 * such as “επαναλαμβάνω ξανά” and “από ανέκαθεν”).
 */
import { before, type PhraseEntry } from './rule';

/** The first letters before which την, στην and αυτήν keep their ν (a vowel, κ, π, τ, ξ, ψ, μπ, ντ, γκ; τσ and τζ start with τ). */
const KEEP_N = '(?:[αεηιουωάέήίόύώϊϋΐΰκπτξψ]|μπ|ντ|γκ)';
/** The consonants before which they drop it, μπ, ντ and γκ aside. */
const DROP_N = '(?![μΜ][πΠ]|[νΝ][τΤ]|[γΓ][κΚ])[βγδζθλμνρσφχ]';

/** The preposition “σε” right before: its article is SE_ARTICLE's to join. */
const AFTER_SE = /(?:^|[^\p{L}])σε\s$/iu;

/** A word in capitals (an abbreviation such as ΔΕΗ, read letter by letter) is left alone. */
const isAbbreviation = (word: string): boolean => word.length > 1 && word === word.toUpperCase();

/** Monosyllables written with an accent they do not take. */
const MONOSYLLABLES: Readonly<Record<string, string>> = { πιό: 'πιο', γιά: 'για', μιά: 'μια', πιά: 'πια', ναί: 'ναι', δυό: 'δυο', γειά: 'γεια', γιό: 'γιο' };

/** Synthetic comparatives, which “πιο” cannot precede (πιο καλύτερος → καλύτερος). */
const COMPARATIVES = '(?:καλύτερ|χειρότερ|μεγαλύτερ|μικρότερ|ανώτερ|κατώτερ|ευκολότερ|δυσκολότερ|σημαντικότερ|περισσότερ|λιγότερ|νεότερ|ψηλότερ|ταχύτερ)(?:ος|η|ο|οι|ες|α|ου|ης|ων|ους|ε)';

/** Forms of επαναλαμβάνω and επανέρχομαι, which already mean “again”. */
const AGAIN_VERBS = '(?:επαναλαμβ|επανέλαβ|επαναλάβ|επαναλήφθ|επανήλθ|επανέρχ|επανερχ|επανέλθ|επανελθ)\\p{L}*';

export const GREEK: readonly PhraseEntry[] = [
  {
    name: 'TIN_TI',
    // Edited Greek often keeps the ν before every consonant (10 times in the 1,167 words of the
    // Debian handbook's Greek translation), which grammarians tolerate; dropping it where it is
    // needed (TI_TIN) is wrong under every usage.
    picky: true,
    wrong: `(σ?την|αυτήν) (${DROP_N}\\p{L}*)`,
    right: (m) => `${(m[1] as string).slice(0, -1)} ${m[2]}`,
    // “την δε”: the particle δε of learned style; an abbreviation is read by its letters. After
    // “σε” the whole is SE_ARTICLE's.
    skip: (m, text) => isAbbreviation(m[2] as string) || (m[2] as string).toLowerCase() === 'δε' || AFTER_SE.test(before(m, text, 4)),
  },
  {
    name: 'TI_TIN',
    wrong: `(σ?τη) (${KEEP_N}\\p{L}*)`,
    right: (m) => `${m[1]}ν ${m[2]}`,
    // Learned datives: “επί τη ευκαιρία”, “τη αιτήσει”.
    skip: (m, text) =>
      /(?:^|[^\p{L}])(?:επί|εν|συν)\s+$/iu.test(before(m, text, 6)) || /ει$/iu.test(m[2] as string) || isAbbreviation(m[2] as string) || AFTER_SE.test(before(m, text, 4)),
  },
  // Τριανταφυλλίδης, Νεοελληνική γραμματική (1941), and the Λεξικό της κοινής νεοελληνικής («σε»):
  // the preposition joins the article, στο, στον, στη(ν), στα, στους, στις; “σε το σπίτι” is not
  // written. For τη(ν) the ν follows the next word, as TI_TIN has it.
  {
    name: 'SE_ARTICLE',
    wrong: '(σε) (τ(?:ο|ον|ην|η|α|ους|ις))(?= (\\p{L}+))',
    right: (m) => {
      const article = (m[2] as string).toLowerCase();
      const fixed = article === 'τη' || article === 'την' ? (new RegExp(`^${KEEP_N}`, 'iu').test(m[3] as string) ? 'την' : 'τη') : article;
      return `σ${fixed}`;
    },
  },
  { name: 'MONOSYLLABLE_ACCENT', wrong: Object.keys(MONOSYLLABLES).join('|'), right: (m) => MONOSYLLABLES[m[0].toLowerCase()] },
  { name: 'EXAITIAS', wrong: 'εξ αιτίας', right: 'εξαιτίας' },
  { name: 'AFENOS', wrong: 'αφ[’\'ʼ] ?(ενός|ετέρου)', right: (m) => `αφ${m[1]}` },
  {
    name: 'APO_O_TI',
    kind: 'confusion',
    wrong: '(απ[’\'ʼ] ?|από )ότι',
    right: (m) => `${m[1]}ό,τι`,
    // “εκτός από ότι…”: “besides that”, which wants “εκτός από το ότι”.
    skip: (m, text) => /εκτός\s+$/iu.test(before(m, text, 8)),
  },
  { name: 'SE_O_TI', kind: 'confusion', wrong: 'σε ότι (αφορά|αφορούν)', right: (m) => `σε ό,τι ${m[1]}` },
  { name: 'PIO_COMPARATIVE', wrong: `πιο (${COMPARATIVES})`, right: (m) => m[1] as string },
  { name: 'KIOLAS', wrong: 'κι όλας', right: 'κιόλας' },
  { name: 'KATH_OLI', wrong: 'καθόλη (την?)', right: (m) => `καθ’ όλη ${m[1]}` },
  { name: 'EN_PASI', wrong: 'εν πάσει περιπτώσει', right: 'εν πάση περιπτώσει' },
  { name: 'AGAIN', kind: 'style', wrong: `(${AGAIN_VERBS}) (?:ξανά|πάλι)`, right: (m) => m[1] as string },
  { name: 'APO_ANEKATHEN', kind: 'style', wrong: '(?:από |απ[’\'ʼ] ?)ανέκαθεν', right: 'ανέκαθεν' },
];
