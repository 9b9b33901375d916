import { POLISH } from './slavic';
import { exampleCoverage, expectExample, ruleFindings, type RuleExample } from './rule-examples';

const findings = ruleFindings('pl-PL', 'LOCAL_PL_');

/** Rules whose examples live in language-rules.test.ts. */
const EARLIER = ['WZIAC', 'POSZEDLEM', 'W_KAZDYM_RAZIE', 'TE_ACCUSATIVE', 'POLTORA', 'POLTOREJ', 'COFAC_DO_TYLU', 'WRACAC_Z_POWROTEM', 'W_DNIU_DZISIEJSZYM'];

const ERRORS: readonly RuleExample[] = [
  ['Zawsze włanczam światło.', 'LOCAL_PL_WLACZAC', 'włanczam', 'włączam', 'Zawsze włączam światło.'],
  ['Nie wyłanczaj komputera.', 'LOCAL_PL_WLACZAC', 'wyłanczaj', 'wyłączaj', 'Nie wyłączaj komputera.'],
  ['To był przekonywujący argument.', 'LOCAL_PL_PRZEKONUJACY', 'przekonywujący', 'przekonujący', 'To był przekonujący argument.'],
  ['Brzmi to nieprzekonywująco.', 'LOCAL_PL_PRZEKONUJACY', 'nieprzekonywująco', 'nieprzekonująco', 'Brzmi to nieprzekonująco.'],
  ['Oni dobrze umią pływać.', 'LOCAL_PL_UMIEJA', 'umią', 'umieją', 'Oni dobrze umieją pływać.'],
  ['Dzieci nie rozumią pytania.', 'LOCAL_PL_UMIEJA', 'rozumią', 'rozumieją', 'Dzieci nie rozumieją pytania.'],
  ['Przyjdę napewno jutro.', 'LOCAL_PL_WRITTEN_APART', 'napewno', 'na pewno', 'Przyjdę na pewno jutro.'],
  ['Wogóle o tym nie myślałem.', 'LOCAL_PL_WRITTEN_APART', 'Wogóle', 'W ogóle', 'W ogóle o tym nie myślałem.'],
  ['Wróćmy spowrotem do pracy.', 'LOCAL_PL_WRITTEN_APART', 'spowrotem', 'z powrotem', 'Wróćmy z powrotem do pracy.'],
  ['Tak mówimy na codzień.', 'LOCAL_PL_WRITTEN_APART', 'na codzień', 'na co dzień', 'Tak mówimy na co dzień.'],
  ['Niewiem, co powiedzieć.', 'LOCAL_PL_NIE_VERB', 'Niewiem', 'Nie wiem', 'Nie wiem, co powiedzieć.'],
  ['Tego niebyło w planie.', 'LOCAL_PL_NIE_VERB', 'niebyło', 'nie było', 'Tego nie było w planie.'],
  ['Sklep jest na przeciwko szkoły.', 'LOCAL_PL_NAPRZECIWKO', 'na przeciwko', 'naprzeciwko', 'Sklep jest naprzeciwko szkoły.'],
  ['Wyszedł mu na przeciw.', 'LOCAL_PL_NAPRZECIWKO', 'na przeciw', 'naprzeciw', 'Wyszedł mu naprzeciw.'],
  ['Wyjął klucz z pod wycieraczki.', 'LOCAL_PL_SPOD', 'z pod', 'spod', 'Wyjął klucz spod wycieraczki.'],
  ['To zdjęcie z przed wojny.', 'LOCAL_PL_SPOD', 'z przed', 'sprzed', 'To zdjęcie sprzed wojny.'],
  ['Wrócili z nad morza.', 'LOCAL_PL_SPOD', 'z nad', 'znad', 'Wrócili znad morza.'],
  ['Po za tym wszystko gra.', 'LOCAL_PL_POZA_TYM', 'Po za tym', 'Poza tym', 'Poza tym wszystko gra.'],
  ['Jest co raz więcej chętnych.', 'LOCAL_PL_CORAZ', 'co raz', 'coraz', 'Jest coraz więcej chętnych.'],
  ['Robi się co raz trudniejsze.', 'LOCAL_PL_CORAZ', 'co raz', 'coraz', 'Robi się coraz trudniejsze.'],
  ['Poszedł, mimo, że padało.', 'LOCAL_PL_MIMO_ZE', 'mimo, że', 'mimo że', 'Poszedł, mimo że padało.'],
  ['Pomimo, iż było późno, czekał.', 'LOCAL_PL_MIMO_ZE', 'Pomimo, iż', 'Pomimo iż', 'Pomimo iż było późno, czekał.'],
  ['Ja pracuję, podczas, gdy ty śpisz.', 'LOCAL_PL_PODCZAS_GDY', 'podczas, gdy', 'podczas gdy', 'Ja pracuję, podczas gdy ty śpisz.'],
  ['Nie przyszedł, dlatego bo był chory.', 'LOCAL_PL_DLATEGO_ZE', 'dlatego bo', 'dlatego że', 'Nie przyszedł, dlatego że był chory.'],
  ['Zrobiłem to dlatego, ponieważ musiałem.', 'LOCAL_PL_DLATEGO_ZE', 'dlatego, ponieważ', 'dlatego, że', 'Zrobiłem to dlatego, że musiałem.'],
  ['Będziemy kontynuować dalej rozmowy.', 'LOCAL_PL_KONTYNUOWAC_DALEJ', 'kontynuować dalej', 'kontynuować', 'Będziemy kontynuować rozmowy.'],
  ['Kontynuuj dalej pracę.', 'LOCAL_PL_KONTYNUOWAC_DALEJ', 'Kontynuuj dalej', 'Kontynuuj', 'Kontynuuj pracę.'],
  ['Mam pytanie odnośnie tej sprawy.', 'LOCAL_PL_ODNOSNIE_DO', 'odnośnie', 'odnośnie do', 'Mam pytanie odnośnie do tej sprawy.'],
  ['Ubrała nową sukienkę.', 'LOCAL_PL_WLOZYC', 'Ubrała nową sukienkę', 'Włożyła nową sukienkę', 'Włożyła nową sukienkę.'],
  ['Ubierz kurtkę, jest zimno.', 'LOCAL_PL_WLOZYC', 'Ubierz kurtkę', 'Włóż kurtkę', 'Włóż kurtkę, jest zimno.'],
  ['Mi się wydaje, że pada.', 'LOCAL_PL_MNIE_SIE', 'Mi się', 'Mnie się', 'Mnie się wydaje, że pada.'],
  ['Tak było. Mu to nie przeszkadza.', 'LOCAL_PL_MNIE_SIE', 'Mu to', 'Jemu to', 'Tak było. Jemu to nie przeszkadza.'],
];

describe('Polish frequent errors', () => {
  it.each(ERRORS)('%s', (...example) => expectExample(findings(example[0]), example));

  it('offers both correct participles for “przekonywujący”', () => {
    expect(findings('Argument był przekonywujący.')[0]?.replacements).toEqual(['przekonujący', 'przekonywający']);
  });

  it('gives “odnośnie do” and “włożyć” only as picky advice', () => {
    expect(findings('Mam pytanie odnośnie tej sprawy.', false)).toEqual([]);
    expect(findings('Ubrała nową sukienkę.', false)).toEqual([]);
  });

  it('has an example for every rule', () => {
    const { covered, rules } = exampleCoverage('LOCAL_PL_', POLISH, ERRORS, EARLIER);
    expect(covered).toEqual(rules);
  });
});

describe('Polish: silent on correct text and near misses', () => {
  it.each([
    'Włączam światło, wyłączam radio i przełączam kanał. Włączanie trwa chwilę.',
    'To był przekonujący, a nawet przekonywający argument. Przekonywał nas długo.',
    'Oni umieją pływać i rozumieją pytanie. Ona umie, on rozumie.',
    'Przyjdę na pewno. Na razie nic nie wiem. W ogóle, po prostu, z powrotem, od razu, na co dzień.',
    'Poszłam do kina, a ona poszła do domu. Niewiedza nie jest usprawiedliwieniem. Niemal wszyscy przyszli.',
    'Sklep jest naprzeciwko szkoły. Głosował przeciw ustawie. Ma sposób na przeciwności losu.',
    'Wyjął klucz spod wycieraczki. Wybrano go z ponad stu kandydatów. Problem z za dużym plikiem. Nie można połączyć z pod-usługą.',
    'Poza tym wszystko gra. Po tym, jak przyszedł, zrobiło się cicho. Za tym domem jest las.',
    'Jest coraz więcej chętnych. Co raz zobaczysz, zapamiętasz. Raz więcej, raz mniej.',
    'Poszedł, mimo że padało. Mimo to czekał. Szedł mimo deszczu. Podczas gdy ty śpisz, ja pracuję. Podczas burzy zgasło światło.',
    'Nie przyszedł, dlatego że był chory. Był chory, dlatego nie przyszedł. Nie przyszedł, bo był chory.',
    'Będziemy kontynuować rozmowy. Kontynuuje dalej idące reformy. Kontynuacja dalej.',
    'Mam pytanie odnośnie do tej sprawy. Odnośnie zaś do drugiej kwestii, zgadzam się.',
    'Wydaje mi się, że pada. Mnie się to podoba. Podoba mi się. Daj mu to. Jemu to nie przeszkadza. Ci się spóźnili.',
    'Ubrała dziecko w sukienkę. Ubrała choinkę. Ubrała się w płaszcz. Włożyła nową sukienkę. Ubieram buty dziecku.',
  ])('%s', (text) => {
    expect(findings(text).map((s) => `${s.ruleId}: ${s.original}`)).toEqual([]);
  });
});
