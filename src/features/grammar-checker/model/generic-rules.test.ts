import { GENERIC_RULE_IDS as R, checkGenericRules } from './generic-rules';
import type { RuleMessageKey } from './rule-messages';

const find = (text: string, language: string) => checkGenericRules(text, language).map((s) => [s.ruleId, s.original, s.replacements[0] ?? null]);
const rules = (text: string, language: string) => checkGenericRules(text, language).map((s) => s.ruleId);

describe('generic rules: contract', () => {
  it('offsets point at the original text', () => {
    const text = 'the the cat  sat ( on „the mat , 😀 ok. and then';
    for (const s of checkGenericRules(text, 'de-DE')) expect(text.slice(s.offset, s.offset + s.length)).toBe(s.original);
  });
});

describe('repeated word', () => {
  it('leaves Vietnamese syllables alone: they repeat across word boundaries and in reduplication', () => {
    expect(rules('Tòa án bênh vực trước những hành vi vi phạm các quyền.', 'vi-VN')).toEqual([]);
    expect(rules('Anh ấy đi từ từ.', 'vi-VN')).toEqual([]);
  });

  it('flags a repeated word case-insensitively, in several scripts', () => {
    expect(find('I saw the the cat.', 'en-US')).toEqual([[R.repeatedWord, 'the the', 'the']]);
    expect(find('The the cat.', 'en-US')).toEqual([[R.repeatedWord, 'The the', 'The']]);
    expect(find('Zażółć gęślą gęślą jaźń.', 'pl-PL')).toEqual([[R.repeatedWord, 'gęślą gęślą', 'gęślą']]);
    expect(find('Мы пойдём в кино кино завтра.', 'ru-RU')).toEqual([[R.repeatedWord, 'кино кино', 'кино']]);
    expect(find('Το σπίτι σπίτι είναι μεγάλο.', 'el-GR')).toEqual([[R.repeatedWord, 'σπίτι σπίτι', 'σπίτι']]);
  });

  it('leaves numbers, punctuation, line breaks and grammatical repeats alone', () => {
    expect(rules('It costs 10 10 dollars.', 'en-US')).toEqual([]);
    expect(rules('That, that is the question.', 'en-US')).toEqual([]);
    expect(rules('He had had enough.', 'en-US')).toEqual([]);
    expect(rules('Ich weiß, dass die die Kinder kennt.', 'de-DE')).toEqual([]);
    expect(rules('Nous nous sommes trompés.', 'fr')).toEqual([]);
    expect(rules('word\nword again.', 'en-US')).toEqual([]);
  });

  it('leaves a word next to its name in capitals alone (a placeholder, an operator), not two in capitals', () => {
    expect(rules('Die Datei ist vom Typ TYP.', 'de-DE')).toEqual([]);
    expect(rules('L’état des listes ET et OU est celui de la dernière commande.', 'fr')).toEqual([]);
    expect(rules('STOP STOP here.', 'en-US')).toEqual([R.repeatedWord]);
  });

  it('leaves names alone (both capitalised inside a sentence), not a sentence’s first word nor German nouns', () => {
    expect(rules('Copyright 2023 Antonio Diaz Diaz. Licence GPLv2.', 'en-US')).toEqual([]);
    expect(rules('Il a rencontré Boutros Boutros-Ghali hier.', 'fr')).toEqual([]);
    expect(rules('It rained. The The cat slept.', 'en-US')).toEqual([R.repeatedWord]);
    expect(rules('The The cat slept.', 'en-US')).toEqual([R.repeatedWord]);
    expect(rules('Das Haus Haus ist groß.', 'de-DE')).toEqual([R.repeatedWord]);
  });

  it('leaves a Swedish particle and its preposition alone', () => {
    expect(rules('Rättigheterna läggs till till de befintliga.', 'sv')).toEqual([]);
  });

  it('leaves two words quoted alone (a command) and an option’s argument alone', () => {
    expect(rules('Geben Sie „info info“ ein. Type "man man" for help. Введите «info info».', 'de-DE')).toEqual([]);
    expect(rules('Введите «info info», чтобы начать.', 'ru-RU')).toEqual([]);
    expect(rules('useradd [--shell shell] name', 'en-US')).toEqual([]);
    expect(rules('Type man man for help.', 'en-US')).toEqual([R.repeatedWord]);
  });

  it('reports "the the the" once', () => {
    expect(rules('It was the the the end.', 'en-US')).toEqual([R.repeatedWord]);
  });

  it('does not fire in scripts written without spaces', () => {
    expect(rules('これはテストです。', 'ja-JP')).toEqual([]);
  });
});

describe('doubled space', () => {
  it('flags spaces between words but not indentation or trailing spaces', () => {
    expect(find('One  two.', 'en-US')).toEqual([[R.doubleSpace, '  ', ' ']]);
    expect(rules('    Indented line.\nTrailing.   \nOk.', 'en-US')).toEqual([]);
  });

  it('leaves columns laid out with tabs or three spaces or more alone, also before a mark (recipes, tables, aligned comments)', () => {
    expect(rules('Für:       4 Gedecke\nZutaten:   750 g Rosenkohl', 'de-DE')).toEqual([]);
    expect(rules('(1) X=Y\t\t\t; Given\n(2) X^2=XY   ; Multiply both sides', 'en-US')).toEqual([]);
    // Two spaces are still a slip, before a mark too.
    expect(find('Für:  4 Gedecke , bitte.', 'de-DE')).toEqual([
      [R.doubleSpace, '  ', ' '],
      [R.spaceBeforePunctuation, ' ,', ','],
    ]);
  });
});

describe('space before punctuation', () => {
  it('flags a space before , . ; : ! ?', () => {
    expect(find('Hello , world .', 'en-US')).toEqual([
      [R.spaceBeforePunctuation, ' ,', ','],
      [R.spaceBeforePunctuation, ' .', '.'],
    ]);
    expect(find('Why ?', 'en-US')).toEqual([[R.spaceBeforePunctuation, ' ?', '?']]);
    expect(find('Привет , мир!', 'ru-RU')).toEqual([[R.spaceBeforePunctuation, ' ,', ',']]);
  });

  it('follows French typography: spaces before ; : ! ? » are correct, before , . not', () => {
    expect(rules('Il dit : « Bonjour ! » Vraiment ? Oui ; bien sûr.', 'fr')).toEqual([]);
    expect(rules('Il dit\u202F: «\u00A0Bonjour\u202F!\u00A0»', 'fr-CH')).toEqual([]);
    expect(find("C'est bien .", 'fr-CA')).toEqual([[R.spaceBeforePunctuation, ' .', '.']]);
  });

  it('leaves ellipses, numbers, names and emoticons alone', () => {
    expect(rules('Well ... maybe. It is .5 mm. Use .NET here. Nice :) and ;-) ok. Score 3 : 1.', 'en-US')).toEqual([]);
  });
});

describe('missing space after punctuation', () => {
  it('flags a comma, semicolon or full stop that joins two words, and proposes it with its space', () => {
    expect(find('Das ist gut,aber nicht schön.Dann ging er.', 'de-DE')).toEqual([
      [R.missingSpaceAfter, ',', ', '],
      [R.missingSpaceAfter, '.', '. '],
    ]);
    expect(find('Хорошо,но поздно; καλά;αλλά.', 'ru-RU')).toEqual([[R.missingSpaceAfter, ',', ', ']]);
    expect(find('Bu kullanımı,sorunlara yol açar.', 'tr-TR')).toEqual([[R.missingSpaceAfter, ',', ', ']]);
  });

  it('leaves abbreviations, numbers, addresses, file names and code alone', () => {
    expect(rules('Siehe z.B. die Datei README.md, example.com, Node.js, 1,5 Liter, a=1,b=2 und x.Foo().', 'de-DE')).toEqual([]);
    expect(rules('これは日本語です,テストです。', 'ja-JP')).toEqual([]);
  });
});

describe('sentence start capital', () => {
  it('flags a lower-case word after a full stop, in cased scripts', () => {
    expect(find('This is it. then we left.', 'en-US')).toEqual([[R.sentenceStartCase, 'then', 'Then']]);
    expect(find('Это дом. он большой.', 'ru-RU')).toEqual([[R.sentenceStartCase, 'он', 'Он']]);
    expect(find('Αυτό είναι. εκείνο όχι.', 'el-GR')).toEqual([[R.sentenceStartCase, 'εκείνο', 'Εκείνο']]);
    // The accent of the first letter stays: Όπως, not Οπως.
    expect(find('Αυτό είναι. όπως πάντα.', 'el-GR')).toEqual([[R.sentenceStartCase, 'όπως', 'Όπως']]);
    expect(find('Bu bir ev. ilk odası büyük.', 'tr-TR')).toEqual([[R.sentenceStartCase, 'ilk', 'İlk']]);
    expect(find('Das ist gut! über alles.', 'de-DE')).toEqual([[R.sentenceStartCase, 'über', 'Über']]);
  });

  it('leaves a parenthetical note and a word after a sign named in the text alone', () => {
    expect(rules('Der Wert ist klein. (das heißt STEUERUNG und ENTFERNEN) Er wird gelöscht.', 'de-DE')).toEqual([]);
    expect(rules('Это значение по умолчанию. (в Linux 2.4 оно было другим.)', 'ru-RU')).toEqual([]);
    expect(rules('Și înainte de comandă, un ! poate fi introdus.', 'ro-RO')).toEqual([]);
    // Operators and signs named before a comma (Polish manual pages), and identifiers at a sentence start.
    expect(rules('Jeśli używane są operatory == i != to łańcuch jest wzorcem. Znak historii, zwykle !, musi być cytowany.', 'pl-PL')).toEqual([]);
    expect(rules('Nieznane wartości należy ignorować. ee_type i ee_code są ustawiane.', 'pl-PL')).toEqual([]);
    expect(rules('A -h vagy -? kapcsolókkal indított procmail kiírja a súgót.', 'hu-HU')).toEqual([]);
    // Swedish quotes a command with ” on both sides; a dot named in brackets (Swedish manual pages).
    expect(rules('Kommandot ”man man” dokumenterar kommandot, och katalogen (som kallas .) också.', 'sv')).toEqual([]);
    expect(find('Det är så här ”som som” inte.', 'sv')).toEqual([]);
    expect(find('Det är som som förut.', 'sv')).toEqual([[R.repeatedWord, 'som som', 'som']]);
    // A real slip before a comma is still one.
    expect(find('Witaj , świecie.', 'pl-PL')).toEqual([[R.spaceBeforePunctuation, ' ,', ',']]);
    expect(rules('Осталось 5 мин. до разблокировки, обращение было 3 сек. назад.', 'ru-RU')).toEqual([]);
    // A quoted sentence after a full stop still starts one.
    expect(find('Er ging. „dann kam sie.“', 'de-DE')).toEqual([[R.sentenceStartCase, 'dann', 'Dann']]);
  });

  it('finds the lines around a paragraph in a long text as in a short one', () => {
    // The line scans once sliced the whole text before and after each line start.
    const paragraphs = Array.from({ length: 400 }, (_, i) => (i === 399 ? 'then it ended here.' : `Paragraph ${i} ends here.`)).join('\n');
    expect(find(paragraphs, 'en-US')).toEqual([[R.sentenceStartCase, 'then', 'Then']]);
  });

  it('flags the first word of a prose paragraph', () => {
    expect(find('this is a sentence.', 'en-US')).toEqual([[R.sentenceStartCase, 'this', 'This']]);
    expect(find('It rained all day.\n\nthen the sun came out.', 'en-US')).toEqual([[R.sentenceStartCase, 'then', 'Then']]);
  });

  it('leaves a paragraph that continues the sentence of the one before alone', () => {
    // The preamble of the Universal Declaration of Human Rights, as its translations break it.
    expect(rules('Whereas Member States have pledged themselves to achieve this,\n\nThe General Assembly\n\nproclaims this Universal Declaration of Human Rights.', 'en-US')).toEqual([]);
    expect(rules('…für die volle Erfüllung dieser Verpflichtung ist,\n\nverkündet die Generalversammlung\n\ndiese Allgemeine Erklärung der Menschenrechte.', 'de-DE')).toEqual([]);
    expect(rules('ГЕНЕРАЛЬНА АСАМБЛЕЯ\n\nпроголошує цю Загальну Декларацію прав людини.', 'uk-UA')).toEqual([]);
    expect(rules('при більшій свободі; і\n\nберучи до уваги, що держави-члени зобов’язались.', 'uk-UA')).toEqual([]);
  });

  it('leaves abbreviations, ordinals, ellipses, lists and names alone', () => {
    expect(rules('We need e.g. apples, etc. and more. See approx. five.', 'en-US')).toEqual([]);
    expect(rules('Add 2 oz. of gin and 1 tsp. of sugar to the 32-oz. can.', 'en-US')).toEqual([]);
    expect(rules('Am 3. mai war es. Im XX. wieku też.', 'pl-PL')).toEqual([]);
    expect(rules('W 2020 r. było zimno, np. w styczniu.', 'pl-PL')).toEqual([]);
    expect(rules('Wait... then it happened.', 'en-US')).toEqual([]);
    expect(rules('Shopping:\n- apples\n- pears', 'en-US')).toEqual([]);
    expect(rules('I bought it. iPhone users know.', 'en-US')).toEqual([]);
    expect(rules("Het is laat. 's Avonds eten we.", 'nl')).toEqual([]);
    expect(rules('“Where?” she asked.', 'en-US')).toEqual([]);
    // After an address or abbreviation with inner dots nothing is said: it may not end a sentence.
    expect(rules('Visit www.example.org. it is fine.', 'en-US')).toEqual([]);
  });

  it('leaves a word without a letter of the language’s script alone: a command or name as written', () => {
    expect(rules('Параметри описано нижче.\n\ngrep шукає відповідність у файлах.', 'uk-UA')).toEqual([]);
    expect(rules('Η εντολή τελείωσε. ls εμφανίζει τα αρχεία.', 'el-GR')).toEqual([]);
    // The same sentence with a word of the script is still flagged.
    expect(find('Параметри описано нижче. шукає відповідність.', 'uk-UA')).toEqual([[R.sentenceStartCase, 'шукає', 'Шукає']]);
  });

  it('does not apply to scripts without case', () => {
    expect(rules('هذا بيت. هذا كبير.', 'ar')).toEqual([]);
    expect(rules('これは本です。それも本です。', 'ja-JP')).toEqual([]);
  });
});

describe('space before a punctuation mark', () => {
  it('leaves a mark that is a command’s argument before an option or a path alone, but not a slip', () => {
    expect(rules('Der Befehl find . -name afile sucht hier.', 'de-DE')).toEqual([]);
    expect(rules('Dann cd . /tmp ausführen.', 'de-DE')).toEqual([]);
    expect(find('Er kam . Dann ging er.', 'de-DE').map(([rule]) => rule)).toEqual([R.spaceBeforePunctuation]);
  });
});

describe('repeated words that grammar repeats', () => {
  it('leaves the Hungarian demonstrative before its article, the Czech reflexive before the preposition se and Galician and Portuguese “if” se before the pronoun alone', () => {
    expect(rules('Nem az az aktuális konzol.', 'hu-HU')).toEqual([]);
    expect(rules('Musí se vypořádat se se spojeními.', 'cs')).toEqual([]);
    expect(rules('Non sei se se trata diso.', 'gl-ES')).toEqual([]);
    expect(rules('Não sei se se trata disso.', 'pt-BR')).toEqual([]);
    expect(find('A távoli gépen nem fut a a portmapper.', 'hu-HU').map(([rule]) => rule)).toEqual([R.repeatedWord]);
    expect(find('Mám to to auto.', 'cs').map(([rule]) => rule)).toEqual([R.repeatedWord]);
  });
});

describe('repeated words that Dutch grammar repeats', () => {
  it('leaves a separable particle before a preposition and a pronoun before its reflexive alone', () => {
    expect(rules('Ik raad het al jaren aan aan vrienden. Ik weet dat je je vergist.', 'nl')).toEqual([]);
    expect(find('Dat is een een fout.', 'nl').map(([rule]) => rule)).toEqual([R.repeatedWord]);
  });
});

describe('Turkish reduplication', () => {
  it('leaves doubled words alone, but not a doubled conjunction', () => {
    expect(rules('Yavaş yavaş yürüdük, zaman zaman durduk ve elmaları bir bir saydık.', 'tr-TR')).toEqual([]);
    expect(find('Elma ve ve armut aldık.', 'tr-TR').map(([rule]) => rule)).toEqual([R.repeatedWord]);
  });
});

describe('sentence start after an abbreviation', () => {
  it('takes a lower-case word after one of the language’s abbreviations for the same sentence', () => {
    expect(rules('Schijven, partities enz. zijn er, bijv. deze.', 'nl')).toEqual([]);
    expect(rules('Disky, oddíly apod. jsou tu.', 'cs-CZ')).toEqual([]);
    expect(find('Het regent. zijn we thuis?', 'nl')).toEqual([[R.sentenceStartCase, 'zijn', 'Zijn']]);
  });
});

describe('unpaired brackets and quotes', () => {
  it('flags an unclosed or unmatched bracket', () => {
    expect(find('He left (without a word.', 'en-US')).toEqual([[R.unpairedBracket, '(', null]]);
    expect(find('He left without a word).', 'en-US')).toEqual([[R.unpairedBracket, ')', null]]);
    expect(rules('Nested (brackets [are] fine) here.', 'en-US')).toEqual([]);
  });

  it('knows each language’s quotation marks', () => {
    expect(rules('He said “hello” and ‘bye’.', 'en-US')).toEqual([]);
    expect(rules('Er sagte „Hallo“ und »Tschüss«.', 'de-DE')).toEqual([]);
    expect(rules('Powiedział „cześć” i «pa».', 'pl-PL')).toEqual([]);
    expect(rules('Он сказал «привет» и „пока“.', 'ru-RU')).toEqual([]);
    expect(rules('Il a dit « bonjour ».', 'fr')).toEqual([]);
    expect(rules('Han sa ”hej” och »hej då».', 'sv')).toEqual([]);
    expect(rules('彼は「こんにちは」と言った。', 'ja-JP')).toEqual([]);
    expect(find('Er sagte „Hallo und ging.', 'de-DE')).toEqual([[R.unpairedBracket, '„', null]]);
    expect(find('彼は「こんにちはと言った。', 'ja-JP')).toEqual([[R.unpairedBracket, '「', null]]);
    expect(find('He said “hello.', 'en-US')).toEqual([[R.unpairedBracket, '“', null]]);
  });

  it('tells apostrophes from quotes', () => {
    expect(rules('Don’t worry, l’homme est là. The students’ books. Rock ‘n’ roll in the ‘90s.', 'en-US')).toEqual([]);
    expect(rules("Don't worry, l'homme est là.", 'fr')).toEqual([]);
    expect(rules('He said ‘don’t’.', 'en-US')).toEqual([]);
  });

  it('closes a bracket after a number or a name ending in 8, which is no emoticon', () => {
    expect(rules('Unicode (und UTF-8) wurde entwickelt.', 'de-DE')).toEqual([]);
    expect(rules('The law (passed in 1998) still applies, see (page 8).', 'en-US')).toEqual([]);
    expect(find('Encoded as UTF-8) here.', 'en-US')).toEqual([[R.unpairedBracket, ')', null]]);
    expect(rules('Cool 8) and 8-) too', 'en-US')).toEqual([]);
  });

  it('ignores list numbering, emoticons, inch marks and multi-paragraph quotes', () => {
    expect(rules('Steps:\n1) open\n2) close\na) done', 'en-US')).toEqual([]);
    // Numbering inside a sentence, after a colon, semicolon or comma (Debian Installation Guide, ru).
    expect(rules('Выбор зависит от: а) системы; б) модулей; в) ядра.', 'ru-RU')).toEqual([]);
    expect(rules('Sie können: 1) bleiben, 2) gehen.', 'de-DE')).toEqual([]);
    // A letter in brackets closes them; a stray bracket after a word is still flagged.
    expect(rules('Siehe Abbildung (a) oben.', 'de-DE')).toEqual([]);
    expect(find('Siehe: Abbildung) oben.', 'de-DE')).toEqual([[R.unpairedBracket, ')', null]]);
    expect(rules('Great :) see you :-( bye', 'en-US')).toEqual([]);
    expect(rules('He is 5\'11" tall.', 'en-US')).toEqual([]);
    expect(rules('“First paragraph of a long quote.\n\n“Second paragraph ends it.”', 'en-US')).toEqual([]);
  });

  it('pairs a quotation opened in one paragraph and closed in a later one', () => {
    // As web pages quote a letter of several paragraphs (the Debian project's history, de and en).
    expect(rules('Ian Murdock schreibt: »Debian 0.91 wurde im Januar veröffentlicht.\n\nDas Paketsystem kam später.\n\nAm Ende kam dselect hinzu.« Danach ging es weiter.', 'de-DE')).toEqual([]);
    expect(rules('Ian Murdock writes: "Debian 0.91 was released in January.\n\nThe package system came later."\n\nAt the very early stage, it was small.', 'en-US')).toEqual([]);
    expect(rules('Он пишет: «Первый абзац письма.\n\nВторой абзац.»', 'ru-RU')).toEqual([]);
    // Never closed, or closed only after more paragraphs than a quotation runs: both flagged.
    expect(find('He writes: “The first.\n\nThe second.', 'en-US')).toEqual([[R.unpairedBracket, '“', null]]);
    expect(find(`He writes: “The first.\n\n${'A paragraph.\n\n'.repeat(9)}The last.”`, 'en-US')).toEqual([
      [R.unpairedBracket, '“', null],
      [R.unpairedBracket, '”', null],
    ]);
    // Brackets never span paragraphs.
    expect(find('He left (without.\n\nA word).', 'en-US')).toEqual([
      [R.unpairedBracket, '(', null],
      [R.unpairedBracket, ')', null],
    ]);
  });

  it('checks straight double quotes by pairs', () => {
    expect(rules('He said "yes" and "no".', 'en-US')).toEqual([]);
    expect(find('He said "yes and no.', 'en-US')).toEqual([[R.unpairedBracket, '"', null]]);
  });

  it('takes a typewriter mark after a word for the closing one of a typographic opening mark', () => {
    // Real Polish and German prose: the low opening mark typed, the closing one from the keyboard.
    expect(rules('Wiele „administracyjnych" zespołów działa za pomocą „kooptacji".', 'pl-PL')).toEqual([]);
    expect(rules('Er nannte es „Wartung" und ging.', 'de-DE')).toEqual([]);
    expect(rules('He called it “maintenance" and left.', 'en-US')).toEqual([]);
    // A typewriter mark after a space opens a quotation of its own.
    expect(find('Er nannte es „Wartung "und ging.', 'de-DE')).toEqual([
      [R.unpairedBracket, '„', null],
      [R.unpairedBracket, '"', null],
    ]);
  });
});

describe('generic rules: messages', () => {
  /** [text, language, template key, its values, the English message, the English short message] */
  const MESSAGES: ReadonlyArray<readonly [string, string, RuleMessageKey, Record<string, string>, string, string]> = [
    ['I saw the the cat.', 'en-US', 'repeatedWord', { word: 'the' }, 'The word “the” is repeated.', 'Repeated word'],
    ['One  two.', 'en-US', 'doubleSpace', {}, 'Two or more spaces in a row.', 'Double space'],
    ['Why ?', 'en-US', 'spaceBeforePunctuation', { mark: '?' }, 'No space belongs before “?”.', 'Space before punctuation'],
    ['This is it. then we left.', 'en-US', 'sentenceStart', {}, 'A sentence should start with a capital letter.', 'Missing capital'],
    ['Gut,aber spät.', 'de-DE', 'missingSpaceAfter', { mark: ',' }, 'Put a space after “,”.', 'Missing space'],
    ['He left (without a word.', 'en-US', 'unclosedBracket', { mark: '(' }, '“(” is not closed.', 'Unclosed bracket or quote'],
    ['He (said [it) now.', 'en-US', 'unclosedBracket', { mark: '[' }, '“[” is not closed.', 'Unclosed bracket or quote'],
    ['He left without a word).', 'en-US', 'strayBracket', { mark: ')' }, '“)” closes nothing.', 'Unpaired bracket or quote'],
  ];

  it.each(MESSAGES)('%s: a template key for the UI, the English text from the same template', (text, language, key, values, message, shortMessage) => {
    const found = checkGenericRules(text, language);
    expect(found).toHaveLength(1);
    expect(found[0]?.localizedMessage).toEqual({ key, values });
    expect(found[0]?.localizedShortMessage).toEqual({ key: `${key}Short`, values: {} });
    expect(found[0]?.message).toBe(message);
    expect(found[0]?.shortMessage).toBe(shortMessage);
  });
});
