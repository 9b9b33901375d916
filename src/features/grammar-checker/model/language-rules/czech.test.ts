import { CZECH } from './slavic';
import { exampleCoverage, expectExample, ruleFindings, type RuleExample } from './rule-examples';

const findings = ruleFindings('cs-CZ', 'LOCAL_CS_');

const ERRORS: readonly RuleExample[] = [
  ['Chtěli bysme přijít.', 'LOCAL_CS_BYCHOM', 'bysme', 'bychom', 'Chtěli bychom přijít.'],
  ['Přišli byjste včas?', 'LOCAL_CS_BYSTE', 'byjste', 'byste', 'Přišli byste včas?'],
  ['Chtěli by jsme přijít.', 'LOCAL_CS_BY_JSME', 'by jsme', 'bychom', 'Chtěli bychom přijít.'],
  ['Aby jste věděli, kdo to byl.', 'LOCAL_CS_BY_JSME', 'Aby jste', 'Abyste', 'Abyste věděli, kdo to byl.'],
  ['Kdyby jsem to věděl, řekl bych to.', 'LOCAL_CS_BY_JSME', 'Kdyby jsem', 'Kdybych', 'Kdybych to věděl, řekl bych to.'],
  ['Přijď zítra ke mě.', 'LOCAL_CS_KE_MNE', 'ke mě', 'ke mně', 'Přijď zítra ke mně.'],
  ['Šel k mně domů.', 'LOCAL_CS_KE_MNE', 'k mně', 'ke mně', 'Šel ke mně domů.'],
  ['Kvůli mě přišel pozdě.', 'LOCAL_CS_KE_MNE', 'Kvůli mě', 'Kvůli mně', 'Kvůli mně přišel pozdě.'],
  ['Koupil to pro mně a pro sestru.', 'LOCAL_CS_PRO_ME', 'pro mně', 'pro mě', 'Koupil to pro mě a pro sestru.'],
  ['Podle mně je to dobře.', 'LOCAL_CS_PRO_ME', 'Podle mně', 'Podle mě', 'Podle mě je to dobře.'],
  ['Vezmi sebou deštník.', 'LOCAL_CS_S_SEBOU', 'Vezmi sebou', 'Vezmi s sebou', 'Vezmi s sebou deštník.'],
  ['Vzal si sebou svačinu.', 'LOCAL_CS_S_SEBOU', 'Vzal si sebou', 'Vzal si s sebou', 'Vzal si s sebou svačinu.'],
  ['Mluvil s dvěmi lidmi.', 'LOCAL_CS_DVEMA', 'dvěmi', 'dvěma', 'Mluvil s dvěma lidmi.'],
  ['Držel to oběmi rukama.', 'LOCAL_CS_DVEMA', 'oběmi', 'oběma', 'Držel to oběma rukama.'],
  ['Šel tam s dvouma kamarády.', 'LOCAL_CS_DVEMA', 'dvouma', 'dvěma', 'Šel tam s dvěma kamarády.'],
  ['Nevím, zda-li přijde.', 'LOCAL_CS_ZDALI', 'zda-li', 'zdali', 'Nevím, zdali přijde.'],
  ['V zápětí odešel.', 'LOCAL_CS_VZAPETI', 'V zápětí', 'Vzápětí', 'Vzápětí odešel.'],
  ['Trvalo to více jak 10 let.', 'LOCAL_CS_VICE_NEZ', 'více jak', 'více než', 'Trvalo to více než 10 let.'],
  ['Přišlo méně jak polovina členů.', 'LOCAL_CS_VICE_NEZ', 'méně jak', 'méně než', 'Přišlo méně než polovina členů.'],
];

describe('Czech frequent errors', () => {
  it.each(ERRORS)('%s', (...example) => expectExample(findings(example[0]), example));

  it('offers “mne” as well after a preposition taking the genitive or accusative', () => {
    expect(findings('Bylo to pro mně.')[0]?.replacements).toEqual(['pro mě', 'pro mne']);
  });

  it('has an example for every rule', () => {
    const { covered, rules } = exampleCoverage('LOCAL_CS_', CZECH, ERRORS);
    expect(covered).toEqual(rules);
  });
});

describe('Czech: silent on correct text and near misses', () => {
  it.each([
    'Chtěli bychom přijít. Byli bychom rádi. Abyste věděli. Kdybych to věděl. Kdo by to řekl?',
    'Jsme tady, protože bychom jinak nic neviděli. To by se nám líbilo, jsme-li tu.',
    'Přijď ke mně. Kvůli mně přišel pozdě. Opřel se o mě. Věří ve mě. Na mně to nezáleží. Mluvili o mně.',
    'To je pro mě důležité. Pro mě za mě. U mě doma. Beze mě to nepůjde. Podle mě ano. Přišel za mnou. Kromě mne nikdo.',
    'Odešel z pro mně neznámých důvodů. Jel do mně neznámé země. Místo mně nevyhovuje. Prošel kolem mně neznámý muž.',
    'Díky mě nezajímají, chci peníze.',
    'Vezmi s sebou deštník. Hodil sebou na postel. Měl sebou hodit na zem. Vzal si sebe za vzor.',
    'Mluvil s dvěma lidmi, se třemi dětmi a oběma rodiči.',
    'Nevím, zda přijde, ani zdali odejde.',
    'Vzápětí odešel. Zápěstí ho bolelo.',
    'Trvalo to více než 10 let. Zajímá mě více, jak to dopadne. Víc jak on to neumí nikdo.',
  ])('%s', (text) => {
    expect(findings(text).map((s) => `${s.ruleId}: ${s.original}`)).toEqual([]);
  });
});
