import { expectExample, ruleFindings, type RuleExample } from './rule-examples';

const findings = ruleFindings('hu-HU', 'LOCAL_HU_');
const ids = (text: string) => findings(text).map((s) => `${s.ruleId}: ${s.original}`);

const ERRORS: readonly RuleExample[] = [
  ['Mégegyszer elmondom.', 'LOCAL_HU_MEG_EGYSZER', 'Mégegyszer', 'Még egyszer', 'Még egyszer elmondom.'],
  ['Ezt egyátalán nem értem.', 'LOCAL_HU_EGYALTALAN', 'egyátalán', 'egyáltalán', 'Ezt egyáltalán nem értem.'],
  ['Nem muszály eljönnöd.', 'LOCAL_HU_MUSZAJ', 'muszály', 'muszáj', 'Nem muszáj eljönnöd.'],
  ['Mindíg későn jön.', 'LOCAL_HU_MINDIG', 'Mindíg', 'Mindig', 'Mindig későn jön.'],
  ['Eddíg minden rendben volt.', 'LOCAL_HU_MINDIG', 'Eddíg', 'Eddig', 'Eddig minden rendben volt.'],
  ['Meddíg maradsz?', 'LOCAL_HU_MINDIG', 'Meddíg', 'Meddig', 'Meddig maradsz?'],
  ['Holnap jó idő lessz.', 'LOCAL_HU_LESZ', 'lessz', 'lesz', 'Holnap jó idő lesz.'],
  ['Minnél előbb, annál jobb.', 'LOCAL_HU_MINEL', 'Minnél', 'Minél', 'Minél előbb, annál jobb.'],
  ['Egyszercsak megjelent az ajtóban.', 'LOCAL_HU_EGYSZER_CSAK', 'Egyszercsak', 'Egyszer csak', 'Egyszer csak megjelent az ajtóban.'],
  ['Nem sokára megérkezik.', 'LOCAL_HU_NEMSOKARA', 'Nem sokára', 'Nemsokára', 'Nemsokára megérkezik.'],
  ['Rég óta várok rád.', 'LOCAL_HU_REGOTA', 'Rég óta', 'Régóta', 'Régóta várok rád.'],
  ['Egyenlőre nincs hír.', 'LOCAL_HU_EGYELORE', 'Egyenlőre', 'Egyelőre', 'Egyelőre nincs hír.'],
  ['Ez egyenlőre elég lesz.', 'LOCAL_HU_EGYELORE', 'egyenlőre', 'egyelőre', 'Ez egyelőre elég lesz.'],
  ['Várjunk egyenlőre, aztán döntünk.', 'LOCAL_HU_EGYELORE', 'egyenlőre', 'egyelőre', 'Várjunk egyelőre, aztán döntünk.'],
  ['Nem csak szép, hanem okos is.', 'LOCAL_HU_NEMCSAK_HANEM', 'Nem csak', 'Nemcsak', 'Nemcsak szép, hanem okos is.'],
  ['A program nem csak fájlokat, hanem könyvtárakat is másol.', 'LOCAL_HU_NEMCSAK_HANEM', 'nem csak', 'nemcsak', 'A program nemcsak fájlokat, hanem könyvtárakat is másol.'],
  ['Ez úton is köszönjük a segítséget.', 'LOCAL_HU_EZUTON', 'Ez úton', 'Ezúton', 'Ezúton is köszönjük a segítséget.'],
  ['Ez úton szeretném megköszönni.', 'LOCAL_HU_EZUTON', 'Ez úton', 'Ezúton', 'Ezúton szeretném megköszönni.'],
  ['Ez a legoptimálisabb megoldás.', 'LOCAL_HU_LEGOPTIMALISABB', 'a legoptimálisabb', 'az optimális', 'Ez az optimális megoldás.'],
  ['Válaszd a lehető legoptimálisabb utat.', 'LOCAL_HU_LEGOPTIMALISABB', 'lehető legoptimálisabb', 'lehető legjobb', 'Válaszd a lehető legjobb utat.'],
  ['Ezt legoptimálisabban így oldjuk meg.', 'LOCAL_HU_LEGOPTIMALISABB', 'legoptimálisabban', 'optimálisan', 'Ezt optimálisan így oldjuk meg.'],
  ['Ez egy optimálisabb út.', 'LOCAL_HU_LEGOPTIMALISABB', 'optimálisabb', 'optimális', 'Ez egy optimális út.'],
  ['Ebből kifolyólag nem jövök.', 'LOCAL_HU_KIFOLYOLAG', 'Ebből kifolyólag', 'Ezért', 'Ezért nem jövök.'],
  ['Abból kifolyólag, hogy beteg, otthon maradt.', 'LOCAL_HU_KIFOLYOLAG', 'Abból kifolyólag', 'Amiatt', 'Amiatt, hogy beteg, otthon maradt.'],
];

describe('Hungarian frequent errors', () => {
  it.each(ERRORS)('%s', (...example) => expectExample(findings(example[0]), example));

  it('offers the other correction second', () => {
    expect(findings('A legoptimálisabbat választjuk.')[0]?.replacements).toEqual(['Az optimálisat', 'A legjobbat']);
    expect(findings('Ebből kifolyólag nem jövök.')[0]?.replacements).toEqual(['Ezért', 'Emiatt']);
  });
});

/** Correct sentences, many with what the patterns must not take for an error. */
const CORRECT: readonly (readonly [string, string])[] = [
  ['MEG_EGYSZER', 'Még egyszer elmondom; egyszer már megtörtént, és még kétszer fog.'],
  ['EGYALTALAN', 'Ezt egyáltalán nem értem; az átalány havonta fizetendő.'],
  ['MUSZAJ', 'Nem muszáj eljönnöd; az uszály lassan halad a folyón.'],
  ['MINDIG', 'Mindig későn jön, eddig is így volt, addig várunk, ameddig kell. Meddig maradsz?'],
  ['LESZ', 'Holnap jó idő lesz, és leszünk ott páran; a less angol szó.'],
  ['MINEL', 'Minél előbb, annál jobb; kinél van a kulcs?'],
  ['EGYSZER_CSAK', 'Egyszer csak megjelent; egyszer volt, hol nem volt; egyszerre érkeztek.'],
  ['NEMSOKARA', 'Nemsokára megérkezik; sokára jött meg; nem sokat várt.'],
  ['REGOTA', 'Régóta várok rád; rég volt, mióta utoljára láttalak.'],
  ['EGYELORE', 'Egyelőre nincs hír. Egyenlőt egyenlőre cseréltek, a tétet egyenlőre osztották.'],
  ['NEMCSAK_HANEM', 'Nemcsak szép, hanem okos is. Nem csak ő jött el. Nem csak úgy mondtam, hanem komolyan gondoltam.'],
  ['NEMCSAK_HANEM', 'Nem csak ebben a könyvben. Nem jött el, hanem telefonált.'],
  ['EZUTON', 'Ezúton is köszönjük. A posta ez úton van hazafelé. Ezen az úton jöttünk.'],
  ['LEGOPTIMALISABB', 'Ez az optimális megoldás, a legjobb út; az optimalizálás és az optimista terv.'],
  ['LEGOPTIMALISABB', 'A maximális sebesség és a minimális költség; a legnagyobb és a legkisebb érték.'],
  ['KIFOLYOLAG', 'Ezért nem jövök; emiatt maradt otthon; a víz kifolyik a csőből.'],
];

describe('Hungarian rules stay silent on correct text', () => {
  it.each(CORRECT)('%s: %s', (_rule, text) => {
    expect(ids(text)).toEqual([]);
  });
});
