/**
 * Frequent errors in Polish, Russian, Ukrainian, Czech and Bulgarian that a pattern decides
 * without a parser. Sources: Wielki słownik poprawnej polszczyzny PWN (2004) and the Poradnia
 * językowa PWN (wziąć, poszedłem, w każdym razie, tę after prepositions taking the accusative,
 * półtora/półtorej, pleonasms such as “cofać się do tyłu” and “kontynuować dalej”, włączać,
 * przekonujący, umieją/rozumieją, “dlatego że” not “dlatego bo”, “odnośnie do”, włożyć for
 * clothes); Słownik ortograficzny PWN with its Zasady pisowni i interpunkcji (na pewno, w ogóle,
 * po prostu, z powrotem and other prepositional phrases written apart, “nie” apart from verbs,
 * naprzeciwko, spod/sprzed/znad/spoza, poza tym, coraz, no comma inside “mimo że” and “podczas
 * gdy”); Д. Э. Розенталь, Справочник по
 * правописанию и литературной правке (в течение, в продолжение, оплатить, согласно + dative,
 * надеть/одеть, класть/ложить, -ться after modal words, по приезде/по окончании, the double
 * comparative “более лучше”, обеих with feminine nouns, ввиду, вследствие, в общем, как будто,
 * несмотря на); Б. Антоненко-Давидович, Як ми говоримо, and Український правопис (2019)
 * (протягом, брати участь, наступний, вжити заходів, залежно від, найкращий for “самий
 * кращий”, принаймні, брати до уваги, правильна відповідь, вибачте); Internetová jazyková příručka ÚJČ AV ČR and Pravidla českého pravopisu
 * (bychom, abychom, byste and the conditional not built with “jsme/jste”, mně after
 * prepositions taking the dative or locative and mě after those taking the genitive or
 * accusative, s sebou, dvěma/oběma, zda/zdali, vzápětí, než after a comparative);
 * Институт за български език (БАН), Официален правописен речник на българския език (2012) and
 * Правописен речник на съвременния български книжовен език (2002) (не written apart from the
 * verb, със/във, най- with a hyphen, the short article after a preposition and the full one
 * on a subject, „въпреки че“ without a comma inside), Граматика на съвременния български
 * книжовен език, т. 2 Морфология (1983) (някой/някои, двама/две with nouns that are not
 * masculine persons).
 */
import { after, before, type PhraseEntry } from './rule';

/** Polish: -szłem/-szłeś for the masculine past of -iść verbs (PWN: “poszedłem”, not “poszłem”). */
const PL_SZEDL: Readonly<Record<string, string>> = {
  po: 'poszedł', przy: 'przyszedł', wy: 'wyszedł', we: 'wszedł', ze: 'zszedł', do: 'doszedł', ode: 'odszedł', pode: 'podszedł', prze: 'przeszedł', obe: 'obszedł', roze: 'rozszedł', na: 'naszedł', za: 'zaszedł', nade: 'nadszedł',
};

/** Polish nouns (masculine or neuter genitive) after which “półtorej” is wrong. */
const PL_POLTORA_NOUNS = 'roku|miesiąca|dnia|tygodnia|metra|litra|kilometra|kilograma|miliona|tysiąca|wieku|raza|centymetra|procent';
/** Polish feminine genitives after which “półtora” is wrong. */
const PL_POLTOREJ_NOUNS = 'godziny|minuty|doby|szklanki|łyżki|strony|butelki|mili|sekundy';

/** Polish prepositional phrases and particles written as one word by mistake, and how they are written. */
const PL_APART: Readonly<Record<string, string>> = {
  napewno: 'na pewno', narazie: 'na razie', wogóle: 'w ogóle', poprostu: 'po prostu', spowrotem: 'z powrotem', odrazu: 'od razu', naprzykład: 'na przykład',
  conajmniej: 'co najmniej', conajwyżej: 'co najwyżej', przedewszystkim: 'przede wszystkim', naszczęście: 'na szczęście', pozatym: 'poza tym', 'na codzień': 'na co dzień',
};
/** Polish verbs often written together with “nie” (none of the joined forms is a word). */
const PL_NIE_VERBS = 'wiem|wiedziałem|wiedziałam|mam|mogę|chcę|było|jest|wiadomo|rozumiem|pamiętam';
/** Polish “z” + preposition written apart by mistake → the compound preposition. */
const PL_Z_COMPOUND: Readonly<Record<string, string>> = { pod: 'spod', przed: 'sprzed', nad: 'znad', poza: 'spoza', pośród: 'spośród', pomiędzy: 'spomiędzy' };
/** Polish comparatives after which “co raz” is “coraz”. */
const PL_COMPARATIVES = 'więcej|mniej|bardziej|częściej|rzadziej|lepiej|gorzej|trudniej|łatwiej|szybciej|wolniej|dalej|bliżej|głośniej|ciszej|mocniej|słabiej|wyżej|niżej|lepsz\\p{L}*|gorsz\\p{L}*|większ\\p{L}*|mniejsz\\p{L}*|wyższ\\p{L}*|niższ\\p{L}*|trudniejsz\\p{L}*|częstsz\\p{L}*|popularniejsz\\p{L}*|silniejsz\\p{L}*';
/** Polish forms of “ubrać”/“ubierać” → “włożyć”/“wkładać” (WSPP: włożyć płaszcz). */
const PL_UBRAC: Readonly<Record<string, string>> = {
  ubrać: 'włożyć', ubrał: 'włożył', ubrała: 'włożyła', ubrali: 'włożyli', ubrały: 'włożyły', ubrałem: 'włożyłem', ubrałam: 'włożyłam', ubrałeś: 'włożyłeś', ubrałaś: 'włożyłaś', ubraliśmy: 'włożyliśmy',
  ubierz: 'włóż', ubierzcie: 'włóżcie', ubiorę: 'włożę', ubierzesz: 'włożysz', ubierze: 'włoży', ubierzemy: 'włożymy', ubiorą: 'włożą',
  ubierać: 'wkładać', ubieram: 'wkładam', ubierasz: 'wkładasz', ubiera: 'wkłada', ubieramy: 'wkładamy', ubierają: 'wkładają', ubierał: 'wkładał', ubierała: 'wkładała', ubierali: 'wkładali',
};
/** Polish clothes in the accusative. */
const PL_CLOTHES = 'kurtkę|płaszcz|sweter|sukienkę|suknię|spódnicę|spodnie|koszulę|koszulkę|bluzkę|bluzę|marynarkę|garnitur|buty|kozaki|czapkę|kapelusz|szalik|rękawiczki|skarpetki|rajstopy|dżinsy|piżamę|kamizelkę|palto|kożuch';

export const POLISH: readonly PhraseEntry[] = [
  // Poradnia językowa PWN (“Mi się wydaje”), WSPP: the short, unstressed forms “mi”, “mu” cannot
  // start a sentence; there the stressed “mnie”, “jemu” stand (or the verb comes first: “Wydaje mi się”).
  {
    name: 'MNIE_SIE',
    wrong: '(mi|mu) (się|to|nie)',
    right: (m) => `${(m[1] as string).toLowerCase() === 'mi' ? 'mnie' : 'jemu'} ${m[2]}`,
    skip: (m, text) => !/^M/u.test(m[1] as string) || !/(?:^|[.!?…]\s*)$/u.test(before(m, text, 3)),
  },
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
  /** WSPP: włączać, wyłączać (not “włanczać”, “wyłanczać”), for every prefix of -łączać. */
  { name: 'WLACZAC', wrong: '(w|wy|prze|za|do|od|roz)łancz(\\p{L}*)', right: (m) => `${m[1]}łącz${m[2]}` },
  /** WSPP: przekonujący or przekonywający, not “przekonywujący” (which the dictionary of the speller accepts). */
  { name: 'PRZEKONUJACY', wrong: '(nie)?przekonywując(\\p{L}*)', right: (m) => [`${m[1] ?? ''}przekonując${m[2]}`, `${m[1] ?? ''}przekonywając${m[2]}`] },
  /** WSPP: umieją, rozumieją (not “umią”, “rozumią”). */
  { name: 'UMIEJA', wrong: '(umi|rozumi|zrozumi)ą', right: (m) => `${m[1]}eją` },
  /** Słownik ortograficzny PWN: prepositional phrases written apart (na pewno, w ogóle, z powrotem, na co dzień). */
  { name: 'WRITTEN_APART', wrong: Object.keys(PL_APART).join('|'), right: (m) => PL_APART[m[0].toLowerCase()] },
  /** Słownik ortograficzny PWN: “nie” is written apart from a verb (nie wiem, nie było, nie wiadomo). */
  { name: 'NIE_VERB', wrong: `nie(${PL_NIE_VERBS})`, right: (m) => `nie ${m[1]}` },
  /** Słownik ortograficzny PWN: naprzeciw, naprzeciwko written together (not a prefix: “na przeciw-”). */
  { name: 'NAPRZECIWKO', wrong: 'na (przeciw(?:ko)?)(?![-‐])', right: (m) => `na${m[1]}` },
  /** Słownik ortograficzny PWN: compound prepositions written together (spod, sprzed, znad, spoza, spośród, spomiędzy); not a prefix (“z pod-usługą”). */
  { name: 'SPOD', wrong: `z (${Object.keys(PL_Z_COMPOUND).join('|')})(?![-‐])`, right: (m) => PL_Z_COMPOUND[(m[1] as string).toLowerCase()] },
  /** Słownik ortograficzny PWN: poza tym (the preposition “poza”), not “po za tym”. */
  { name: 'POZA_TYM', wrong: 'po za tym', right: 'poza tym' },
  /** Słownik ortograficzny PWN: coraz (“coraz więcej”), only before a comparative. */
  { name: 'CORAZ', wrong: `co raz(?= (?:${PL_COMPARATIVES})(?![\\p{L}]))`, right: 'coraz' },
  /** Zasady interpunkcji PWN: the comma goes before “mimo że”, “pomimo iż”, never inside. */
  { name: 'MIMO_ZE', category: 'punctuation', wrong: '(po)?mimo,\\s*(że|iż)', right: (m) => `${m[1] ?? ''}mimo ${m[2]}`, skip: (m, text) => /^\s+tak\s+(?:powiem|to\s+ujmę)/iu.test(after(m, text, 20)) },
  /** Zasady interpunkcji PWN: “podczas gdy” is one conjunction (“podczas” alone takes a noun). */
  { name: 'PODCZAS_GDY', category: 'punctuation', wrong: 'podczas,\\s*gdy', right: 'podczas gdy' },
  /** WSPP and Polski bez błędów (PWN): “dlatego że”; “dlatego bo/ponieważ/gdyż” doubles the conjunction. */
  { name: 'DLATEGO_ZE', wrong: 'dlatego(,? )(?:bo|ponieważ|gdyż)', right: (m) => `dlatego${m[1]}że` },
  /** Poradnia językowa PWN: pleonasm, “kontynuować” already means to go on (not “dalej idący”, far-reaching). */
  { name: 'KONTYNUOWAC_DALEJ', kind: 'style', wrong: '(kontynu(?:ować|uj\\p{L}*|ował\\p{L}*|ując)) dalej', right: (m) => m[1] as string, skip: (m, text) => /^\s+(?:idąc|posunięt|sięgając)/iu.test(after(m, text, 20)) },
  /** WSPP: “odnośnie do czegoś”; “odnośnie czegoś” is long criticised, though common (picky). */
  {
    name: 'ODNOSNIE_DO',
    kind: 'style',
    picky: true,
    wrong: 'odnośnie(?=\\s+[\\p{L}„])',
    right: 'odnośnie do',
    skip: (m, text) => /^\s+(?:\p{L}+\s+)?do(?!\p{L})/u.test(after(m, text, 30)),
  },
  /** WSPP: one puts clothes on (“włożyć płaszcz”) and dresses someone (“ubrać dziecko”); “ubrać płaszcz” is regional (picky). */
  {
    name: 'WLOZYC',
    kind: 'confusion',
    picky: true,
    wrong: `(${Object.keys(PL_UBRAC).join('|')}) ((?:(?:nową|nowe|nowy|ciepłą|ciepłe|ciepły|swoją|swoje|swój|czystą|czyste|czysty) )?(?:${PL_CLOTHES}))`,
    right: (m) => `${PL_UBRAC[(m[1] as string).toLowerCase()] ?? ''} ${m[2]}`,
    skip: (m, text) => /^\s+(?:mu|jej|im|jemu|dziecku|dzieciom|córce|córeczce|lalce|\p{L}+owi)(?!\p{L})/iu.test(after(m, text, 20)),
  },
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

/**
 * Nouns of an event after “по” meaning “after”, which takes the prepositional (Розенталь: по
 * приезде, по прибытии, по окончании, по истечении), and their prepositional forms.
 */
const RU_PO_AFTER: Readonly<Record<string, string>> = { приезду: 'приезде', прибытию: 'прибытии', истечению: 'истечении', окончанию: 'окончании' };
/** Before “по” + dative, nouns of work or measures make it “concerning” (“работы по окончанию ремонта”): correct. */
const RU_PO_CONCERNING = /(?:работ|мер|мероприяти|деятельност|услуг|комисси|план|операци|инструкци|рекомендаци|задач)\p{L}*\s+$/iu;
/** After “по окончанию”, a word of grammar: the ending of a word (“определить по окончанию слова”). */
const RU_GRAMMAR_ENDING = /^\s+(?:слов|глагол|существительн|прилагательн|причасти|местоимени|-)/iu;
/** Comparatives that “более”/“менее” cannot precede (Розенталь: a double comparative). */
const RU_COMPARATIVES = 'лучше|хуже|больше|меньше|выше|ниже|дороже|дешевле|старше|младше|моложе|сильнее|слабее|быстрее|медленнее|легче|тяжелее|проще|сложнее|важнее|интереснее|красивее|умнее|лучш\\p{L}+|худш\\p{L}+';
/** Feminine plural nouns after which “оба” is “обе” (Розенталь: обеих сторон, обеими руками). */
const RU_FEMININE_PLURAL = 'сторон|сторонах|сторонам|рук|руках|руками|ног|ногах|ногами|стран|странах|команд|командах|девушек|женщин|частей|частях|половин|дверей|книг|сестёр|сестер|подруг|групп|компаний|партий|машин|школ';
const RU_BOTH: Readonly<Record<string, string>> = { обоих: 'обеих', обоим: 'обеим', обоими: 'обеими' };

export const RUSSIAN: readonly PhraseEntry[] = [
  { name: 'V_TECHENIE', wrong: `в (течении|продолжении)(?= (?:${RU_TIME})(?![\\p{L}]))`, right: (m) => `в ${(m[1] as string).slice(0, -1)}е` },
  // The verb only (“оплата за труд” is right), and not “оплатить за счёт средств” (at the expense of).
  { name: 'OPLATIT_ZA', wrong: '(оплат(?:ить|ил|ила|или|ит|ят|им|ите|ишь|ив)|оплачу|оплачива(?:ть|ет|ют|л|ла|ли|ю|ем|ете|ешь|я)) за', right: (m) => m[1] as string, skip: (m, text) => /^\s+(?:\p{L}+\s+)?сч[её]т/u.test(after(m, text, 30)) },
  { name: 'KLAST', wrong: Object.keys(RU_KLAST).join('|'), right: (m) => RU_KLAST[m[0].toLowerCase()] },
  { name: 'NADET', kind: 'confusion', wrong: '(о)(дел|дела|дели|деть|денет|день) (пальто|шапку|куртку|очки|платье|шубу|костюм|рубашку|перчатки|сапоги|туфли|кольцо|маску|шарф|свитер|халат|брюки|джинсы)', right: (m) => `на${m[2]} ${m[3]}` },
  { name: 'SOGLASNO', wrong: `согласно (${Object.keys(RU_SOGLASNO).join('|')})`, right: (m) => `согласно ${RU_SOGLASNO[(m[1] as string).toLowerCase()]}` },
  { name: 'TSYA_INFINITIVE', wrong: `(${RU_BEFORE_INFINITIVE}) (\\p{L}+)тся`, right: (m) => `${m[1]} ${m[2]}ться` },
  { name: 'IKHNII', kind: 'style', wrong: 'ихн(?:ий|яя|ее|ие|его|ей|ему|им|их|ими|юю)', right: 'их' },
  {
    name: 'PO_PRIEZDE',
    wrong: `по (${Object.keys(RU_PO_AFTER).join('|')})`,
    right: (m) => `по ${RU_PO_AFTER[(m[1] as string).toLowerCase()]}`,
    skip: (m, text) => RU_PO_CONCERNING.test(before(m, text, 30)) || /судя\s+$/iu.test(before(m, text, 8)) || RU_GRAMMAR_ENDING.test(after(m, text, 20)),
  },
  { name: 'BOLEE_LUCHSHE', wrong: `(?:более|менее) (${RU_COMPARATIVES})`, right: (m) => m[1] as string },
  { name: 'OBEIKH', wrong: `(${Object.keys(RU_BOTH).join('|')}) (${RU_FEMININE_PLURAL})`, right: (m) => `${RU_BOTH[(m[1] as string).toLowerCase()]} ${m[2]}` },
  // Not “имел в виду того, что сидел слева” (meant the one who…).
  { name: 'VVIDU_TOGO', wrong: 'в виду того,? что', right: 'ввиду того что', skip: (m, text) => /им(?:еть|ел|ела|ели|ею|еешь|еет|еем|еете|еют|ея)\s+$/iu.test(before(m, text, 12)) },
  { name: 'VSLEDSTVIE', wrong: 'в следствие (этого|того|чего)', right: (m) => `вследствие ${m[1]}` },
  { name: 'V_OBSHCHEM', wrong: 'во?общем', right: 'в общем' },
  { name: 'KAK_BUDTO', wrong: 'как-будто', right: 'как будто' },
  { name: 'NESMOTRYA', kind: 'confusion', wrong: 'не смотря на (то,? что|это)', right: (m) => ((m[1] as string).toLowerCase() === 'это' ? 'несмотря на это' : 'несмотря на то что') },
  // Розенталь, «Справочник по правописанию и литературной правке» (прийти): the norm since the
  // 1956 rules is “прийти” (“придти” is outdated), and its future is “приду, придёт” without й.
  { name: 'PRIITI', wrong: 'прий?дти', right: 'прийти' },
  { name: 'PRIDET', wrong: 'прийд(ёт|ет|у|ут|ём|ем|ёте|ете|ёшь|ешь|я)(ся|сь)?', right: (m) => `прид${m[1]}${m[2] ?? ''}` },
];

/** Ukrainian “приймати участь” forms → “брати участь”. */
const UK_BRATY: Readonly<Record<string, string>> = {
  приймати: 'брати', приймає: 'бере', приймають: 'беруть', приймав: 'брав', приймала: 'брала', приймали: 'брали', приймаю: 'беру', приймаємо: 'беремо', приймаєте: 'берете',
  прийняти: 'взяти', прийняв: 'взяв', прийняла: 'взяла', прийняли: 'взяли', прийме: 'візьме', приймуть: 'візьмуть', прийму: 'візьму',
};

/** Ukrainian “співпадати” forms → “збігатися”. */
const UK_ZBIHATYSIA: Readonly<Record<string, string>> = {
  співпадати: 'збігатися', співпадає: 'збігається', співпадають: 'збігаються', співпадав: 'збігався', співпадала: 'збігалася',
  співпадало: 'збігалося', співпадали: 'збігалися', співпадатиме: 'збігатиметься', співпадатимуть: 'збігатимуться', співпадаючи: 'збігаючись',
  співпав: 'збігся', співпала: 'збіглася', співпало: 'збіглося', співпали: 'збіглися', співпаде: 'збіжиться', співпадуть: 'збіжаться',
};

/** Ukrainian suppletive comparatives, whose superlative is made with най- (найкращий), not “самий”. */
const UK_COMPARATIVE_STEMS = 'кращ|гірш|більш|менш|вищ|нижч';
const UK_ADJECTIVE_ENDING = 'ий|а|е|і|ого|ої|ому|ій|им|их|ими|у|ою';
/**
 * “самий” before them, in the forms that are not also the particle “саме” (precisely) or
 * “самі” (themselves), and the comparative not in -е, which is also the adverb (“сама більше знає”).
 */
const UK_SAMYI = 'самий|сама|самого|самої|самому|самій|самим|самих|самими|саму|самою';
const UK_COMPARATIVE_ADJECTIVE = `(?:${UK_COMPARATIVE_STEMS})(?:ий|а|і|ого|ої|ому|ій|им|их|ими|у|ою)`;

export const UKRAINIAN: readonly PhraseEntry[] = [
  { name: 'PROTYAHOM', wrong: `на протязі(?= (?:${UK_TIME})(?![\\p{L}]))`, right: 'протягом' },
  { name: 'BRATY_UCHAST', wrong: `(${Object.keys(UK_BRATY).join('|')}) участь`, right: (m) => `${UK_BRATY[(m[1] as string).toLowerCase()]} участь` },
  { name: 'NASTUPNYI', wrong: 'слідуюч(ий|а|е|і|ого|ої|ому|им|их|ій|ими|у)', right: (m) => `наступн${m[1]}` },
  { name: 'VZHYTY_ZAKHODIV', wrong: '(прийняти|приймати) міри', right: (m) => ((m[1] as string).toLowerCase() === 'прийняти' ? 'вжити заходів' : 'вживати заходів') },
  { name: 'ZALEZHNO_VID', kind: 'style', wrong: '(?:в|у) залежності від', right: 'залежно від' },
  { name: 'BUD_KOLY', kind: 'style', wrong: '(?:в|у) любий (?:час|момент)', right: 'будь-коли' },
  { name: 'NAIKRASHCHYI', wrong: `(?:${UK_SAMYI}) (${UK_COMPARATIVE_ADJECTIVE})`, right: (m) => `най${m[1]}` },
  { name: 'PRYNAIMNI', wrong: 'по крайній мірі', right: 'принаймні' },
  { name: 'BRATY_DO_UVAHY', wrong: `(${Object.keys(UK_BRATY).join('|')}) до уваги`, right: (m) => `${UK_BRATY[(m[1] as string).toLowerCase()]} до уваги` },
  { name: 'PRAVYLNA_VIDPOVID', kind: 'style', wrong: `вірн(${UK_ADJECTIVE_ENDING}) (відповід\\p{L}*|рішенн\\p{L}*|висновк?\\p{L}*)`, right: (m) => `правильн${m[1]} ${m[2]}` },
  { name: 'VYBACHTE', kind: 'style', wrong: 'вибачаюсь|вибачаюся', right: ['вибачте', 'перепрошую'] },
  // Антоненко-Давидович, «Як ми говоримо» (співпадати): a calque; the Ukrainian verb is “збігатися”.
  { name: 'ZBIHATYSIA', wrong: Object.keys(UK_ZBIHATYSIA).join('|'), right: (m) => UK_ZBIHATYSIA[m[0].toLowerCase()] },
  // Антоненко-Давидович, «Як ми говоримо» (являтися): “являтися” is “to appear”; as the link
  // verb before a noun in the instrumental, Ukrainian has “є” (“Київ є столицею”).
  { name: 'YE_LINK', kind: 'style', wrong: 'явля(?:є|ю)ться(?= \\p{L}+(?:ою|ею|єю|ом|ем|єм|им|ім|ими|ами|ями)(?![\\p{L}]))', right: 'є' },
];

/** Czech conditional: “by” + the present of “být” → the conditional form (IJP: bychom, byste, bych, bys). */
const CS_CONDITIONAL: Readonly<Record<string, string>> = { jsme: 'bychom', jste: 'byste', jsem: 'bych', jsi: 'bys' };
/** Czech words that are only prepositions taking the dative or the locative (after them “mně”, never “mě”/“mne”). */
const CS_DATIVE_PREPOSITIONS = 'k|ke|kvůli|proti|vůči|navzdory|při';
/** Czech words that are only prepositions taking the genitive or the accusative (after them “mě”/“mne”). */
const CS_ACCUSATIVE_PREPOSITIONS = 'pro|přes|ode|u|do|ze|kromě|podle|za';
/** An adjective or participle next: “pro mně neznámé důvody”, where “mně” belongs to the adjective. */
const CS_ADJECTIVE_NEXT = /^\s+\p{L}+(?:ý|á|é|í|ých|ým|ými|ou|ého|ému|ém)(?![\p{L}])/u;
/** Forms of “vzít” and “brát”: what is taken along is “s sebou”. */
const CS_TAKE = 'vz[íi]t|vezm(?:i|ěte|u|eš|e|eme|ete|ou)|vzal[aoiy]?|br[aá]t|ber(?:u|eš|e|eme|ete|ou|te)?|bral[aoiy]?';
/** A number right after the comparative (“více jak 10 let”). */
const CS_NUMBER = '\\d|(?:dva|dvě|dvou|tři|tří|čtyři|čtyř|pět|šest|sedm|osm|devět|deset|dvacet|třicet|padesát|sto|tisíc|milion\\p{L}*|polovin\\p{L}*|třetin\\p{L}*|čtvrtin\\p{L}*)(?![\\p{L}])';

export const CZECH: readonly PhraseEntry[] = [
  { name: 'BYCHOM', wrong: '(a|kdy)?bysme', right: (m) => `${m[1] ?? ''}bychom` },
  { name: 'BYSTE', wrong: '(a|kdy)?byjste', right: (m) => `${m[1] ?? ''}byste` },
  { name: 'BY_JSME', wrong: '(a|kdy)?by (jsme|jste|jsem|jsi)', right: (m) => `${m[1] ?? ''}${CS_CONDITIONAL[(m[2] as string).toLowerCase()] ?? ''}` },
  { name: 'KE_MNE', wrong: `(${CS_DATIVE_PREPOSITIONS}) (mě|mne|mně)`, right: (m) => `${(m[1] as string).toLowerCase() === 'k' ? 'ke' : m[1]} mně` },
  { name: 'PRO_ME', wrong: `(${CS_ACCUSATIVE_PREPOSITIONS}) mně`, right: (m) => [`${m[1]} mě`, `${m[1]} mne`], skip: (m, text) => CS_ADJECTIVE_NEXT.test(after(m, text)) },
  { name: 'S_SEBOU', wrong: `((?:${CS_TAKE})(?: si)?) sebou`, right: (m) => `${m[1]} s sebou` },
  { name: 'DVEMA', wrong: '(dv|ob)(?:ěmi|ouma)', right: (m) => `${m[1]}ěma` },
  { name: 'ZDALI', wrong: 'zda-li', right: ['zdali', 'zda'] },
  { name: 'VZAPETI', wrong: 'v zápětí', right: 'vzápětí' },
  { name: 'VICE_NEZ', kind: 'style', wrong: `(více|víc|méně|míň) jak(?= (?:${CS_NUMBER}))`, right: (m) => `${m[1]} než` },
];

/** Bulgarian verb forms that “не” precedes as a separate word (ОПР 2012: „не знам“, „не съм“). */
const BG_NE_ZNAM = 'знам|зная|знаеш|знае|знаем|знаете|знаят|знаех|знаеше|знаехме|знаехте|знаеха';
const BG_NE_VERB = 'съм|сме|сте|мога|можеш|може|можем|можете|могат|искам|искаш|иска|искаме|искате|искат|трябва|бива|беше|бях|бяхме|бяха|бих|бихме|бихте';
/** Bulgarian prepositions after which a noun or adjective takes the short article (на града, в новия). */
const BG_PREPOSITIONS = 'в|във|на|от|с|със|за|по|при|към|до|у|под|над|пред|през|след|срещу|чрез|между|около|покрай|заради|сред|зад|из|според|спрямо|относно|извън|върху|без|преди';
/** Words in -ът/-ят that are not articled forms (път, нокът, свят, цвят, занаят, the participles полят, засят, смлят…). */
const BG_NOT_ARTICLE = /^(?:не)?(?:\p{L}*път|кът|нокът|лакът|прът|плът|свят|цвят|занаят|ят|\p{L}*млят|(?:по|про|раз|из|пре|с)?лят|(?:за|по|пре)?сят|(?:раз|из|до|въз|про)?пят|(?:о|на|с)?грят)$/u;
/** Frequent masculine nouns whose short-article form at the start of a sentence before „е“/„беше“ is the subject. */
const BG_SUBJECTS = 'проблема|въпроса|отговора|човека|живота|филма|резултата|отбора|мача|урока|срока|закона|договора|процеса|проекта|текста|телефона|компютъра|сайта|президента|учителя';
/** Plural nouns that „някой“ (somebody) cannot precede: „някои неща“. */
const BG_PLURALS = 'неща|деца|години|дни|места|думи|въпроси|проблеми|случаи|държави|пъти';
/** Numerals for masculine persons and their general forms. */
const BG_PERSONAL_NUMERALS: Readonly<Record<string, string>> = { двама: 'две', двамата: 'двете', трима: 'три', тримата: 'трите', четирима: 'четири', петима: 'пет', шестима: 'шест' };
/** Nouns that are not masculine persons, after which the personal numeral (двама, трима…) is wrong. */
const BG_NOT_MEN = 'деца|момичета|сестри|дъщери|майки|приятелки|студентки|ученички|учителки';

/** At the start of a sentence: the text, a new line or a sentence end before it (an opening quote allowed). */
function bgSentenceStart(match: RegExpExecArray, text: string): boolean {
  const head = before(match, text, 12);
  return (match.index === head.length && /^\s*[„“"«(]?$/u.test(head)) || /(?:[.!?…]\s+|\n\s*)[„“"«(]?$/u.test(head);
}

/** “В”/“С” written in capitals inside a sentence is a label (витамин С), and “с” after a number is seconds. */
function bgNotPreposition(match: RegExpExecArray, text: string): boolean {
  const preposition = match[1] as string;
  if (/\d\s*$/u.test(before(match, text, 3))) return true;
  return preposition !== preposition.toLowerCase() && !bgSentenceStart(match, text);
}

export const BULGARIAN: readonly PhraseEntry[] = [
  { name: 'NE_ZNAM', wrong: `не(${BG_NE_ZNAM})`, right: (m) => `не ${m[1]}` },
  { name: 'NE_VERB', wrong: `не(${BG_NE_VERB})`, right: (m) => `не ${m[1]}` },
  { name: 'SAS', wrong: '(с) ([сз]\\p{L}+)', right: (m) => `със ${m[2]}`, skip: bgNotPreposition },
  { name: 'VAV', wrong: '(в) ([вф]\\p{L}+)', right: (m) => `във ${m[2]}`, skip: bgNotPreposition },
  { name: 'NAI_HYPHEN', wrong: 'най (\\p{L}+)', right: (m) => `най-${m[1]}` },
  {
    name: 'SHORT_ARTICLE',
    wrong: `(${BG_PREPOSITIONS}) (\\p{L}+)(ът|ят)`,
    right: (m) => `${m[1]} ${m[2]}${(m[3] as string).toLowerCase() === 'ът' ? 'а' : 'я'}`,
    skip: (m, text) => {
      const word = `${m[2]}${m[3]}`;
      if (BG_NOT_ARTICLE.test(word.toLowerCase()) || word.charAt(0) !== word.charAt(0).toLowerCase()) return true;
      // „по големият“: the comparative „по-“ without its hyphen, not the preposition.
      if ((m[1] as string).toLowerCase() === 'по' && /ият$/iu.test(word)) return true;
      // „без мъжът ѝ да разбере“: the subject of a „да“ clause.
      return /^(?:\s+[\p{L}ѝ]+){0,3}?\s+да(?![\p{L}])/u.test(after(m, text, 40));
    },
  },
  {
    name: 'FULL_ARTICLE',
    wrong: `(${BG_SUBJECTS})(?= (?:е|беше)(?![\\p{L}]))`,
    right: (m) => ((m[1] as string).toLowerCase().endsWith('я') ? `${(m[1] as string).slice(0, -1)}ят` : `${(m[1] as string).slice(0, -1)}ът`),
    skip: (m, text) => !bgSentenceStart(m, text),
  },
  { name: 'NYAKOI_PLURAL', kind: 'confusion', wrong: `някой (${BG_PLURALS})`, right: (m) => `някои ${m[1]}` },
  { name: 'NYAKOY_SINGULAR', kind: 'confusion', wrong: 'някои (човек|ден|път|момент)', right: (m) => `някой ${m[1]}` },
  { name: 'DVAMA', wrong: `(${Object.keys(BG_PERSONAL_NUMERALS).join('|')}) (${BG_NOT_MEN})`, right: (m) => `${BG_PERSONAL_NUMERALS[(m[1] as string).toLowerCase()] ?? ''} ${m[2]}` },
  { name: 'VAPREKI_CHE', wrong: 'въпреки, че', right: 'въпреки че' },
];
