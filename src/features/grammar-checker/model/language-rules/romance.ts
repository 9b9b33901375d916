/**
 * Frequent errors in French, Spanish, Italian and Portuguese that a pattern decides without a
 * parser. Sources: Académie française, “Dire, ne pas dire” (quel que soit, malgré que, pallier,
 * si j’aurais, en tant que, quant à) and the Banque de dépannage linguistique of the OQLF;
 * RAE and ASALE, Diccionario panhispánico de dudas (2005) (haber/a ver, haya/halla/allá,
 * dequeísmo, hubo/hubieron, había/habían, sin en cambio); Accademia della Crusca and Treccani,
 * Dubbi sull’italiano (qual è, un altro, po’, c’è/ce n’è); Ciberdúvidas da Língua Portuguesa
 * (a nível de, de encontro a / ao encontro de, há… atrás, faz/fazem, havia/haviam, mas/mais,
 * a fim de). Romanian: Academia Română, Institutul de Lingvistică „Iorgu Iordan – Al. Rosetti”,
 * Dicționarul ortografic, ortoepic și morfologic al limbii române (DOOM3, 2021) and the Îndreptar
 * ortografic, ortoepic și de punctuație (de asemenea, creează, să aibă, a fi / fii / nu fi, the
 * infinitives apărea, plăcea, părea…, niciun, niciodată, încă o dată, de-a lungul, într-adevăr,
 * așa-zis); Gramatica de bază a limbii române (GBLR, Academia Română, 2016) (restrictive
 * “decât” only after a negation; optim, maxim, minim have no degrees of comparison); for the
 * pleonasms, the definitions of the Dicționarul explicativ al limbii române (DEX, 2nd ed.,
 * 2009: reveni “a veni înapoi”, returna “a trimite înapoi”, optim “cel mai bun”) and Mioara
 * Avram, Gramatica pentru toți, on pleonasm.
 */
import { after, before, type PhraseEntry } from './rule';

export const FRENCH: readonly PhraseEntry[] = [
  { name: 'QUEL_QUE_SOIT', wrong: 'quelques? (soi(?:en)?t)', right: (m) => (m[1] === 'soit' ? ['quel que soit', 'quelle que soit'] : ['quels que soient', 'quelles que soient']) },
  // “malgré qu’il” is flagged without its apostrophe, which stays.
  { name: 'MALGRE_QUE', kind: 'style', wrong: 'malgré qu(e(?= )|(?=[’\']))', right: (m) => (m[1] ? 'bien que' : 'bien qu') },
  { name: 'SI_J_AURAIS', wrong: 'si j[’\'](aurais|serais)', right: (m) => `si j${m[0].charAt(4)}${m[1] === 'aurais' ? 'avais' : 'étais'}` },
  { name: 'SI_IL', wrong: 'si (ils?)', right: (m) => `s’${m[1]}` },
  { name: 'EN_TANT_QUE', wrong: 'en temps que', right: 'en tant que', skip: (m, text) => /même\s+$/iu.test(before(m, text, 8)) },
  { name: 'QUANT_A', wrong: 'quand (à|au|aux) (moi|toi|lui|elle|nous|vous|eux|elles|cela|ceci)', right: (m) => `quant ${m[1]} ${m[2]}` },
  { name: 'CA_VA', kind: 'confusion', wrong: 'sa (va|vas|suffit|dépend|marche pas|veut dire)', right: (m) => `ça ${m[1]}` },
  { name: 'C_EST_CA', kind: 'confusion', wrong: 'c[’\']est sa(?=\\s*[.!?,;…]|\\s*$)', right: (m) => `c${m[0].charAt(1)}est ça` },
  { name: 'SA_POSSESSIVE', kind: 'confusion', wrong: 'ça (mère|sœur|soeur|femme|fille|maison|famille|voiture|vie|tête|main|chambre)', right: (m) => `sa ${m[1]}` },
  { name: 'AU_JOUR_D_AUJOURD_HUI', kind: 'style', wrong: 'au jour d[’\']aujourd[’\']hui', right: (m) => `aujourd${m[0].charAt(m[0].length - 4)}hui` },
];

export const SPANISH: readonly PhraseEntry[] = [
  { name: 'HABER_SI', wrong: 'haber (si|qué|cómo|cuándo|dónde|cuál|cuánto|cuánta)', right: (m) => `a ver ${m[1]}` },
  { name: 'VAMOS_A_VER', wrong: 'vamos haber', right: 'vamos a ver' },
  { name: 'A_VER_PARTICIPLE', kind: 'confusion', wrong: 'a ver (sido|estado|tenido|hecho|dicho|habido|podido|querido|llegado|pasado)', right: (m) => `haber ${m[1]}` },
  {
    name: 'HALLA_HAYA',
    kind: 'confusion',
    wrong: '(halla) (sido|estado|tenido|hecho|dicho|habido|podido|querido|llegado|pasado|terminado|visto|ido)',
    right: (m) => `haya ${m[2]}`,
    // “se halla terminado”: hallarse + participle is correct.
    skip: (m, text) => /(?:^|\s)se\s+$/iu.test(before(m, text, 4)),
  },
  { name: 'MAS_ALLA', kind: 'confusion', wrong: 'más (haya|halla)', right: 'más allá' },
  { name: 'SIN_EN_CAMBIO', wrong: 'sin en cambio', right: ['en cambio', 'sin embargo'] },
  {
    name: 'HUBIERON',
    wrong: '(hubieron|habían|habrán|hubieran) (muchos|muchas|varios|varias|pocos|pocas|algunos|algunas|demasiados|demasiadas|miles|cientos|dos|tres|cuatro|cinco|\\d+)',
    right: (m) => `${{ hubieron: 'hubo', habían: 'había', habrán: 'habrá', hubieran: 'hubiera' }[(m[1] as string).toLowerCase()] ?? m[1]} ${m[2]}`,
  },
  { name: 'DEQUEISMO', wrong: '(pienso|creo|opino|pensaba|creía|considero|supongo|imagino) de que', right: (m) => `${m[1]} que` },
];

/** Italian masculine nouns starting with a vowel, after which “un’” (feminine) is wrong. */
const IT_MASCULINE = 'altro|anno|uomo|amico|errore|esempio|occhio|ufficio|albero|aereo|ospedale|orologio|ombrello|uovo|elenco|incontro|evento';

export const ITALIAN: readonly PhraseEntry[] = [
  { name: 'QUAL_E', wrong: 'qual[’\'](è|era|erano)', right: (m) => `qual ${m[1]}` },
  { name: 'UN_ALTRO', wrong: `un[’'](${IT_MASCULINE})`, right: (m) => `un ${m[1]}` },
  { name: 'PO', wrong: 'p[òó]', right: 'po’' },
  { name: 'UN_PO', wrong: 'un po(?![’\'\\p{L}])', right: 'un po’' },
  { name: 'CE_NE', wrong: 'c[’\']è ne', right: 'ce n’è' },
];

export const PORTUGUESE: readonly PhraseEntry[] = [
  { name: 'A_NIVEL_DE', kind: 'style', wrong: 'a nível (de|do|da|dos|das)', right: (m) => [`em termos ${m[1]}`, `no âmbito ${m[1]}`] },
  {
    name: 'AO_ENCONTRO_DE',
    kind: 'confusion',
    wrong: '(vai|vão|vem|vêm|veio|vieram|foi|foram|ir|vir|indo) de encontro (às|aos|à|ao) (expectativas|objetivos|objectivos|interesses|necessidades|anseios|desejos|pretensões|preocupações)',
    right: (m) => `${m[1]} ao encontro ${{ às: 'das', aos: 'dos', à: 'da', ao: 'do' }[(m[2] as string).toLowerCase()] ?? m[2]} ${m[3]}`,
  },
  { name: 'HA_ATRAS', kind: 'style', wrong: '(há (?:\\d+|um|uma|dois|duas|três|alguns|algumas|vários|várias|muitos|muitas|poucos|poucas) (?:anos|meses|dias|semanas|horas|minutos|séculos|décadas)) atrás', right: (m) => m[1] as string },
  { name: 'FAZEM_ANOS', wrong: 'fazem ((?:\\d+|dois|duas|três|alguns|vários|muitos) (?:anos|meses|dias|semanas|horas) que)', right: (m) => `faz ${m[1]}` },
  { name: 'HAVIAM', wrong: '(haviam|houveram) (muitos|muitas|vários|várias|poucos|poucas|alguns|algumas|\\d+)', right: (m) => `${(m[1] as string).toLowerCase() === 'haviam' ? 'havia' : 'houve'} ${m[2]}` },
  { name: 'MAS_TAMBEM', kind: 'confusion', wrong: '(não só|não apenas|não somente)([^.!?;]{1,80}?) mais também', right: (m) => `${m[1]}${m[2]} mas também` },
  { name: 'MAIS_OU_MENOS', kind: 'confusion', wrong: 'mas ou menos', right: 'mais ou menos' },
  { name: 'CADA_VEZ_MAIS', kind: 'confusion', wrong: 'cada vez mas', right: 'cada vez mais' },
  { name: 'A_FIM_DE', wrong: 'afim de(?= \\p{L}+r(?![\\p{L}]))', right: 'a fim de' },
];

/** Romanian ș and ț, with the cedilla letters older texts type for them. */
const RO_S = '[șş]';
const RO_T = '[țţ]';

/** Romanian: the wrong forms of “a crea” (DOOM3: creez, creezi, creează, să creeze) and their endings. */
const RO_CREA: Readonly<Record<string, string>> = { iază: 'ează', ază: 'ează', iez: 'ez', iezi: 'ezi', ieze: 'eze' };

/** Romanian: an adjective with no degrees of comparison and the graded adjective it means, by the form of “cel”. */
const RO_NO_DEGREES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  optim: { cel: 'bun', cea: 'bună', cei: 'buni', cele: 'bune' },
  maxim: { cel: 'mare', cea: 'mare', cei: 'mari', cele: 'mari' },
  minim: { cel: 'mic', cea: 'mică', cei: 'mici', cele: 'mici' },
};
const RO_CEL_ENDINGS: Readonly<Record<string, string>> = { cel: '', cea: 'ă', cei: 'i', cele: 'e' };

/**
 * Romanian verbs of the second conjugation (-ea) whose present (apare, place) is written for the
 * infinitive (DOOM3: a apărea, a plăcea): the present and the infinitive.
 */
const RO_EA_VERBS: Readonly<Record<string, string>> = {
  apare: 'apărea', dispare: 'dispărea', reapare: 'reapărea', pare: 'părea', place: 'plăcea', displace: 'displăcea', tace: 'tăcea', zace: 'zăcea', cade: 'cădea', scade: 'scădea', vede: 'vedea', prevede: 'prevedea', revede: 'revedea',
};
/**
 * The auxiliaries of the conditional and the future (and the infinitive's “a”) after which only
 * an infinitive can stand. Not “va” (“va apare” is also “vă apare” typed without diacritics),
 * nor “poate”, “pot” (“poate apare mâine”: perhaps), and “a” not before “place” (English “a place”).
 */
const RO_EA_AUX = `ar|a${RO_S}|ai|am|a${RO_T}i|vor|vei|vom|ve${RO_T}i|voi`;

/** Romanian: a negation, a comparison or “decât” earlier in the clause makes “decât” right. */
const RO_DECAT_OK = /(?:^|[^\p{L}])(?:nu|n(?=-)|nici|nimeni|nimic|niciun|nicio|niciodat[ăa]|f[ăa]r[ăa]|mai|alt\p{L}*|al[țţ]i|prefer\p{L}*|degrab[ăa]|bine|dec[âa]t)(?![\p{L}])/iu;

export const ROMANIAN: readonly PhraseEntry[] = [
  { name: 'DEASEMENEA', wrong: 'deasemenea', right: 'de asemenea' },
  { name: 'CREEAZA', wrong: '(re|pro)?cre(iază|ază|iezi|iez|ieze)', right: (m) => `${m[1] ?? ''}cre${RO_CREA[(m[2] as string).toLowerCase()] ?? ''}` },
  { name: 'AIBA', wrong: 'aib(e|i)', right: (m) => ((m[1] as string).toLowerCase() === 'e' ? 'aibă' : 'ai') },
  // “voi fi”, “a fi”, “ar fi”: “fii” is the imperative and the subjunctive of the 2nd person
  // singular (“fii atent”, “să fii”), or the plural of “fiu” (“voi, fii ai patriei”). Not
  // “am fii”, “ai fii” (I have, you have sons), nor after “să” (“să vă fii”, typed “sa va fii”).
  {
    name: 'VOI_FI',
    wrong: `(vei|va|vom|ve${RO_T}i|vor|voi|ar|a${RO_S}|a${RO_T}i|a) fii`,
    right: (m) => `${m[1]} fi`,
    skip: (m, text) =>
      /(?:^|[^\p{L}])s[ăa]\s+$/iu.test(before(m, text, 6)) ||
      /^\s+(?:ai|ale|mei|t[ăa]i|s[ăa]i|lui|lor|no[șş]tri|vo[șş]tri)(?![\p{L}])/iu.test(after(m, text, 12)) ||
      // “voi fii buni”: a plural after it is said of “voi”, you (“voi fi bun”, I shall be).
      ((m[1] as string).toLowerCase() === 'voi' && /^\s+\p{L}+i(?![\p{L}])/u.test(after(m, text, 24))),
  },
  // DOOM3: the negative imperative of “a fi” is “nu fi”; “să nu fii” is the subjunctive, and
  // “dacă nu fii atent” wants “ești”: only where an imperative stands, at a clause's start,
  // and not before a mark (“fiice, nu fii.”: sons) nor a plural (“nu fii mari”: the imperative
  // takes the singular, “nu fi mare”).
  {
    name: 'NU_FI',
    wrong: 'nu fii',
    right: 'nu fi',
    skip: (m, text) =>
      !/(?:^|[.!?,;:(„"“«—–-]\s*|\n\s*|(?:^|[^\p{L}])(?:te rog|v[ăa] rog|hai|tu)\s+)$/iu.test(before(m, text, 12)) ||
      /^(?:\s+(?:ai|ale|mei|t[ăa]i|s[ăa]i|lui|lor|no[șş]tri|vo[șş]tri)(?![\p{L}])|\s*(?:[.,;:!?…)\]]|$)|\s+\p{L}+i(?![\p{L}]))/iu.test(after(m, text, 24)),
  },
  {
    name: 'INFINITIVE_EA',
    wrong: `((?:\\p{L}{1,2}-)?(?:${RO_EA_AUX})) (${Object.keys(RO_EA_VERBS).join('|')})|(a) (${Object.keys(RO_EA_VERBS).filter((v) => v !== 'place').join('|')})`,
    right: (m) => `${m[1] ?? m[3]} ${RO_EA_VERBS[((m[2] ?? m[4]) as string).toLowerCase()] ?? ''}`,
  },
  {
    name: 'CEL_MAI_OPTIM',
    kind: 'style',
    wrong: '(cel|cea|cei|cele) mai (optim|maxim|minim)(ă|i|e)?',
    right: (m) => {
      const cel = (m[1] as string).toLowerCase();
      const adjective = (m[2] as string).toLowerCase();
      // Only the form that agrees with “cel”: “cea mai optimă”, not “cea mai optim”. “Cel mai
      // bun” fits wherever “cel mai optim” stood (“este cel mai bun mod”), “optim” after a noun.
      if ((m[3] ?? '').toLowerCase() !== RO_CEL_ENDINGS[cel]) return undefined;
      return [`${m[1]} mai ${RO_NO_DEGREES[adjective]?.[cel] ?? ''}`, `${m[2]}${m[3] ?? ''}`];
    },
  },
  // DOOM3: “niciun”, “nicio” as adjectives; “nici un”, “nici o” stay apart where “nici” means
  // “not even”, “neither” (“la nici o oră după”, “nici un om, nici doi”): only fixed phrases.
  {
    name: 'NICIUN',
    wrong: `(?<=(?<![\\p{L}])(?:în|sub|cu|de|din) )nici (un|o)(?= (?:caz|fel|chip|pre${RO_T}|form[ăa]|privin${RO_T}[ăa]|mod)(?![\\p{L}]))|nici (un)(?= fel de(?![\\p{L}]))`,
    right: (m) => `nici${m[1] ?? m[2]}`,
    skip: (m, text) => /^[^.!?;]*,\s*nici(?![\p{L}])/iu.test(after(m, text, 40)),
  },
  { name: 'NICIODATA', wrong: 'nici odată', right: ['niciodată', 'nici o dată'], skip: (m, text) => /^\s+cu(?![\p{L}])/iu.test(after(m, text, 4)) },
  { name: 'INCA_O_DATA', wrong: 'încă odată', right: 'încă o dată', skip: (m, text) => /^\s+cu(?![\p{L}])/iu.test(after(m, text, 4)) },
  { name: 'DE_A_LUNGUL', wrong: 'dealungul|de a lungul|de-alungul', right: 'de-a lungul' },
  { name: 'INTR_ADEVAR', wrong: 'întradevăr|într adevăr', right: 'într-adevăr' },
  // Only the articled forms: “așa zise el” (thus he said) is a verb.
  { name: 'ASA_ZIS', wrong: `(a${RO_S}a) (zisul|zisa|zi${RO_S}ii|zisele|zisului|zisei|zi${RO_S}ilor|ziselor)`, right: (m) => `${m[1]}-${m[2]}` },
  // Restrictive “decât” only after a negation (“nu are decât cinci ani”), else “doar”, “numai”.
  {
    name: 'DECAT_DOAR',
    wrong: `((?:mai )?(?:am|ai|are|avem|ave${RO_T}i|au|aveam|aveai|avea|aveau|e|este|e${RO_S}ti|sunt|suntem|sunte${RO_T}i|era|erau|eram)) dec[âa]t(?= (?:\\d|(?:un|o|doi|dou[ăa]|trei|patru|cinci|zece|c[âa]${RO_T}iva|c[âa]teva)(?![\\p{L}])))`,
    right: (m) => [`${m[1]} doar`, `${m[1]} numai`],
    // Not in a rhetorical question (“Ce este viața decât un vis?”).
    skip: (m, text) => RO_DECAT_OK.test(before(m, text, 120).split(/[.!?;:\n]/u).pop() ?? '') || /^[^.!?\n]*\?/u.test(after(m, text, 120)),
  },
  // “reveni” is “to come back”, “returna” “to give back” (not “revendica”, to claim).
  { name: 'REVENI_INAPOI', kind: 'style', wrong: '(reveni\\p{L}*|revenea\\p{L}*|revin[eă]?|revii|returna\\p{L}*|returnă|returnez\\p{L}*|returnea\\p{L}*) înapoi', right: (m) => m[1] as string },
];
