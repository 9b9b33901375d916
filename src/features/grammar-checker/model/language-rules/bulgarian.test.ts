import { applySuggestion } from '../apply-suggestion';
import { checkLanguageRules } from './index';
import { BULGARIAN } from './slavic';

const findings = (text: string) => checkLanguageRules(text, 'bg-BG').filter((s) => s.ruleId.startsWith('LOCAL_BG_'));

/** [text with the error, rule id, flagged text, first replacement, the text corrected] */
const ERRORS: ReadonlyArray<readonly [string, string, string, string, string]> = [
  ['Аз незнам какво да правя.', 'LOCAL_BG_NE_ZNAM', 'незнам', 'не знам', 'Аз не знам какво да правя.'],
  ['Те незнаят отговора.', 'LOCAL_BG_NE_ZNAM', 'незнаят', 'не знаят', 'Те не знаят отговора.'],
  ['Той неможе да дойде днес.', 'LOCAL_BG_NE_VERB', 'неможе', 'не може', 'Той не може да дойде днес.'],
  ['Несъм съгласен с това.', 'LOCAL_BG_NE_VERB', 'Несъм', 'Не съм', 'Не съм съгласен с това.'],
  ['Пия чай с захар.', 'LOCAL_BG_SAS', 'с захар', 'със захар', 'Пия чай със захар.'],
  ['С сестра ми ходим на кино.', 'LOCAL_BG_SAS', 'С сестра', 'Със сестра', 'Със сестра ми ходим на кино.'],
  ['Роден съм в Враца.', 'LOCAL_BG_VAV', 'в Враца', 'във Враца', 'Роден съм във Враца.'],
  ['Работи в фабрика за мебели.', 'LOCAL_BG_VAV', 'в фабрика', 'във фабрика', 'Работи във фабрика за мебели.'],
  ['Това е най хубавият ден.', 'LOCAL_BG_NAI_HYPHEN', 'най хубавият', 'най-хубавият', 'Това е най-хубавият ден.'],
  ['Книгата е на столът.', 'LOCAL_BG_SHORT_ARTICLE', 'на столът', 'на стола', 'Книгата е на стола.'],
  ['Говорих с учителят.', 'LOCAL_BG_SHORT_ARTICLE', 'с учителят', 'с учителя', 'Говорих с учителя.'],
  ['Отидох до градът пеша.', 'LOCAL_BG_SHORT_ARTICLE', 'до градът', 'до града', 'Отидох до града пеша.'],
  ['Проблема е сериозен.', 'LOCAL_BG_FULL_ARTICLE', 'Проблема', 'Проблемът', 'Проблемът е сериозен.'],
  ['Той закъсня. Учителя беше болен.', 'LOCAL_BG_FULL_ARTICLE', 'Учителя', 'Учителят', 'Той закъсня. Учителят беше болен.'],
  ['Има някой неща, които не разбирам.', 'LOCAL_BG_NYAKOI_PLURAL', 'някой неща', 'някои неща', 'Има някои неща, които не разбирам.'],
  ['Ела някои ден у нас.', 'LOCAL_BG_NYAKOY_SINGULAR', 'някои ден', 'някой ден', 'Ела някой ден у нас.'],
  ['Имам двама деца.', 'LOCAL_BG_DVAMA', 'двама деца', 'две деца', 'Имам две деца.'],
  ['Тримата сестри пеят.', 'LOCAL_BG_DVAMA', 'Тримата сестри', 'Трите сестри', 'Трите сестри пеят.'],
  ['Излязох, въпреки, че валеше.', 'LOCAL_BG_VAPREKI_CHE', 'въпреки, че', 'въпреки че', 'Излязох, въпреки че валеше.'],
];

describe('Bulgarian frequent errors', () => {
  it.each(ERRORS)('%s', (text, ruleId, original, replacement, corrected) => {
    const found = findings(text);
    expect(found.map((s) => [s.ruleId, s.original, s.replacements[0]])).toEqual([[ruleId, original, replacement]]);
    expect(found[0]?.localizedMessage?.key).toBeDefined();
    expect(applySuggestion(text, found, found[0] as (typeof found)[number]).text).toBe(corrected);
  });

  it('has an example for every rule', () => {
    expect(new Set(ERRORS.map(([, id]) => id))).toEqual(new Set(BULGARIAN.map((e) => `LOCAL_BG_${e.name}`)));
  });
});

describe('Bulgarian: silent on correct text and near misses', () => {
  it.each([
    'Не знам какво да правя. Нямам време. Това е паметник на незнаен войн. Той не може да дойде.',
    'Недей да идваш. Небето е синьо. Несъмнено ще дойде.',
    'Пия чай със захар и с мляко. Витамин С съдържа малко захар. След 5 с се чу изстрел.',
    'Живея във Варна, а работя в София. Отсечката А В върху правата е къса.',
    // A doubled preposition is the repeated-word rule's: „във в“ would keep the slip.
    'Онова, което в в нея. Говорих с с него.',
    'Това е най-хубавият ден. Най-накрая дойде.',
    'Градът е голям. Вървя по пътя към града. Минахме по път през гората. Говорих с учителя.',
    'В целия свят няма друг такъв. На цвят е червен. Стигнахме до кръстопът. Пътувахме до Плимът.',
    'Вместо мъжът да дойде, дойде жена му. Излезе без мъжът ѝ да разбере. Преди влакът да тръгне, звъннах.',
    'Като учителят, и той мълчеше. Освен бащата всички дойдоха. По големият път се върви по-бързо.',
    'Проблемът е сериозен. Не виждам проблема. В резултата е видно, че сме прави. Въпросът е друг.',
    'Някои неща не разбирам. Някой от тях ще дойде. Някой страни от хората. Някой ден ще дойда.',
    'Двама мъже и две деца. Двамата братя дойдоха.',
    'Въпреки че валеше, излязох. Въпреки това излязох.',
  ])('%s', (text) => {
    expect(findings(text).map((s) => `${s.ruleId}: ${s.original}`)).toEqual([]);
  });
});
