/**
 * Frequent errors in Hungarian that a pattern decides without a parser. Sources: MTA, A magyar
 * helyesírás szabályai (12th ed., 2015) and its word list (még egyszer, egyáltalán, muszáj,
 * mindig, eddig, lesz, minél, egyelőre, nemsokára, egyszer csak, nemcsak… hanem, régóta,
 * ezúton); Grétsy L. and Kemény G. (eds.), Nyelvművelő kézikönyv (Akadémiai Kiadó, 1980–1985)
 * (egyelőre/egyenlőre, the pleonasm “legoptimálisabb”, “kifolyólag”); the language advice of
 * the MTA Nyelvtudományi Intézet at e-nyelv.hu.
 */
import { after, before, type PhraseEntry } from './rule';

/** Words after which “egyenlőre” (onto an equal one) can only be “egyelőre” (for the time being). */
const HU_EGYELORE_NEXT = /^(?:\s*,|\s+(?:nem|nincs|nincsenek|még|csak|ennyi|ennyit|elég|így|úgy|ez|ezt|az|azt|jó|hagyjuk|semmi|senki|sehol|is|marad\p{L}*|vár\p{L}*)(?![\p{L}]))/iu;

/** Endings after “-abb” that “optimális” and “legjobb” take unchanged (legoptimálisabbat → optimálisat, legjobbat). */
const HU_ABB_ENDINGS = 'akat|ak|at|an|nak|ra|ról|ból|hoz|nál|tól|ként';

export const HUNGARIAN: readonly PhraseEntry[] = [
  { name: 'MEG_EGYSZER', wrong: 'mégegyszer', right: 'még egyszer' },
  { name: 'EGYALTALAN', wrong: 'egyátalán', right: 'egyáltalán' },
  { name: 'MUSZAJ', wrong: 'muszály', right: 'muszáj' },
  { name: 'MINDIG', wrong: 'mindíg|eddíg|addíg|meddíg|ameddíg', right: (m) => m[0].replace('í', 'i').replace('Í', 'I') },
  { name: 'LESZ', wrong: 'lessz', right: 'lesz' },
  { name: 'MINEL', wrong: 'minnél', right: 'minél' },
  { name: 'EGYSZER_CSAK', wrong: 'egyszercsak', right: 'egyszer csak' },
  { name: 'NEMSOKARA', wrong: 'nem sokára', right: 'nemsokára' },
  { name: 'REGOTA', wrong: 'rég óta', right: 'régóta' },
  // At a sentence's start or before a comma, a negation, “még”, “csak”…: “egyenlőre állít” (set equal) is left alone.
  {
    name: 'EGYELORE',
    kind: 'confusion',
    wrong: 'egyenlőre',
    right: 'egyelőre',
    skip: (m, text) => !(/(?:^|[.!?]\s*|\n\s*)$/u.test(before(m, text, 4)) || HU_EGYELORE_NEXT.test(after(m, text, 16))),
  },
  // “nemcsak…, hanem” is written together; not “nem csak úgy”, where “csak úgy” (just like that) is negated.
  { name: 'NEMCSAK_HANEM', wrong: 'nem csak(?=[^.!?;]{1,80}?[\\s,]hanem(?![\\p{L}]))', right: 'nemcsak', skip: (m, text) => /^\s+úgy(?![\p{L}])/iu.test(after(m, text, 6)) },
  // The formula “ezúton is köszönjük”; “ez úton van” (this is on the way) is left alone.
  {
    name: 'EZUTON',
    wrong: 'ez úton(?= (?:is|szeretn\\p{L}*|köszön\\p{L}*|tájékoztat\\p{L}*|értesít\\p{L}*|kér\\p{L}*|kíván\\p{L}*|jelez\\p{L}*|fejez\\p{L}*|hívjuk|hívom)(?![\\p{L}]))',
    right: 'ezúton',
  },
  // “optimális” is the best: no comparison. The article before it becomes “az”; after “lehető”
  // (as good as possible) only “legjobb” fits.
  {
    name: 'LEGOPTIMALISABB',
    kind: 'style',
    wrong: `(?:(a|lehető) )?(leg)?optimálisabb(${HU_ABB_ENDINGS})?`,
    right: (m) => {
      const ending = m[3] ?? '';
      const best = `${m[2] ? 'leg' : ''}jobb${ending}`;
      if (m[1]?.toLowerCase() === 'lehető') return `${m[1]} ${best}`;
      return m[1] ? [`${m[1]}z optimális${ending}`, `${m[1]} ${best}`] : [`optimális${ending}`, best];
    },
  },
  { name: 'KIFOLYOLAG', kind: 'style', wrong: '(ebből|abból) kifolyólag', right: (m) => ((m[1] as string).toLowerCase() === 'ebből' ? ['ezért', 'emiatt'] : ['amiatt', 'azért']) },
];
