/**
 * Frequent errors in French, Spanish, Italian and Portuguese that a pattern decides without a
 * parser. Sources: Académie française, “Dire, ne pas dire” (quel que soit, malgré que, pallier,
 * si j’aurais, en tant que, quant à) and the Banque de dépannage linguistique of the OQLF;
 * RAE and ASALE, Diccionario panhispánico de dudas (2005) (haber/a ver, haya/halla/allá,
 * dequeísmo, hubo/hubieron, había/habían, sin en cambio); Accademia della Crusca and Treccani,
 * Dubbi sull’italiano (qual è, un altro, po’, c’è/ce n’è); Ciberdúvidas da Língua Portuguesa
 * (a nível de, de encontro a / ao encontro de, há… atrás, faz/fazem, havia/haviam, mas/mais,
 * a fim de).
 */
import { before, type PhraseEntry } from './rule';

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

export const ROMANIAN: readonly PhraseEntry[] = [];
