import { continuesSentence, sentenceRulesFor } from './abbreviations';
import { tokenize, visitWordsAndSentences, type SentenceSpan } from './tokenize';

/** The sentences of `text` as written, trimmed. */
function sentences(text: string, locale: string): string[] {
  const spans: SentenceSpan[] = [];
  visitWordsAndSentences(text, locale, () => {}, (span) => spans.push(span));
  return spans.map((s) => text.slice(s.start, s.end));
}

describe('sentences: English', () => {
  it('keeps titles, Latin abbreviations and initials inside the sentence', () => {
    expect(sentences('Mr. Smith went home. He slept.', 'en')).toEqual(['Mr. Smith went home.', 'He slept.']);
    expect(sentences('Dr. Watson and Mrs. Hudson met Prof. Moriarty at St. Paul’s. Nobody smiled.', 'en')).toEqual([
      'Dr. Watson and Mrs. Hudson met Prof. Moriarty at St. Paul’s.',
      'Nobody smiled.',
    ]);
    expect(sentences('Bring fruit, e.g. Apples or pears, i.e. Anything fresh. Thanks.', 'en')).toEqual([
      'Bring fruit, e.g. Apples or pears, i.e. Anything fresh.',
      'Thanks.',
    ]);
    expect(sentences('Some fruit, i. e. Apples. More.', 'en')).toEqual(['Some fruit, i. e. Apples.', 'More.']);
  });

  it('treats single capital letters as initials (J. R. R. Tolkien), and U.S. as an adjective', () => {
    expect(sentences('The Hobbit was written by J. R. R. Tolkien. It appeared in 1937.', 'en')).toEqual([
      'The Hobbit was written by J. R. R. Tolkien.',
      'It appeared in 1937.',
    ]);
    expect(sentences('He served in the U.S. Army for ten years. Then he retired.', 'en')).toEqual([
      'He served in the U.S. Army for ten years.',
      'Then he retired.',
    ]);
  });

  it('ends the sentence after etc., Inc. or p.m. when a capital letter follows', () => {
    expect(sentences('They brought apples, pears, etc. The rest stayed home.', 'en')).toEqual(['They brought apples, pears, etc.', 'The rest stayed home.']);
    expect(sentences('Apples, pears, etc. and plums.', 'en')).toEqual(['Apples, pears, etc. and plums.']);
    expect(sentences('She works for Acme Inc. The pay is good.', 'en')).toEqual(['She works for Acme Inc.', 'The pay is good.']);
    expect(sentences('The train left at 5 p.m. Nobody was on it.', 'en')).toEqual(['The train left at 5 p.m.', 'Nobody was on it.']);
    expect(sentences('Smith et al. Found the same.', 'en')).toEqual(['Smith et al.', 'Found the same.']);
  });

  it('keeps decimals and does not take common words for abbreviations', () => {
    expect(sentences('Pi is about 3.14. It never ends.', 'en')).toEqual(['Pi is about 3.14.', 'It never ends.']);
    expect(sentences('Come in. Sit down. Let it go. All.', 'en')).toEqual(['Come in.', 'Sit down.', 'Let it go.', 'All.']);
    expect(sentences('Congress passed the Civil Rights Act. It was 1964.', 'en')).toEqual(['Congress passed the Civil Rights Act.', 'It was 1964.']);
  });

  it('ends a sentence at a line break even after an abbreviation', () => {
    expect(sentences('Signed, Mr.\nSmith', 'en')).toEqual(['Signed, Mr.', 'Smith']);
  });
});

describe('sentences: German', () => {
  it('keeps z. B., d. h., u. a. before lower case and titles before names', () => {
    expect(sentences('Wir kaufen Obst, z. B. Äpfel und Birnen. Das ist gesund.', 'de')).toEqual(['Wir kaufen Obst, z. B. Äpfel und Birnen.', 'Das ist gesund.']);
    expect(sentences('Er kam spät, d. h. Nach Mitternacht. Sie schlief.', 'de')).toEqual(['Er kam spät, d. h. Nach Mitternacht.', 'Sie schlief.']);
    expect(sentences('Hr. Müller und Dr. Schmidt kamen. Prof. Weber fehlte.', 'de')).toEqual(['Hr. Müller und Dr. Schmidt kamen.', 'Prof. Weber fehlte.']);
    expect(sentences('Z. B. Kirschen sind rot. Ja.', 'de')).toEqual(['Z. B. Kirschen sind rot.', 'Ja.']);
  });

  it('ends the sentence after usw. or a. D. before a capital, and keeps ordinals', () => {
    expect(sentences('Wir kauften Brot, Milch, Eier usw. Danach gingen wir heim.', 'de')).toEqual([
      'Wir kauften Brot, Milch, Eier usw.',
      'Danach gingen wir heim.',
    ]);
    expect(sentences('Ihr Vater ist Regierungsrat a. D. Er lebt in Bonn.', 'de')).toEqual(['Ihr Vater ist Regierungsrat a. D.', 'Er lebt in Bonn.']);
    expect(sentences('Am 3. Oktober 1990 kam die Einheit. Im 20. Jahrhundert gab es zwei Kriege.', 'de')).toEqual([
      'Am 3. Oktober 1990 kam die Einheit.',
      'Im 20. Jahrhundert gab es zwei Kriege.',
    ]);
    expect(sentences('Das geschah im 19. Jh. Danach kam die Industrie.', 'de')).toEqual(['Das geschah im 19. Jh.', 'Danach kam die Industrie.']);
    expect(sentences('Das war ein Test. Danach kam nichts.', 'de')).toEqual(['Das war ein Test.', 'Danach kam nichts.']);
  });
});

describe('sentences: Polish', () => {
  it('keeps np., tzn., tj., prof., dr., ul. inside the sentence', () => {
    const text =
      'Pan Tomasz pojechał np. do Krakowa, tj. Do dawnej stolicy, gdzie prof. Nowak mieszkał przy ul. Długiej. ' +
      'Z dr. Kowalskim, tzn. Jego bratem, rozmawiał o tzw. Reformie. Wrócił wieczorem.';
    expect(sentences(text, 'pl')).toEqual([
      'Pan Tomasz pojechał np. do Krakowa, tj. Do dawnej stolicy, gdzie prof. Nowak mieszkał przy ul. Długiej.',
      'Z dr. Kowalskim, tzn. Jego bratem, rozmawiał o tzw. Reformie.',
      'Wrócił wieczorem.',
    ]);
    expect(sentences('Np. Warszawa jest duża. Kraków też.', 'pl')).toEqual(['Np. Warszawa jest duża.', 'Kraków też.']);
  });

  it('ends the sentence after itd., itp. and a year or century before a capital', () => {
    expect(sentences('Kupili jabłka, gruszki, śliwki itd. Potem wrócili do domu.', 'pl')).toEqual(['Kupili jabłka, gruszki, śliwki itd.', 'Potem wrócili do domu.']);
    expect(sentences('To było w 1990 r. Polska była już innym krajem.', 'pl')).toEqual(['To było w 1990 r.', 'Polska była już innym krajem.']);
    expect(sentences('Zamek zbudowano w XIV w. Przetrwał do dziś.', 'pl')).toEqual(['Zamek zbudowano w XIV w.', 'Przetrwał do dziś.']);
    expect(sentences('Firma X sp. z o.o. Zatrudnia dziesięć osób.', 'pl')).toEqual(['Firma X sp. z o.o.', 'Zatrudnia dziesięć osób.']);
  });
});

describe('sentences: Russian, Ukrainian, Czech', () => {
  it('Russian: т. е., т. к., г. before a city; и т. д. and a year end the sentence', () => {
    expect(sentences('Он приехал в г. Москва, т. е. В столицу. Там шёл дождь.', 'ru')).toEqual(['Он приехал в г. Москва, т. е. В столицу.', 'Там шёл дождь.']);
    expect(sentences('Мы купили хлеб, молоко и т. д. Потом пошли домой.', 'ru')).toEqual(['Мы купили хлеб, молоко и т. д.', 'Потом пошли домой.']);
    expect(sentences('Это было в 1990 г. Потом всё изменилось.', 'ru')).toEqual(['Это было в 1990 г.', 'Потом всё изменилось.']);
    expect(sentences('Рим основан в 753 г. до н. э. Так гласит легенда.', 'ru')).toEqual(['Рим основан в 753 г. до н. э.', 'Так гласит легенда.']);
    expect(sentences('Лекцию читал проф. Иванов. А. С. Пушкин родился в Москве.', 'ru')).toEqual(['Лекцию читал проф. Иванов.', 'А. С. Пушкин родился в Москве.']);
  });

  it('Ukrainian: т. зв. and ім. inside, і т. д. at the end', () => {
    expect(sentences('Це т. зв. Велика реформа. Університет ім. Шевченка відкрили давно. Були яблука, груші і т. д. Потім ми пішли.', 'uk')).toEqual([
      'Це т. зв. Велика реформа.',
      'Університет ім. Шевченка відкрили давно.',
      'Були яблука, груші і т. д.',
      'Потім ми пішли.',
    ]);
  });

  it('Czech: např. and tzv. inside, atd. at the end', () => {
    expect(sentences('Máme ovoce, např. Jablka, a tzv. Zimní hrušky. Pak jsme šli domů. Koupili jsme chléb, mléko atd. Potom jsme odešli.', 'cs')).toEqual([
      'Máme ovoce, např. Jablka, a tzv. Zimní hrušky.',
      'Pak jsme šli domů.',
      'Koupili jsme chléb, mléko atd.',
      'Potom jsme odešli.',
    ]);
  });
});

describe('sentences: French and Spanish', () => {
  it('French: M. before a name, etc. and av. J.-C. at the end', () => {
    expect(sentences('M. Dupont est arrivé. Il pleuvait.', 'fr')).toEqual(['M. Dupont est arrivé.', 'Il pleuvait.']);
    expect(sentences('Nous avons acheté du pain, du lait, etc. Puis nous sommes partis.', 'fr')).toEqual([
      'Nous avons acheté du pain, du lait, etc.',
      'Puis nous sommes partis.',
    ]);
    expect(sentences('César est mort en 44 av. J.-C. Rome a changé.', 'fr')).toEqual(['César est mort en 44 av. J.-C.', 'Rome a changé.']);
    expect(sentences('Nous sommes allés à la mer. Puis il a plu.', 'fr')).toEqual(['Nous sommes allés à la mer.', 'Puis il a plu.']);
  });

  it('Spanish: Sr. and Dra. before names, p. ej. inside, etc. at the end', () => {
    expect(sentences('El Sr. García habló con la Dra. López. Luego se fue.', 'es')).toEqual(['El Sr. García habló con la Dra. López.', 'Luego se fue.']);
    expect(sentences('Frutas, p. ej. Manzanas o peras. Nada más.', 'es')).toEqual(['Frutas, p. ej. Manzanas o peras.', 'Nada más.']);
    expect(sentences('Compramos pan, leche, etc. Después volvimos.', 'es')).toEqual(['Compramos pan, leche, etc.', 'Después volvimos.']);
    expect(sentences('Fuimos al mar. Luego comimos.', 'es')).toEqual(['Fuimos al mar.', 'Luego comimos.']);
  });
});

describe('sentences: merging keeps the tokenizer’s guarantees', () => {
  it('numbers sentences without gaps, words in the sentence where they start, spans right', () => {
    const text = '  Dr. Who? Mr. A. B. Smith left. Then etc. The end';
    const tokens = tokenize(text, 'en');
    expect(tokens.map((t) => t.sentence)).toEqual([0, 0, 1, 1, 1, 1, 1, 2, 2, 3, 3]);
    const spans: SentenceSpan[] = [];
    visitWordsAndSentences(text, 'en', () => {}, (s) => spans.push(s));
    expect(spans.map((s) => [s.index, text.slice(s.start, s.end), s.words])).toEqual([
      [0, 'Dr. Who?', 2],
      [1, 'Mr. A. B. Smith left.', 5],
      [2, 'Then etc.', 2],
      [3, 'The end', 2],
    ]);
  });

  it('leaves languages without lists to the segmenter, but for initials', () => {
    expect(sentences('今日は晴れです。明日は雨でしょう。', 'ja')).toHaveLength(2);
    expect(sentences('هل أنت بخير؟ نعم، شكرا.', 'ar')).toHaveLength(2);
    expect(sentences('Minä ja J. Virtanen. Hyvä.', 'fi')).toEqual(['Minä ja J. Virtanen.', 'Hyvä.']);
  });

  it('answers no for boundaries not after a full stop', () => {
    const text = 'Why? Because.';
    expect(continuesSentence(text, 5, 0, text.length, sentenceRulesFor('en'))).toBe(false);
  });
});
