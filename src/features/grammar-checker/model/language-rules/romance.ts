/**
 * Frequent errors in French, Spanish, Italian and Portuguese that a pattern decides without a
 * parser. Sources: Académie française, “Dire, ne pas dire” (quel que soit, malgré que, pallier,
 * si j’aurais, en tant que, quant à, se rappeler, après que) and its Dictionnaire, 9th ed.
 * (dépens, rien à voir, tout à fait, quand même); the Banque de dépannage linguistique of the
 * OQLF (c’est / s’est, censé / sensé, après que, the pleonasm “voire même”); RAE and ASALE,
 * Diccionario panhispánico de dudas (2005) (haber/a ver, haya/halla/allá, dequeísmo,
 * hubo/hubieron, había/habían, sin en cambio, delante de mí, haiga, ha habido, puede haber,
 * por qué, sino, aun, motu proprio, grosso modo, en base a) and Ortografía de la lengua española
 * (2010) (hecho/echo, a/ha, aun/aún); Fundéu RAE (o sea); Accademia della Crusca and Treccani,
 * Dubbi sull’italiano (qual è, un altro, po’, c’è/ce n’è, né, sé, c’è/ce, d’accordo,
 * soprattutto, tuttora, qualcun altro, a posto/apposto, dà, ho/o, a me mi); Ciberdúvidas da
 * Língua Portuguesa (a nível de, de encontro a / ao encontro de, há… atrás, faz/fazem,
 * havia/haviam, mas/mais, a fim de, menos, seja/esteja, possui, a gente vai, meio-dia e meia,
 * mau/mal, the future subjunctive, impersonal haver, meio as an adverb, entre mim e) and the
 * Vocabulário Ortográfico da Língua Portuguesa of the Academia Brasileira de Letras (de repente).
 * Romanian: Academia Română, Institutul de Lingvistică „Iorgu Iordan – Al. Rosetti”,
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

/** French: what “pallier à …” becomes without “à”: the article that “à” was fused with or stood before. */
const FR_PALLIER_ARTICLE: Readonly<Record<string, string>> = { 'à la': 'la', 'à l': 'l', au: 'le', aux: 'les', à: '' };

/** French subject pronouns by person. */
const FR_PERSON: Readonly<Record<string, string>> = { je: '1s', "j'": '1s', tu: '2s', il: '3s', elle: '3s', on: '3s', nous: '1p', vous: '2p', ils: '3p', elles: '3p' };

/** French: the subjunctive of “être” and “avoir” after “après que” and the indicatives it stands for (present, imperfect, past historic), by person. */
const FR_APRES_QUE: Readonly<Record<string, readonly string[]>> = {
  '1s sois': ['suis', 'étais', 'fus'], '2s sois': ['es', 'étais', 'fus'], '3s soit': ['est', 'était', 'fut'],
  '1p soyons': ['sommes', 'étions', 'fûmes'], '2p soyez': ['êtes', 'étiez', 'fûtes'], '3p soient': ['sont', 'étaient', 'furent'],
  '1s aie': ['ai', 'avais', 'eus'], '2s aies': ['as', 'avais', 'eus'], '3s ait': ['a', 'avait', 'eut'],
  '1p ayons': ['avons', 'avions', 'eûmes'], '2p ayez': ['avez', 'aviez', 'eûtes'], '3p aient': ['ont', 'avaient', 'eurent'],
};

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
  // Académie française, “Dire, ne pas dire”, and the OQLF: “pallier” is transitive (“pallier un
  // manque”, not “pallier à un manque”). Only the verb's own forms (not “palliatif”), and not where
  // “à” opens an adverbial phrase (“pallier à temps le manque”).
  {
    name: 'PALLIER_A',
    wrong: `(palli(?:e(?:r(?:a(?:i(?:s|t|ent)?|s)?|ons|ez|ont|ions|iez)?|s|nt|z)?|ons|ions|iez|a(?:i(?:s|t|ent)|nt)?|é(?:e?s?)|èrent)) (à la|à l(?=['’])|aux|au|à)`,
    right: (m) => {
      const article = FR_PALLIER_ARTICLE[(m[2] as string).toLowerCase()] ?? '';
      return article ? `${m[1]} ${article}` : (m[1] as string);
    },
    skip: (m, text) => /^['’]?\s*(?:temps|nouveau|peine|moindres?\s+(?:coût|frais)|court|long|moyen|titre|chaque|hâte|fois|place|avenir|aide|instant|présent|l[’']avenir|l[’']aide)(?![\p{L}])/iu.test(after(m, text, 24)),
  },
  // Académie française, “Dire, ne pas dire” (Se rappeler): “se rappeler quelque chose”, not “de
  // quelque chose”. “De” stays before an infinitive (“je me rappelle de l’avoir vu”) and a pronoun
  // (“je me rappelle de lui”): only “du”, “de la”, “de l’” before a noun, after “je me”, “tu te”,
  // “il se”, “elle se” (not “on se rappelle”, “nous nous rappelons”: also “call each other back”)
  // and the imperatives.
  {
    name: 'SE_RAPPELER_DE',
    wrong: `((?:je me|tu te|il se|elle se) rappel\\p{L}*|rappelle-toi|rappelez-vous|rappelons-nous) (du|de la|de l(?=['’]))`,
    right: (m) => `${m[1]} ${{ du: 'le', 'de la': 'la', 'de l': 'l' }[(m[2] as string).toLowerCase()] ?? ''}`,
    skip: (m, text) => {
      const next = after(m, text, 24);
      if ((m[2] as string).toLowerCase() === 'du') return /^\s+(?:coup|moins|reste|tout|côté)(?![\p{L}])/iu.test(next);
      // “de la voir”, “de l’avoir vu”: “de” + infinitive.
      return /^['’]?\s*\p{L}+(?:er|ir|re|oir)(?![\p{L}])/iu.test(next);
    },
  },
  // Académie française, “Dire, ne pas dire” (Après que), and the OQLF: “après que” introduces a
  // fact and takes the indicative (“après qu’il est parti”, “après qu’il fut parti”), not the
  // subjunctive. Only the subjunctives of “être” and “avoir” after a subject pronoun.
  {
    name: 'APRES_QUE_SUBJONCTIF',
    wrong: `après qu(?:e |['’])(ils|elles|il|elle|on|je|tu|nous|vous|j['’])\\s?(soit|soient|sois|soyons|soyez|ait|aient|aie|aies|ayons|ayez)`,
    right: (m) => {
      const pronoun = (m[1] as string).toLowerCase().replace('’', "'");
      const verb = m[2] as string;
      const forms = FR_APRES_QUE[`${FR_PERSON[pronoun] ?? ''} ${verb.toLowerCase()}`];
      return forms?.map((form) => m[0].slice(0, m[0].length - verb.length) + form);
    },
  },
  // OQLF, Banque de dépannage linguistique (ces, ses, c’est, s’est): after “il”, “on” only the
  // reflexive “s’est” can stand (“il s’est trompé”); “c’est” needs no subject.
  { name: 'S_EST', kind: 'confusion', wrong: `(il|on) c(['’])est(?= \\p{L})`, right: (m) => `${m[1]} s${m[2]}est` },
  // Same source: at the start of a sentence and before a determiner or “vrai”, “dommage”,
  // “pourquoi”, “ça”, only “c’est” fits (“S’est vrai.”); not before a participle, where notes
  // leave out the subject (“S’est levé tôt.”), nor “S’est-il…”.
  {
    name: 'C_EST',
    kind: 'confusion',
    wrong: `s(['’])est(?= (?:vrai|dommage|pourquoi|ça|cela|mon|ma|mes|ton|ta|tes|notre|votre|cette)(?![\\p{L}]))`,
    right: (m) => `c${m[1]}est`,
    skip: (m, text) => !/(?:^|[.!?…]\s*|\n\s*|[«"“]\s*)$/u.test(before(m, text, 4)),
  },
  // OQLF, Banque de dépannage linguistique (censé, sensé): “censé” (supposed to) takes an
  // infinitive, “sensé” (sensible) does not: “il est censé venir”. Not before a clitic (“un homme
  // sensé se tait”).
  {
    name: 'CENSE',
    kind: 'confusion',
    wrong: `s(ensée?s?) (être|avoir|faire|dire|aller|venir|savoir|pouvoir|devoir|vouloir|voir|prendre|mettre|partir|tenir|servir|sortir|finir|fournir|permettre|contenir|couvrir|offrir|ouvrir|produire|réduire|conduire|suivre|vivre|écrire|lire|recevoir|\\p{L}{2,}er)`,
    right: (m) => `c${m[1]} ${m[2]}`,
    skip: (m) => /^(?:hier|premier|dernier|entier|léger|cher|fier|amer|super)$/iu.test(m[2] as string),
  },
  // Académie française, Dictionnaire (dépens): “aux dépens de” (at the expense of); “dépend” is a
  // verb and “au dépens” lacks the plural.
  { name: 'AUX_DEPENS', wrong: `(?:aux? dépends?|au dépens)(?= d(?:e |['’]|u |es ))`, right: 'aux dépens' },
  // Académie française, Dictionnaire (voir): “n’avoir rien à voir avec”; after “n’a rien” only the
  // infinitive with “à” can follow, never “avoir”.
  {
    name: 'RIEN_A_VOIR',
    kind: 'confusion',
    wrong: `(n['’](?:ai|as|a|avons|avez|ont|avait|avais|avions|aviez|avaient|aura|aurai|auras|aurons|aurez|auront|aurait|aurais|aurions|auriez|auraient)) rien avoir`,
    right: (m) => `${m[1]} rien à voir`,
  },
  // Académie française, Dictionnaire (tout à fait): after a form of “être” or “pas”, “tout a fait”
  // is the adverb “tout à fait” (“c’est tout à fait normal”); “tout a fait” (all has done) needs
  // “tout” as the subject.
  { name: 'TOUT_A_FAIT', kind: 'confusion', wrong: `(c['’]est|est|suis|es|sommes|êtes|sont|était|étais|étions|étiez|étaient|serait|sera|pas) tout a fait`, right: (m) => `${m[1]} tout à fait` },
  // Académie française, Dictionnaire (quand même): the phrase is “quand même”; only where nothing
  // follows before a mark (“comme même les enfants le savent”: as even the children know).
  { name: 'COMME_MEME', kind: 'confusion', wrong: `comme même(?=\\s*(?:[.!?,;…)]|$))`, right: 'quand même' },
  // OQLF, Banque de dépannage linguistique (le pléonasme voire même): “voire” already means “et
  // même”; the Académie tolerates it, so only for picky advice.
  { name: 'VOIRE_MEME', kind: 'style', picky: true, wrong: 'voire même', right: ['voire', 'et même'] },
  // Bescherelle, La conjugaison pour tous (the passé composé is “avoir” and the past participle):
  // an infinitive in -er right after a form of “avoir” with its subject pronoun is the participle
  // in -é (“j’ai acheter” → “j’ai acheté”). Only where the dictionary knows both the infinitive and
  // the participle, which leaves nouns and adjectives in -er alone (“super”, “hier”, “cher”).
  {
    name: 'AVOIR_INFINITIF',
    kind: 'confusion',
    wrong: `((?:j['’]ai|tu as|il a|elle a|on a|nous avons|vous avez|ils ont|elles ont|n['’](?:ai|as|a|avons|avez|ont) (?:pas|jamais|plus|guère))(?: (?:bien|mal|déjà|toujours|souvent|beaucoup|trop|tout|enfin|vite))?) (\\p{L}+)er`,
    right: (m) => `${m[1]} ${m[2]}é`,
    skip: (m, _text, { isWord }) => !isWord?.(`${m[2]}er`) || !isWord(`${m[2]}é`),
  },
];

/** Spanish: the possessive after a place adverb (“delante mío”) and the pronoun with “de” it stands for. */
const ES_POSSESSIVE_PRONOUN: Readonly<Record<string, readonly string[]>> = {
  mío: ['de mí'], mía: ['de mí'], tuyo: ['de ti'], tuya: ['de ti'],
  suyo: ['de él', 'de ella', 'de usted', 'de ellos', 'de ellas', 'de ustedes'], suya: ['de ella', 'de él', 'de usted', 'de ellas', 'de ellos', 'de ustedes'],
  nuestro: ['de nosotros', 'de nosotras'], nuestra: ['de nosotros', 'de nosotras'], vuestro: ['de vosotros', 'de vosotras'], vuestra: ['de vosotros', 'de vosotras'],
};

/** Spanish: plural forms of an auxiliary of impersonal “haber” and their singular. */
const ES_SINGULAR: Readonly<Record<string, string>> = {
  han: 'ha', habían: 'había', habrán: 'habrá', habrían: 'habría', hayan: 'haya', hubieran: 'hubiera', hubiesen: 'hubiese',
  pueden: 'puede', podían: 'podía', podrían: 'podría', podrán: 'podrá', pudieran: 'pudiera', deben: 'debe', debían: 'debía', deberían: 'debería',
  suelen: 'suele', solían: 'solía', 'van a': 'va a', 'iban a': 'iba a', 'tienen que': 'tiene que', 'tenían que': 'tenía que', 'empiezan a': 'empieza a', 'comienzan a': 'comienza a',
};

/** Spanish quantifiers that begin the object of impersonal “haber” (“hubo muchos”). */
const ES_QUANTIFIERS = 'muchos|muchas|varios|varias|pocos|pocas|algunos|algunas|demasiados|demasiadas|miles|cientos|dos|tres|cuatro|cinco|más|\\d+';

export const SPANISH: readonly PhraseEntry[] = [
  // DPD (se, 1.3): “se” comes before every other unstressed pronoun: “se me olvidó”, not “me se”.
  {
    name: 'SE_ME',
    kind: 'confusion',
    wrong: '(me|te|le|les|nos|os) se',
    right: (m) => `se ${(m[1] as string).toLowerCase()}`,
    // An acronym in capitals before a lower-case “se” (“el módulo de ME se carga”).
    skip: (m) => /^\p{Lu}{2,}$/u.test(m[1] as string) && !/^\p{Lu}+ \p{Lu}+$/u.test(m[0]),
  },
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
  // RAE and ASALE, Diccionario panhispánico de dudas (delante, detrás, encima, cerca…): a place
  // adverb takes “de” and a personal pronoun, not a possessive: “delante de mí”, not “delante mío”.
  {
    name: 'DELANTE_MIO',
    wrong: '(delante|adelante|detrás|atrás|encima|debajo|enfrente|cerca|lejos) (mío|mía|tuyo|tuya|suyo|suya|nuestro|nuestra|vuestro|vuestra)',
    right: (m) => ES_POSSESSIVE_PRONOUN[(m[2] as string).toLowerCase()]?.map((p) => `${m[1]} ${p}`),
  },
  // DPD (haber): “haya”, “hayan”; “haiga” is vulgar and to be avoided. A spelling checker offers “haga”.
  { name: 'HAIGA', wrong: 'haig(a|as|amos|áis|an)', right: (m) => `hay${m[1]}` },
  // DPD (haber, 4): impersonal “haber” stays singular, and so does its auxiliary: “ha habido
  // problemas”, not “han habido” (not after “se”: the old pronominal “haberse”).
  {
    name: 'HAN_HABIDO',
    wrong: '(han|habían|habrán|habrían|hayan|hubieran|hubiesen) habido',
    right: (m) => `${ES_SINGULAR[(m[1] as string).toLowerCase()] ?? m[1]} habido`,
    skip: (m, text) => /(?:^|[^\p{L}])se\s+$/iu.test(before(m, text, 4)),
  },
  // DPD (haber, 4): the auxiliary of impersonal “haber” is singular too: “puede haber muchos”.
  {
    name: 'PUEDEN_HABER',
    wrong: `(pueden|podían|podrían|podrán|pudieran|deben|debían|deberían|suelen|solían|van a|iban a|tienen que|tenían que|empiezan a|comienzan a) haber (${ES_QUANTIFIERS})`,
    right: (m) => `${ES_SINGULAR[(m[1] as string).toLowerCase()] ?? m[1]} haber ${m[2]}`,
  },
  // RAE and ASALE, Ortografía de la lengua española (2010), homophones with and without h: the
  // participle of “hacer” is “hecho”; “echo” (from “echar”) cannot follow “haber”.
  {
    name: 'HE_HECHO',
    kind: 'confusion',
    wrong: '(he|has|ha|hemos|habéis|han|había|habías|habíamos|habíais|habían|habría|habrías|habríamos|habrían|hubiera|hubieras|hubiéramos|hubieran|hubiese|haya|hayas|hayamos|hayan|habrá|habré|habrán|haber|habiendo) echo',
    right: (m) => `${m[1]} hecho`,
  },
  // Same source (a, ha): after “ir”, “venir”, “empezar”… an infinitive takes the preposition “a”,
  // never the auxiliary “ha” (“voy a comer”).
  {
    name: 'VOY_A',
    kind: 'confusion',
    wrong: '(voy|vas|va|vamos|vais|van|iba|ibas|íbamos|ibais|iban|fui|fue|fuimos|fueron|vengo|vienes|viene|venimos|vienen|empiezo|empieza|empiezan|empezó|comienza|comienzan|comenzó|vuelvo|vuelve|volvió) ha (\\p{L}+(?:ar|er|ir|ír))',
    right: (m) => `${m[1]} a ${m[2]}`,
  },
  // Same source: a participle that is no noun or adjective (“sido”, “habido”, “podido”, “tenido”)
  // follows the auxiliary “ha”, not the preposition “a”.
  { name: 'HA_SIDO', kind: 'confusion', wrong: 'a (sido|habido|podido|tenido)', right: (m) => `ha ${m[1]}` },
  // DPD (porqué, por qué): right after “¿” only the interrogative “por qué” fits; “porqué” is a
  // noun (“el porqué”), “por que” a preposition and a relative.
  { name: 'POR_QUE', kind: 'confusion', wrong: '(?<=¿\\s?)(?:porqué|por que)', right: 'por qué' },
  // DPD (sino): the adversative conjunction before “que” is one word: “no vino, sino que llamó”.
  { name: 'SINO_QUE', kind: 'confusion', wrong: 'si no que', right: 'sino que' },
  // RAE and ASALE, Ortografía (2010) and DPD (aun): “aun” means “incluso” and has no accent:
  // “aun así” (even so), as it always is before a comma.
  { name: 'AUN_ASI', kind: 'confusion', wrong: 'aún así(?=\\s*,)', right: 'aun así' },
  // Fundéu RAE (o sea): written in two words. “Osea” is only a form of the rare “osear” (to shoo),
  // which takes an object pronoun before it.
  { name: 'O_SEA', wrong: 'osea', right: 'o sea', skip: (m, text) => /(?:^|[^\p{L}])(?:lo|la|los|las|le|les|se|me|te|nos|os)\s+$/iu.test(before(m, text, 5)) },
  // DPD (motu proprio): the Latin phrase is “motu proprio”, without “de” and with “proprio”.
  { name: 'MOTU_PROPRIO', wrong: '(?:de )?motu propio|de motu proprio', right: 'motu proprio' },
  // DPD (grosso modo): without “a” and with double s.
  { name: 'GROSSO_MODO', wrong: 'a gros?so modo|groso modo', right: 'grosso modo' },
  // DPD (base, 2): “en base a” is better replaced with “con base en”, “a partir de”, “según”.
  {
    name: 'EN_BASE_A',
    kind: 'style',
    wrong: 'en base (al?)',
    right: (m) => ((m[1] as string).toLowerCase() === 'al' ? ['con base en el', 'a partir del', 'según el'] : ['con base en', 'a partir de', 'según']),
  },
];

/** Italian masculine nouns starting with a vowel, after which “un’” (feminine) is wrong. */
const IT_MASCULINE = 'altro|anno|uomo|amico|errore|esempio|occhio|ufficio|albero|aereo|ospedale|orologio|ombrello|uovo|elenco|incontro|evento';

/** Italian conditional stems (avr-ei) and the imperfect subjunctive's (aves-si) of the verbs most often put after a hypothetical “se”. */
const IT_CONDITIONAL_STEMS: Readonly<Record<string, string>> = { avr: 'aves', sar: 'fos', potr: 'potes', vorr: 'voles', dovr: 'doves', far: 'faces', andr: 'andas', sapr: 'sapes' };
/** The conditional's endings and the imperfect subjunctive's after the stem above. */
const IT_SUBJUNCTIVE_ENDINGS: Readonly<Record<string, string>> = { ei: 'si', esti: 'si', ebbe: 'se', emmo: 'simo', este: 'te', ebbero: 'sero' };

/**
 * Italian words that end in an apostrophe by rule, apocopes and imperatives (Treccani,
 * "troncamento"; Accademia della Crusca, "po’", "di’", "da’"): not an accent written as an
 * apostrophe, even where the accented word exists ("dì", "dà", "piè").
 */
const IT_APOSTROPHE_WORDS = new Set(['po', 'mo', 'be', 'to', 'de', 'di', 'da', 'fa', 'sta', 'va', 'ca', 'pie', 'co', 'ne', 'pe', 'que', 'vo', 'fe', 'so']);

/** The stressed final vowel with its accent: an acute é in “-ché” and in “né”, “sé”, “tré” (Accademia della Crusca, “accento acuto e grave”), else grave. */
function itAccented(stem: string, vowel: string): string {
  const lower = vowel.toLowerCase();
  if (lower !== 'e') return { a: 'à', i: 'ì', o: 'ò', u: 'ù' }[lower] as string;
  return /(?:ch|^n|^s|tr)$/i.test(stem) ? 'é' : 'è';
}

export const ITALIAN: readonly PhraseEntry[] = [
  // Accademia della Crusca ("accento o apostrofo?") and Treccani: a stressed final vowel takes an
  // accent, not the apostrophe of keyboards and typewriters without accented capitals ("E'" →
  // "È", "perche'" → "perché", "c'e'" → "c'è", "citta'" → "città"). Only where the dictionary knows
  // the accented word, not for the words that end in an apostrophe by rule, nor for a word in
  // single quotation marks ("dice 'pero'").
  {
    name: 'APOSTROFO_PER_ACCENTO',
    wrong: `(\\p{L}+['’])?(\\p{L}*)([aeiou])['’]`,
    right: (m) => `${m[1] ?? ''}${m[2]}${itAccented(m[2] as string, m[3] as string)}`,
    skip: (m, text, { isWord }) => {
      const stem = m[2] as string;
      const word = `${stem}${itAccented(stem, m[3] as string)}`;
      return IT_APOSTROPHE_WORDS.has(`${stem}${m[3]}`.toLowerCase()) || /['‘]$/u.test(before(m, text, 1)) || !isWord?.(word.toLowerCase());
    },
  },
  { name: 'QUAL_E', wrong: 'qual[’\'](è|era|erano)', right: (m) => `qual ${m[1]}` },
  { name: 'UN_ALTRO', wrong: `un[’'](${IT_MASCULINE})`, right: (m) => `un ${m[1]}` },
  { name: 'PO', wrong: 'p[òó]', right: 'po’' },
  { name: 'UN_PO', wrong: 'un po(?![’\'\\p{L}])', right: 'un po’' },
  { name: 'CE_NE', wrong: 'c[’\']è ne', right: 'ce n’è' },
  // Accademia della Crusca and Treccani (né): the negative conjunction has an acute accent; a
  // spelling checker offers “ne” for “nè”.
  { name: 'NE_ACCENT', wrong: 'nè', right: 'né' },
  // Same sources: before a subject pronoun only the conjunction fits (“né io né tu”); the
  // pronoun “ne” stands before a verb.
  { name: 'NE_PRONOUN', kind: 'confusion', wrong: 'ne(?= (?:io|tu|lui|lei|noi|voi|loro|egli|ella|essi|esse)(?![\\p{L}]))', right: 'né' },
  // Treccani (sé): the stressed pronoun is “sé”, with an acute accent: after a preposition and
  // before “stesso”.
  { name: 'SE_ACCENT', wrong: '(di|per|da|a|in|tra|fra|con|su|verso|contro|sopra) sè|sè (stess[oaie])', right: (m) => (m[1] ? `${m[1]} sé` : `sé ${m[2]}`) },
  // Accademia della Crusca and Treccani (c’è, ce): “c’è” (there is) before an article, an
  // indefinite or “stato”; the pronoun “ce” only stands before “lo”, “la”, “ne” or a verb. Not the
  // upper-case abbreviation (“marchio CE”).
  {
    name: 'C_E',
    kind: 'confusion',
    wrong: 'ce(?= (?:un|uno|una|un[’\']\\p{L}+|qualcosa|qualcuno|qualcuna|niente|nulla|sempre|ancora|già|stato|stata)(?![\\p{L}]))',
    right: 'c’è',
    skip: (m) => m[0] === 'CE',
  },
  // Same sources: “c’è” with an apostrophe; a spelling checker offers “ce” for “cè”.
  { name: 'CE_ACCENT', wrong: 'cè', right: 'c’è' },
  // Treccani (d’accordo): with an apostrophe; a spelling checker offers “accordo”.
  { name: 'D_ACCORDO', wrong: 'daccordo', right: 'd’accordo' },
  // Accademia della Crusca (soprattutto): the compound doubles the t (raddoppiamento fonosintattico).
  { name: 'SOPRATTUTTO', wrong: 'sopratutto', right: 'soprattutto' },
  // Accademia della Crusca (tuttora): one word.
  { name: 'TUTTORA', wrong: 'tutt[’\'] ?ora', right: 'tuttora' },
  // Treccani (un altro, un’altra): the apostrophe marks the elided feminine; “qualcun altro”,
  // “nessun altro” are masculine. A spelling checker offers “qualcun’altra”.
  { name: 'QUALCUN_ALTRO', wrong: '(qualcun|nessun|ciascun|alcun)[’\']altro', right: (m) => `${m[1]} altro` },
  // Accademia della Crusca (a posto, apposto): “a posto” (in order) in two words; “apposto” is the
  // participle of “apporre” (“ha apposto la firma”). Only where it cannot be the participle.
  {
    name: 'A_POSTO',
    kind: 'confusion',
    wrong: '(tutto|sono|sei|siamo|siete|sto|stai|stiamo|mettere|metti|metto|mette|mettiamo|mettete|mettono|messo|messa|mettendo|rimettere|rimetti|rimesso) apposto',
    right: (m) => `${m[1]} a posto`,
  },
  // Accademia della Crusca and Treccani (dà): the verb “dà” (gives) has an accent; after an
  // unstressed object pronoun “da” cannot be the preposition (“mi dà fastidio”). Not “da’” (give!).
  { name: 'DA_ACCENT', kind: 'confusion', wrong: '(mi|ti|gli|ci|glielo|gliela|gliene) da(?![’\'])', right: (m) => `${m[1]} dà` },
  // Treccani (ho, o): after “non” and “io” a participle follows the auxiliary “ho”, not “o” (or).
  {
    name: 'NON_HO',
    kind: 'confusion',
    wrong: '(non|io) o (\\p{L}+(?:at|ut|it)[oaie]|fatto|detto|visto|preso|messo|scritto|letto|chiesto|risposto|aperto|chiuso|perso|vinto|rotto|speso|deciso|scelto)',
    right: (m) => `${m[1]} ho ${m[2]}`,
    // A name (“io o Renato”).
    skip: (m) => /^\p{Lu}/u.test(m[2] as string),
  },
  // Accademia della Crusca (a me mi): the doubled pronoun belongs to speech; written “a me piace”.
  { name: 'A_ME_MI', kind: 'style', wrong: 'a (me mi|te ti)', right: (m) => `a ${(m[1] as string).split(' ')[0]}` },
  // Treccani, Enciclopedia dell’italiano (periodo ipotetico): the “se” clause of a hypothesis
  // takes the imperfect subjunctive, “se avessi tempo, verrei”, not the conditional. Only where
  // “se” starts the sentence: after a verb, “se” + conditional is an indirect question, which is
  // right (“mi chiedo se sarebbe possibile”), and so is concessive “anche se sarebbe”.
  {
    name: 'SE_CONDIZIONALE',
    kind: 'confusion',
    wrong: `(se) (${Object.keys(IT_CONDITIONAL_STEMS).join('|')})(ei|esti|ebbe|emmo|este|ebbero)`,
    right: (m) => `${m[1]} ${IT_CONDITIONAL_STEMS[(m[2] as string).toLowerCase()]}${IT_SUBJUNCTIVE_ENDINGS[(m[3] as string).toLowerCase()]}`,
    skip: (m, text) => !/(?:^|[.!?…]\s*)$/u.test(before(m, text, 3)),
  },
];

/** Portuguese: first-person-plural verbs after “a gente” and the third-person singular it takes. */
const PT_A_GENTE: Readonly<Record<string, string>> = {
  vamos: 'vai', fomos: 'foi', somos: 'é', estamos: 'está', temos: 'tem', podemos: 'pode', queremos: 'quer', fazemos: 'faz', fizemos: 'fez', tivemos: 'teve',
  estávamos: 'estava', íamos: 'ia', éramos: 'era', sabemos: 'sabe', precisamos: 'precisa', devemos: 'deve', tínhamos: 'tinha', estivemos: 'esteve', pudemos: 'pôde',
};

/** Portuguese: infinitives written for the future subjunctive (“se eu ver”) and that subjunctive, in the singular, the “nós” and the third-person plural. */
const PT_FUTURE_SUBJUNCTIVE: Readonly<Record<string, string>> = {
  ver: 'vir', fazer: 'fizer', ter: 'tiver', poder: 'puder', saber: 'souber', querer: 'quiser', trazer: 'trouxer', dizer: 'disser', estar: 'estiver', ser: 'for', ir: 'for', dar: 'der', manter: 'mantiver', obter: 'obtiver',
  vermos: 'virmos', fazermos: 'fizermos', termos: 'tivermos', podermos: 'pudermos', sabermos: 'soubermos', querermos: 'quisermos', trazermos: 'trouxermos', dizermos: 'dissermos', estarmos: 'estivermos', sermos: 'formos', irmos: 'formos', darmos: 'dermos',
  verem: 'virem', fazerem: 'fizerem', terem: 'tiverem', poderem: 'puderem', saberem: 'souberem', quererem: 'quiserem', trazerem: 'trouxerem', dizerem: 'disserem', estarem: 'estiverem', serem: 'forem', irem: 'forem', darem: 'derem',
};

/** Portuguese: plural auxiliaries of impersonal “haver” and their singular. */
const PT_SINGULAR: Readonly<Record<string, string>> = {
  têm: 'tem', tinham: 'tinha', terão: 'terá', teriam: 'teria', tenham: 'tenha', tivessem: 'tivesse',
  podem: 'pode', podiam: 'podia', poderão: 'poderá', poderiam: 'poderia', possam: 'possa', pudessem: 'pudesse', devem: 'deve', deviam: 'devia', deverão: 'deverá', deveriam: 'deveria',
  vão: 'vai', iam: 'ia', irão: 'irá', costumam: 'costuma', 'começam a': 'começa a', 'continuam a': 'continua a', 'tendem a': 'tende a',
};

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
  // Ciberdúvidas da Língua Portuguesa (menos): “menos” is invariable; a spelling checker offers “nenas”, “manes”.
  { name: 'MENOS', wrong: 'menas', right: 'menos' },
  // Ciberdúvidas (seja, esteja): the present subjunctive of “ser”, “estar”; a spelling checker offers “sege”.
  { name: 'SEJA', wrong: '(s|est)ej(e|es|em|emos)', right: (m) => `${m[1]}ej${{ e: 'a', es: 'as', em: 'am', emos: 'amos' }[(m[2] as string).toLowerCase()] ?? ''}` },
  // Vocabulário Ortográfico da Língua Portuguesa (VOLP, Academia Brasileira de Letras): “de
  // repente” in two words; a spelling checker offers “derre pente”.
  { name: 'DE_REPENTE', wrong: 'derrepente', right: 'de repente' },
  // Ciberdúvidas (verbos em -uir): the third person singular of “possuir”, “incluir”, “contribuir”…
  // ends in -ui (“possui”), of “construir”, “destruir” in -ói; a spelling checker offers “posse”, “incluem”.
  {
    name: 'POSSUI',
    wrong: '(poss|incl|concl|contrib|distrib|influ|atrib|excl|substit|constit|diminu|retrib|dilu|obstru|instit|restit|destit|polu|usufr)ue|(re)?(constr|destr)oe',
    right: (m) => (m[1] ? `${m[1]}ui` : `${m[2] ?? ''}${m[3]}ói`),
  },
  // Ciberdúvidas (a gente): “a gente” takes the verb in the third person singular: “a gente vai”.
  // Not after a preposition (“vem com a gente, vamos”: a missing comma).
  {
    name: 'A_GENTE_VAI',
    wrong: `a gente (${Object.keys(PT_A_GENTE).join('|')})`,
    right: (m) => `a gente ${PT_A_GENTE[(m[1] as string).toLowerCase()] ?? m[1]}`,
    skip: (m, text) => /(?:^|[^\p{L}])(?:com|para|pra|de|por|sem|entre|contra|perante|sobre|a|à)\s+$/iu.test(before(m, text, 10)),
  },
  // Ciberdúvidas (meio-dia e meia): half past twelve is “meio-dia e meia (hora)”.
  { name: 'MEIO_DIA_E_MEIA', wrong: '(meio-dia|meia-noite) e meio', right: (m) => `${m[1]} e meia` },
  // Ciberdúvidas (mau, mal): the adjective “mau” goes with a noun (“mau humor”); “mal” is the
  // adverb and the noun, as in “de mal a pior”.
  { name: 'MAU_HUMOR', kind: 'confusion', wrong: 'mal (humor|hálito|agouro)|de (mau) a pior', right: (m) => (m[1] ? `mau ${m[1]}` : 'de mal a pior') },
  // Ciberdúvidas (futuro do conjuntivo): after “se”, “quando”, “assim que”… the future
  // subjunctive, not the infinitive: “se eu vir”, “quando eu puder”. Not “caso” (present
  // subjunctive), nor “como se” (imperfect).
  {
    name: 'FUTURO_SUBJUNTIVO',
    wrong: '(se|quando|assim que|logo que|sempre que|enquanto|depois que) (?:(eu|você|ele|ela|a gente) (ver|fazer|ter|poder|saber|querer|trazer|dizer|estar|ser|ir|dar|manter|obter)|(nós) (vermos|fazermos|termos|podermos|sabermos|querermos|trazermos|dizermos|estarmos|sermos|irmos|darmos)|(eles|elas|vocês) (verem|fazerem|terem|poderem|saberem|quererem|trazerem|dizerem|estarem|serem|irem|darem))',
    right: (m) => {
      const verb = (m[3] ?? m[5] ?? m[7]) as string;
      return `${m[1]} ${m[2] ?? m[4] ?? m[6]} ${PT_FUTURE_SUBJUNCTIVE[verb.toLowerCase()] ?? verb}`;
    },
    skip: (m, text) => /(?:^|[^\p{L}])(?:como)\s+$/iu.test(before(m, text, 7)) && (m[1] as string).toLowerCase() === 'se',
  },
  // Ciberdúvidas (haver impessoal): the auxiliary of impersonal “haver” stays singular: “tem havido
  // problemas”, “pode haver muitos”.
  {
    name: 'TEM_HAVIDO',
    wrong: `(têm|tinham|terão|teriam|tenham|tivessem) havido|(podem|podiam|poderão|poderiam|possam|pudessem|devem|deviam|deverão|deveriam|vão|iam|irão|costumam|começam a|continuam a|tendem a) haver (muitos|muitas|vários|várias|alguns|algumas|poucos|poucas|diversos|diversas|dois|duas|três|\\d+)`,
    right: (m) => (m[1] ? `${PT_SINGULAR[m[1].toLowerCase()] ?? m[1]} havido` : `${PT_SINGULAR[(m[2] as string).toLowerCase()] ?? m[2]} haver ${m[3]}`),
  },
  // Ciberdúvidas (meio, advérbio): “meio” (somewhat) is invariable before an adjective: “meio
  // cansada”. Only adjectives of mood, not what a sock (“meia”) can be.
  {
    name: 'MEIO_CANSADA',
    kind: 'confusion',
    wrong: 'meia (cansadas?|preocupadas?|tristes?|confusas?|nervosas?|chateadas?|assustadas?|tontas?|desanimadas?|envergonhadas?|desconfiadas?|irritadas?|ansiosas?|sonolentas?|deprimidas?)',
    right: (m) => `meio ${m[1]}`,
  },
  // Ciberdúvidas (entre mim e ti): after a preposition the oblique pronoun: “entre mim e você”.
  // Not where “eu” is the subject of an infinitive (“entre eu e ela sairmos”).
  {
    name: 'ENTRE_MIM',
    wrong: 'entre eu e',
    right: 'entre mim e',
    skip: (m, text) => /^\s+(?:\p{L}+\s+){0,2}\p{L}+(?:r|rmos|rem)(?![\p{L}])/iu.test(after(m, text, 40)),
  },
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
  // DOOM3 (copil, fiu): the definite plural is copiii, fiii, which a possessive adjective needs (“copiii mei”).
  { name: 'COPIII', wrong: `(copi|fi)i (mei|tăi|săi|no${RO_S}tri|vo${RO_S}tri)`, right: (m) => `${m[1]}ii ${m[2]}` },
  // DOOM3 (veni): the subjunctive's second person is “să vii”; “vi” is the pronoun (“să vi se spună”),
  // which no adverb or preposition follows.
  {
    name: 'SA_VII',
    kind: 'confusion',
    wrong: `(s[ăa]) vi(?= (?:m[âa]ine|azi|acas[ăa]|aici|acolo|[îi]napoi|repede|imediat|devreme|t[âa]rziu|cu|la|din|pe|dup[ăa]|[îi]nainte|mai)(?![\\p{L}]))`,
    right: (m) => `${m[1]} vii`,
  },
  // “reveni” is “to come back”, “returna” “to give back” (not “revendica”, to claim).
  { name: 'REVENI_INAPOI', kind: 'style', wrong: '(reveni\\p{L}*|revenea\\p{L}*|revin[eă]?|revii|returna\\p{L}*|returnă|returnez\\p{L}*|returnea\\p{L}*) înapoi', right: (m) => m[1] as string },
];
