/**
 * Frequent errors in Polish, Russian, Ukrainian and Czech that a pattern decides without a
 * parser. Sources: Wielki słownik poprawnej polszczyzny PWN (2004) and the Poradnia językowa
 * PWN (wziąć, poszedłem, w każdym razie, tę after prepositions taking the accusative,
 * półtora/półtorej, pleonasms such as “cofać się do tyłu”); Д. Э. Розенталь, Справочник по
 * правописанию и литературной правке (в течение, в продолжение, оплатить, согласно + dative,
 * надеть/одеть, класть/ложить, -ться after modal words); Б. Антоненко-Давидович, Як ми
 * говоримо, and Український правопис (2019) (протягом, брати участь, наступний, вжити заходів,
 * залежно від); Internetová jazyková příručka ÚJČ AV ČR (bychom, abychom, byste).
 */
import { after, type PhraseEntry } from './rule';

/** Polish: -szłem/-szłeś for the masculine past of -iść verbs (PWN: “poszedłem”, not “poszłem”). */
const PL_SZEDL: Readonly<Record<string, string>> = {
  po: 'poszedł', przy: 'przyszedł', wy: 'wyszedł', we: 'wszedł', ze: 'zszedł', do: 'doszedł', ode: 'odszedł', pode: 'podszedł', prze: 'przeszedł', obe: 'obszedł', roze: 'rozszedł', na: 'naszedł', za: 'zaszedł', nade: 'nadszedł',
};

/** Polish nouns (masculine or neuter genitive) after which “półtorej” is wrong. */
const PL_POLTORA_NOUNS = 'roku|miesiąca|dnia|tygodnia|metra|litra|kilometra|kilograma|miliona|tysiąca|wieku|raza|centymetra|procent';
/** Polish feminine genitives after which “półtora” is wrong. */
const PL_POLTOREJ_NOUNS = 'godziny|minuty|doby|szklanki|łyżki|strony|butelki|mili|sekundy';

export const POLISH: readonly PhraseEntry[] = [
  { name: 'WZIAC', wrong: '(wzi|zdj|przyj|odj|przej|podj|zaj)ąść', right: (m) => `${m[1]}ąć` },
  {
    name: 'POSZEDLEM',
    wrong: `(${Object.keys(PL_SZEDL).join('|')})szł(em|eś)`,
    right: (m) => `${PL_SZEDL[(m[1] as string).toLowerCase()] ?? ''}${m[2]}`,
  },
  { name: 'W_KAZDYM_RAZIE', wrong: 'w każdym bądź razie', right: ['w każdym razie', 'bądź co bądź'] },
  { name: 'TE_ACCUSATIVE', wrong: '(na|w|we|o|przez|po) tą', right: (m) => `${m[1]} tę` },
  { name: 'POLTORA', wrong: `półtorej (${PL_POLTORA_NOUNS})`, right: (m) => `półtora ${m[1]}` },
  { name: 'POLTOREJ', wrong: `półtora (${PL_POLTOREJ_NOUNS})`, right: (m) => `półtorej ${m[1]}` },
  { name: 'COFAC_DO_TYLU', kind: 'style', wrong: '(cofn\\p{L}*|cofa\\p{L}*) się do tyłu', right: (m) => `${m[1]} się` },
  { name: 'WRACAC_Z_POWROTEM', kind: 'style', wrong: '(wr[óa]c\\p{L}*) z powrotem', right: (m) => m[1] as string },
  { name: 'W_DNIU_DZISIEJSZYM', kind: 'style', wrong: 'w dniu dzisiejszym', right: ['dziś', 'dzisiaj'] },
];

/** Russian and Ukrainian nouns of time after which “в течении”/“на протязі” is about time. */
const RU_TIME = 'года|лет|месяца|месяцев|недели|недель|дня|дней|суток|часа|часов|минуты|минут|секунды|ночи|вечера|века|столетия|квартала|сезона|полугода|периода|времени|срока|всего|всей|нескольких|многих|двух|трёх|трех|четырёх|пяти|десяти|последних|ближайших|этого|этой|того|той|целого|целой|долгого|длительного|жизни|урока|лекции|игры|матча|дня';
const UK_TIME = 'року|років|місяця|місяців|тижня|тижнів|дня|днів|доби|години|годин|хвилини|хвилин|ночі|століття|сезону|періоду|часу|терміну|всього|усього|кількох|багатьох|двох|трьох|п’яти|п\'яти|останніх|найближчих|цього|цієї|того|тієї|життя|уроку';

/** Russian “ложить” forms → “класть” forms. */
const RU_KLAST: Readonly<Record<string, string>> = { ложить: 'класть', ложит: 'кладёт', ложат: 'кладут', ложил: 'клал', ложила: 'клала', ложили: 'клали', ложишь: 'кладёшь' };
/** Genitive after “согласно” → dative (Розенталь § 191: согласно чему). */
const RU_SOGLASNO: Readonly<Record<string, string>> = {
  приказа: 'приказу', договора: 'договору', закона: 'закону', плана: 'плану', решения: 'решению', графика: 'графику', расписания: 'расписанию',
  постановления: 'постановлению', указа: 'указу', распоряжения: 'распоряжению', правил: 'правилам', требований: 'требованиям', условий: 'условиям', устава: 'уставу',
};
/** Words after which a verb in -тся is an infinitive and needs -ться. */
const RU_BEFORE_INFINITIVE = 'надо|нужно|можно|нельзя|хочу|хочешь|хочет|хотим|хотите|хотят|буду|будешь|будет|будем|будете|будут|начал|начала|начали|начинает|начинают|стал|стала|стали|пытается|пытаются|старается|стараются|умеет|умеют|любит|любят|перестал|перестала|перестали';

export const RUSSIAN: readonly PhraseEntry[] = [
  { name: 'V_TECHENIE', wrong: `в (течении|продолжении)(?= (?:${RU_TIME})(?![\\p{L}]))`, right: (m) => `в ${(m[1] as string).slice(0, -1)}е` },
  // The verb only (“оплата за труд” is right), and not “оплатить за счёт средств” (at the expense of).
  { name: 'OPLATIT_ZA', wrong: '(оплат(?:ить|ил|ила|или|ит|ят|им|ите|ишь|ив)|оплачу|оплачива(?:ть|ет|ют|л|ла|ли|ю|ем|ете|ешь|я)) за', right: (m) => m[1] as string, skip: (m, text) => /^\s+(?:\p{L}+\s+)?сч[её]т/u.test(after(m, text, 30)) },
  { name: 'KLAST', wrong: Object.keys(RU_KLAST).join('|'), right: (m) => RU_KLAST[m[0].toLowerCase()] },
  { name: 'NADET', kind: 'confusion', wrong: '(о)(дел|дела|дели|деть|денет|день) (пальто|шапку|куртку|очки|платье|шубу|костюм|рубашку|перчатки|сапоги|туфли|кольцо|маску|шарф|свитер|халат|брюки|джинсы)', right: (m) => `на${m[2]} ${m[3]}` },
  { name: 'SOGLASNO', wrong: `согласно (${Object.keys(RU_SOGLASNO).join('|')})`, right: (m) => `согласно ${RU_SOGLASNO[(m[1] as string).toLowerCase()]}` },
  { name: 'TSYA_INFINITIVE', wrong: `(${RU_BEFORE_INFINITIVE}) (\\p{L}+)тся`, right: (m) => `${m[1]} ${m[2]}ться` },
  { name: 'IKHNII', kind: 'style', wrong: 'ихн(?:ий|яя|ее|ие|его|ей|ему|им|их|ими|юю)', right: 'их' },
];

/** Ukrainian “приймати участь” forms → “брати участь”. */
const UK_BRATY: Readonly<Record<string, string>> = {
  приймати: 'брати', приймає: 'бере', приймають: 'беруть', приймав: 'брав', приймала: 'брала', приймали: 'брали', приймаю: 'беру', приймаємо: 'беремо', приймаєте: 'берете',
  прийняти: 'взяти', прийняв: 'взяв', прийняла: 'взяла', прийняли: 'взяли', прийме: 'візьме', приймуть: 'візьмуть', прийму: 'візьму',
};

export const UKRAINIAN: readonly PhraseEntry[] = [
  { name: 'PROTYAHOM', wrong: `на протязі(?= (?:${UK_TIME})(?![\\p{L}]))`, right: 'протягом' },
  { name: 'BRATY_UCHAST', wrong: `(${Object.keys(UK_BRATY).join('|')}) участь`, right: (m) => `${UK_BRATY[(m[1] as string).toLowerCase()]} участь` },
  { name: 'NASTUPNYI', wrong: 'слідуюч(ий|а|е|і|ого|ої|ому|им|их|ій|ими|у)', right: (m) => `наступн${m[1]}` },
  { name: 'VZHYTY_ZAKHODIV', wrong: '(прийняти|приймати) міри', right: (m) => ((m[1] as string).toLowerCase() === 'прийняти' ? 'вжити заходів' : 'вживати заходів') },
  { name: 'ZALEZHNO_VID', kind: 'style', wrong: '(?:в|у) залежності від', right: 'залежно від' },
  { name: 'BUD_KOLY', kind: 'style', wrong: '(?:в|у) любий (?:час|момент)', right: 'будь-коли' },
];

export const CZECH: readonly PhraseEntry[] = [
  { name: 'BYCHOM', wrong: '(a|kdy)?bysme', right: (m) => `${m[1] ?? ''}bychom` },
  { name: 'BYSTE', wrong: '(a|kdy)?byjste', right: (m) => `${m[1] ?? ''}byste` },
];

export const BULGARIAN: readonly PhraseEntry[] = [];
