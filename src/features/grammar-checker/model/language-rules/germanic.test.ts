import { DUTCH, GERMAN, SWEDISH } from './germanic';
import { exampleCoverage, expectExample, ruleFindings, type RuleExample } from './rule-examples';

const german = ruleFindings('de-DE', 'LOCAL_DE_');
const dutch = ruleFindings('nl', 'LOCAL_NL_');
const swedish = ruleFindings('sv', 'LOCAL_SV_');

/** Rules whose examples live in language-rules.test.ts. */
const EARLIER = {
  DE: ['DAS_DASS', 'SEID_SEIT', 'IHR_SEIT', 'WIEDER_WIDER', 'ERWIDERN', 'COMPARATIVE_WIE', 'REFORM_CAPITALS', 'GAR_NICHT'],
  NL: ['HIJ_WORDT', 'IK_WORD', 'WORD_JIJ', 'COMPARATIVE_DAN', 'HUN_SUBJECT'],
  SV: ['VART_VAR', 'DE_OBJECT', 'DEM_SUBJECT', 'TILLBAKA'],
};

const GERMAN_ERRORS: readonly RuleExample[] = [
  ['Es regnet seid gestern.', 'LOCAL_DE_SEID_SEIT', 'seid', 'seit', 'Es regnet seit gestern.'],
  ['Seid gestern regnet es.', 'LOCAL_DE_SEID_SEIT', 'Seid', 'Seit', 'Seit gestern regnet es.'],
  ['Wir wohnen hier seid letztem Jahr.', 'LOCAL_DE_SEID_SEIT', 'seid', 'seit', 'Wir wohnen hier seit letztem Jahr.'],
  ['Das ist seid jeher so.', 'LOCAL_DE_SEID_SEIT', 'seid', 'seit', 'Das ist seit jeher so.'],
  // Spelling the dictionary accepts in compounds or corrects badly
  ['Das ist heute Standart.', 'LOCAL_DE_STANDARD', 'Standart', 'Standard', 'Das ist heute Standard.'],
  ['Die Standartabweichung ist klein.', 'LOCAL_DE_STANDARD', 'Standartabweichung', 'Standardabweichung', 'Die Standardabweichung ist klein.'],
  ['Das ist standartmäßig aktiv.', 'LOCAL_DE_STANDARD', 'standartmäßig', 'standardmäßig', 'Das ist standardmäßig aktiv.'],
  ['Ein neuer Industriestandart entsteht.', 'LOCAL_DE_STANDARD', 'Industriestandart', 'Industriestandard', 'Ein neuer Industriestandard entsteht.'],
  ['Er hat kein Rückgrad.', 'LOCAL_DE_RUECKGRAT', 'Rückgrad', 'Rückgrat', 'Er hat kein Rückgrat.'],
  ['Sie leidet an einer Rückgradverkrümmung.', 'LOCAL_DE_RUECKGRAT', 'Rückgradverkrümmung', 'Rückgratverkrümmung', 'Sie leidet an einer Rückgratverkrümmung.'],
  ['Das ist eine Vorraussetzung.', 'LOCAL_DE_VORAUS', 'Vorraussetzung', 'Voraussetzung', 'Das ist eine Voraussetzung.'],
  ['Danke im Vorraus!', 'LOCAL_DE_VORAUS', 'Vorraus', 'Voraus', 'Danke im Voraus!'],
  ['Er kommt vorraussichtlich morgen.', 'LOCAL_DE_VORAUS', 'vorraussichtlich', 'voraussichtlich', 'Er kommt voraussichtlich morgen.'],
  ['Bitte die Addresse angeben.', 'LOCAL_DE_ADRESSE', 'Addresse', 'Adresse', 'Bitte die Adresse angeben.'],
  ['Die IP-Addresse ist falsch.', 'LOCAL_DE_ADRESSE', 'IP-Addresse', 'IP-Adresse', 'Die IP-Adresse ist falsch.'],
  ['Wie lautet Ihre Lieferaddresse?', 'LOCAL_DE_ADRESSE', 'Lieferaddresse', 'Lieferadresse', 'Wie lautet Ihre Lieferadresse?'],
  ['Der Brief ist an sie addressiert.', 'LOCAL_DE_ADRESSE', 'addressiert', 'adressiert', 'Der Brief ist an sie adressiert.'],
  ['Die Packete kommen morgen.', 'LOCAL_DE_PAKET', 'Packete', 'Pakete', 'Die Pakete kommen morgen.'],
  ['Das Zusatzpacket ist nicht installiert.', 'LOCAL_DE_PAKET', 'Zusatzpacket', 'Zusatzpaket', 'Das Zusatzpaket ist nicht installiert.'],
  ['Die Maschiene läuft.', 'LOCAL_DE_MASCHINE', 'Maschiene', 'Maschine', 'Die Maschine läuft.'],
  ['Die Waschmaschiene ist kaputt.', 'LOCAL_DE_MASCHINE', 'Waschmaschiene', 'Waschmaschine', 'Die Waschmaschine ist kaputt.'],
  ['Er hat nähmlich keine Zeit.', 'LOCAL_DE_NAEMLICH', 'nähmlich', 'nämlich', 'Er hat nämlich keine Zeit.'],
  ['Der Film war totlangweilig.', 'LOCAL_DE_TODMUEDE', 'totlangweilig', 'todlangweilig', 'Der Film war todlangweilig.'],
  ['Ich bin totmüde.', 'LOCAL_DE_TODMUEDE', 'totmüde', 'todmüde', 'Ich bin todmüde.'],
  ['Das ist eine Totsünde.', 'LOCAL_DE_TODMUEDE', 'Totsünde', 'Todsünde', 'Das ist eine Todsünde.'],
  ['Er wurde wegen Todschlag verurteilt.', 'LOCAL_DE_TOTSCHLAGEN', 'Todschlag', 'Totschlag', 'Er wurde wegen Totschlag verurteilt.'],
  ['Das Thema wird todgeschwiegen.', 'LOCAL_DE_TOTSCHLAGEN', 'todgeschwiegen', 'totgeschwiegen', 'Das Thema wird totgeschwiegen.'],
  ['Wir haben uns todgelacht.', 'LOCAL_DE_TOTSCHLAGEN', 'todgelacht', 'totgelacht', 'Wir haben uns totgelacht.'],
  ['Das ist nicht todzukriegen.', 'LOCAL_DE_TOTSCHLAGEN', 'todzukriegen', 'totzukriegen', 'Das ist nicht totzukriegen.'],
  // Capitals and compounds of the 2006 rules
  ['Das war im großen und ganzen gut.', 'LOCAL_DE_REFORM_CAPITALS', 'im großen und ganzen', 'im Großen und Ganzen', 'Das war im Großen und Ganzen gut.'],
  ['Halte mich auf dem laufenden.', 'LOCAL_DE_REFORM_CAPITALS', 'auf dem laufenden', 'auf dem Laufenden', 'Halte mich auf dem Laufenden.'],
  ['Das passiert des öfteren.', 'LOCAL_DE_REFORM_CAPITALS', 'des öfteren', 'des Öfteren', 'Das passiert des Öfteren.'],
  ['Darüber bin ich mir im klaren.', 'LOCAL_DE_REFORM_CAPITALS', 'im klaren', 'im Klaren', 'Darüber bin ich mir im Klaren.'],
  ['Wir essen im freien.', 'LOCAL_DE_REFORM_CAPITALS', 'im freien', 'im Freien', 'Wir essen im Freien.'],
  ['Er schrieb den Text ins reine.', 'LOCAL_DE_REFORM_CAPITALS', 'ins reine', 'ins Reine', 'Er schrieb den Text ins Reine.'],
  ['Ich habe heute morgen angerufen.', 'LOCAL_DE_HEUTE_MORGEN', 'heute morgen', 'heute Morgen', 'Ich habe heute Morgen angerufen.'],
  ['Gestern abend war es kalt.', 'LOCAL_DE_HEUTE_MORGEN', 'Gestern abend', 'Gestern Abend', 'Gestern Abend war es kalt.'],
  ['Wir treffen uns morgen nachmittag.', 'LOCAL_DE_HEUTE_MORGEN', 'morgen nachmittag', 'morgen Nachmittag', 'Wir treffen uns morgen Nachmittag.'],
  ['Wir treffen uns am Dienstag Abend.', 'LOCAL_DE_DIENSTAGABEND', 'Dienstag Abend', 'Dienstagabend', 'Wir treffen uns am Dienstagabend.'],
  ['Bis Freitag nachmittag!', 'LOCAL_DE_DIENSTAGABEND', 'Freitag nachmittag', 'Freitagnachmittag', 'Bis Freitagnachmittag!'],
  ['Am Sonntag Morgen schlafen wir.', 'LOCAL_DE_DIENSTAGABEND', 'Sonntag Morgen', 'Sonntagmorgen', 'Am Sonntagmorgen schlafen wir.'],
  ['In bezug auf die Kosten gibt es Fragen.', 'LOCAL_DE_IN_BEZUG', 'In bezug', 'In Bezug', 'In Bezug auf die Kosten gibt es Fragen.'],
  ['Ich habe angst vor Hunden.', 'LOCAL_DE_ANGST_HABEN', 'habe angst', 'habe Angst', 'Ich habe Angst vor Hunden.'],
  ['Keine angst, das wird schon.', 'LOCAL_DE_ANGST_HABEN', 'Keine angst', 'Keine Angst', 'Keine Angst, das wird schon.'],
  ['Es tut mir Leid.', 'LOCAL_DE_LEID_TUN', 'tut mir Leid', 'tut mir leid', 'Es tut mir leid.'],
  ['Das tut uns sehr Leid.', 'LOCAL_DE_LEID_TUN', 'tut uns sehr Leid', 'tut uns sehr leid', 'Das tut uns sehr leid.'],
  // Words and phrases
  ['Wir haben das selbe Auto.', 'LOCAL_DE_DERSELBE', 'das selbe', 'dasselbe', 'Wir haben dasselbe Auto.'],
  ['Er wohnt in der selben Straße.', 'LOCAL_DE_DERSELBE', 'der selben', 'derselben', 'Er wohnt in derselben Straße.'],
  ['Die selben Leute kamen wieder.', 'LOCAL_DE_DERSELBE', 'Die selben', 'Dieselben', 'Dieselben Leute kamen wieder.'],
  ['Es ist ein und der selbe Fehler.', 'LOCAL_DE_DERSELBE', 'der selbe', 'derselbe', 'Es ist ein und derselbe Fehler.'],
  ['Die Ressource ist zur Zeit nicht verfügbar.', 'LOCAL_DE_ZURZEIT', 'zur Zeit', 'zurzeit', 'Die Ressource ist zurzeit nicht verfügbar.'],
  ['Zur Zeit gibt es keine Termine.', 'LOCAL_DE_ZURZEIT', 'Zur Zeit', 'Zurzeit', 'Zurzeit gibt es keine Termine.'],
  ['Seit dem er weg ist, ist es still.', 'LOCAL_DE_SEITDEM', 'Seit dem', 'Seitdem', 'Seitdem er weg ist, ist es still.'],
  ['Das war 2010. Seit dem ich hier wohne, regnet es.', 'LOCAL_DE_SEITDEM', 'Seit dem', 'Seitdem', 'Das war 2010. Seitdem ich hier wohne, regnet es.'],
  // Style
  ['Er ist größer als wie ich.', 'LOCAL_DE_ALS_WIE', 'größer als wie', 'größer als', 'Er ist größer als ich.'],
  ['Das ist mehr als wie genug.', 'LOCAL_DE_ALS_WIE', 'mehr als wie', 'mehr als', 'Das ist mehr als genug.'],
  ['Er ist wegen mir gekommen.', 'LOCAL_DE_WEGEN_MIR', 'wegen mir', 'meinetwegen', 'Er ist meinetwegen gekommen.'],
  ['Wegen dir sind wir zu spät.', 'LOCAL_DE_WEGEN_MIR', 'Wegen dir', 'Deinetwegen', 'Deinetwegen sind wir zu spät.'],
  ['Sie blieb wegen ihm.', 'LOCAL_DE_WEGEN_MIR', 'wegen ihm', 'seinetwegen', 'Sie blieb seinetwegen.'],
  ['Der Umsatz stieg in 2020.', 'LOCAL_DE_IN_YEAR', 'in 2020', 'im Jahr 2020', 'Der Umsatz stieg im Jahr 2020.'],
  // Earlier rules without an example in language-rules.test.ts
  ['Wo seit ihr?', 'LOCAL_DE_SEIT_IHR_QUESTION', 'seit ihr', 'seid ihr', 'Wo seid ihr?'],
  ['Es regnete, so das wir blieben.', 'LOCAL_DE_SO_DAS', 'so das wir', 'sodass wir', 'Es regnete, sodass wir blieben.'],
  ['Nichts desto trotz kam er.', 'LOCAL_DE_NICHTSDESTOTROTZ', 'Nichts desto trotz', 'Nichtsdestotrotz', 'Nichtsdestotrotz kam er.'],
  ['Er kam nichts desto weniger.', 'LOCAL_DE_NICHTSDESTOWENIGER', 'nichts desto weniger', 'nichtsdestoweniger', 'Er kam nichtsdestoweniger.'],
  ['Das ist wiederrum falsch.', 'LOCAL_DE_WIEDERRUM', 'wiederrum', 'wiederum', 'Das ist wiederum falsch.'],
];

const DUTCH_ERRORS: readonly RuleExample[] = [
  ['Deze weg leid naar huis, zei hij. Hij leid het team.', 'LOCAL_NL_HIJ_WORDT', 'Hij leid', 'Hij leidt', 'Deze weg leid naar huis, zei hij. Hij leidt het team.'],
  ['Ik snijdt het brood.', 'LOCAL_NL_IK_WORD', 'Ik snijdt', 'Ik snijd', 'Ik snijd het brood.'],
  ['Vermijdt jij de drukte?', 'LOCAL_NL_WORD_JIJ', 'Vermijdt jij', 'Vermijd jij', 'Vermijd jij de drukte?'],
  ['Hebt jij een fiets?', 'LOCAL_NL_JIJ_INVERSION', 'Hebt jij', 'Heb jij', 'Heb jij een fiets?'],
  ['Morgen gaat jij naar school.', 'LOCAL_NL_JIJ_INVERSION', 'gaat jij', 'ga jij', 'Morgen ga jij naar school.'],
  ['Wat doet jij vanavond?', 'LOCAL_NL_JIJ_INVERSION', 'doet jij', 'doe jij', 'Wat doe jij vanavond?'],
  ['Komt jij ook?', 'LOCAL_NL_JIJ_INVERSION', 'Komt jij', 'Kom jij', 'Kom jij ook?'],
  ['Ik werk liever met hun.', 'LOCAL_NL_HEN_AFTER_PREPOSITION', 'met hun', 'met hen', 'Ik werk liever met hen.'],
  ['Dit cadeau is voor hun.', 'LOCAL_NL_HEN_AFTER_PREPOSITION', 'voor hun', 'voor hen', 'Dit cadeau is voor hen.'],
  ['Het is gebeurt.', 'LOCAL_NL_IS_GEBEURD', 'is gebeurt', 'is gebeurd', 'Het is gebeurd.'],
  ['Wat is er gebeurt?', 'LOCAL_NL_IS_GEBEURD', 'is er gebeurt', 'is er gebeurd', 'Wat is er gebeurd?'],
  ['Wat gebeurd er nu?', 'LOCAL_NL_GEBEURT', 'Wat gebeurd', 'Wat gebeurt', 'Wat gebeurt er nu?'],
  ['Het gebeurd vaak dat hij laat is.', 'LOCAL_NL_GEBEURT', 'Het gebeurd', 'Het gebeurt', 'Het gebeurt vaak dat hij laat is.'],
  ['Er zijn tenminste 50 deelnemers.', 'LOCAL_NL_TEN_MINSTE', 'tenminste', 'ten minste', 'Er zijn ten minste 50 deelnemers.'],
  ['U dient tenminste één pakket op te geven.', 'LOCAL_NL_TEN_MINSTE', 'tenminste', 'ten minste', 'U dient ten minste één pakket op te geven.'],
  ['Ik ben me sleutels kwijt.', 'LOCAL_NL_ME_MIJN', 'me sleutels', 'mijn sleutels', 'Ik ben mijn sleutels kwijt.'],
];

const SWEDISH_ERRORS: readonly RuleExample[] = [
  ['Han är större en mig.', 'LOCAL_SV_AN_COMPARATIVE', 'större en', 'större än', 'Han är större än mig.'],
  ['Det gick bättre en väntat.', 'LOCAL_SV_AN_COMPARATIVE', 'bättre en', 'bättre än', 'Det gick bättre än väntat.'],
  ['Hon springer snabbare en alla andra.', 'LOCAL_SV_AN_COMPARATIVE', 'snabbare en', 'snabbare än', 'Hon springer snabbare än alla andra.'],
  ['Ange ditt lösen ord.', 'LOCAL_SV_LOSENORD', 'lösen ord', 'lösenord', 'Ange ditt lösenord.'],
  ['Lösen ordet är fel.', 'LOCAL_SV_LOSENORD', 'Lösen ordet', 'Lösenordet', 'Lösenordet är fel.'],
  ['Skriv några nyckel ord.', 'LOCAL_SV_NYCKELORD', 'nyckel ord', 'nyckelord', 'Skriv några nyckelord.'],
  ['Välj ett fil namn.', 'LOCAL_SV_FILNAMN', 'fil namn', 'filnamn', 'Välj ett filnamn.'],
  ['Jag ska till tand läkaren.', 'LOCAL_SV_TANDLAKARE', 'tand läkaren', 'tandläkaren', 'Jag ska till tandläkaren.'],
  ['Besök vår webb sida.', 'LOCAL_SV_WEBBSIDA', 'webb sida', 'webbsida', 'Besök vår webbsida.'],
  ['Ange din e-post adress.', 'LOCAL_SV_EPOSTADRESS', 'e-post adress', 'e-postadress', 'Ange din e-postadress.'],
  ['Vad är ditt telefon nummer?', 'LOCAL_SV_NUMMER', 'telefon nummer', 'telefonnummer', 'Vad är ditt telefonnummer?'],
  ['Skriv ditt person nummer här.', 'LOCAL_SV_NUMMER', 'person nummer', 'personnummer', 'Skriv ditt personnummer här.'],
  ['Han bor fort farande hemma.', 'LOCAL_SV_FORTFARANDE', 'fort farande', 'fortfarande', 'Han bor fortfarande hemma.'],
  ['Det har gått bra hit tills.', 'LOCAL_SV_HITTILLS', 'hit tills', 'hittills', 'Det har gått bra hittills.'],
  ['Jag tror att dem är hemma.', 'LOCAL_SV_DEM_CLAUSE_SUBJECT', 'att dem', 'att de', 'Jag tror att de är hemma.'],
  ['Vi väntar tills dem kommer.', 'LOCAL_SV_DEM_CLAUSE_SUBJECT', 'tills dem', 'tills de', 'Vi väntar tills de kommer.'],
  // Earlier rules without an example in language-rules.test.ts
  ['Vi åt till sammans.', 'LOCAL_SV_TILLSAMMANS', 'till sammans', 'tillsammans', 'Vi åt tillsammans.'],
  ['Vi stannade efter som det regnade.', 'LOCAL_SV_EFTERSOM', 'efter som', 'eftersom', 'Vi stannade eftersom det regnade.'],
  ['Han gick i genom skogen.', 'LOCAL_SV_IGENOM', 'i genom', 'igenom', 'Han gick igenom skogen.'],
  ['Hon ligger på sjuk huset.', 'LOCAL_SV_SJUKHUS', 'sjuk huset', 'sjukhuset', 'Hon ligger på sjukhuset.'],
  ['Mjölken står i kyl skåpet.', 'LOCAL_SV_KYLSKAP', 'kyl skåpet', 'kylskåpet', 'Mjölken står i kylskåpet.'],
];

/** The ids of `entries` (a language's table) and of the rules `examples` and `earlier` cover. */
describe('German frequent errors', () => {
  it.each(GERMAN_ERRORS)('%s', (...example) => expectExample(german(example[0]), example));

  it('offers the bare year second for “in 2020”, as picky style advice only', () => {
    expect(german('Der Umsatz stieg in 2020.', false)).toEqual([]);
    const found = german('In 2020 wurde das Werk eröffnet.');
    expect(found.map((s) => [s.ruleId, s.category, s.original, s.replacements])).toEqual([['LOCAL_DE_IN_YEAR', 'style', 'In 2020', ['Im Jahr 2020', '2020']]]);
  });

  it('files the misspellings the dictionary misses or corrects badly as misspellings, as its own findings are', () => {
    const found = german('Standartabweichung Rückgrad Vorraussetzung Lieferaddresse Packete Maschiene nähmlich totmüde Todschlag');
    expect(found).toHaveLength(9);
    expect(new Set(found.map((s) => s.category))).toEqual(new Set(['misspelling']));
  });

  it('files the style rules under style and the capitals under casing', () => {
    expect(german('Er ist größer als wie ich.')[0]?.category).toBe('style');
    expect(german('Ich bin wegen dir hier.')[0]?.category).toBe('style');
    expect(german('Ich habe heute morgen angerufen.')[0]?.category).toBe('casing');
  });

  it('has an example for every rule', () => {
    const { covered, rules } = exampleCoverage('LOCAL_DE_', GERMAN, GERMAN_ERRORS, EARLIER.DE);
    expect(covered).toEqual(rules);
  });
});

describe('Dutch frequent errors', () => {
  it.each(DUTCH_ERRORS)('%s', (...example) => expectExample(dutch(example[0]), example));

  it('offers the past tense second for “gebeurd” in a main clause', () => {
    expect(dutch('Wat gebeurd er?')[0]?.replacements).toEqual(['Wat gebeurt', 'Wat gebeurde']);
  });

  it('files “me” for “mijn” under style', () => {
    expect(dutch('Ik ben me sleutels kwijt.')[0]?.category).toBe('style');
  });

  it('has an example for every rule', () => {
    const { covered, rules } = exampleCoverage('LOCAL_NL_', DUTCH, DUTCH_ERRORS, EARLIER.NL);
    expect(covered).toEqual(rules);
  });
});

describe('Swedish frequent errors', () => {
  it.each(SWEDISH_ERRORS)('%s', (...example) => expectExample(swedish(example[0]), example));

  it('has an example for every rule', () => {
    const { covered, rules } = exampleCoverage('LOCAL_SV_', SWEDISH, SWEDISH_ERRORS, EARLIER.SV);
    expect(covered).toEqual(rules);
  });
});

/** Correct sentences, many with what the patterns must not take for an error. */
const CORRECT: ReadonlyArray<readonly ['de-DE' | 'nl' | 'sv', string, string]> = [
  ['de-DE', 'STANDARD', 'Der Standard gilt; die Standarte wehte, die Standarten und der Standartenträger zogen vorbei.'],
  ['de-DE', 'RUECKGRAT', 'Das Rückgrat trägt; der Rückgang ist gering.'],
  ['de-DE', 'VORAUS', 'Danke im Voraus; die Voraussetzung ist erfüllt; der Vorrat reicht.'],
  ['de-DE', 'ADRESSE', 'Die Adresse und die IP-Adresse stehen fest; im Englischen heißt es address, addresses und addressee.'],
  ['de-DE', 'PAKET', 'Das Paket kam an. Der Modus liegt nahe bei »Packet Writing«; SOCK_SEQPACKET und --seqpacket sind Optionen.'],
  ['de-DE', 'MASCHINE', 'Die Maschine und die Waschmaschine laufen; die Schiene ist neu.'],
  ['de-DE', 'TODMUEDE', 'Er war todmüde und todernst; die Todsünde; er ist tot, sicher nicht krank; ein totgeborenes Kind.'],
  ['de-DE', 'TOTSCHLAGEN', 'Er stellte sich tot; der Totschlag; todgeweiht, todbringend, todkrank; der Todkrieg; die Todesstrafe.'],
  ['de-DE', 'REFORM_CAPITALS', 'Im Großen und Ganzen gut; im ganzen Land; im ganzen deutschen Sprachraum; im freien Fall; im stillen Kämmerlein.'],
  ['de-DE', 'REFORM_CAPITALS', 'Auf dem laufenden Band; ins blaue Meer; im klaren Wasser; im Klaren sein; des Weiteren; des Öfteren.'],
  ['de-DE', 'HEUTE_MORGEN', 'Heute Morgen, gestern Abend und morgen früh. Ob heute, morgen oder übermorgen: heute morgen oder übermorgen.'],
  ['de-DE', 'DIENSTAGABEND', 'Am Dienstagabend, dienstags abends; kommt er Dienstag morgen? Wir wollen am Montag Mittag essen.'],
  ['de-DE', 'DERSELBE', 'Derselbe Mann, dieselbe Frau, dasselbe Kind; am selben Tag, im selben Haus, zur selben Zeit.'],
  ['de-DE', 'ZURZEIT', 'Zurzeit ist er krank. Zur Zeit der Römer und zur Zeit Goethes; das Verhältnis vom Weg zur Zeit ist konstant.'],
  ['de-DE', 'SEITDEM', 'Das ist der Tag, seit dem er fehlt. Seitdem er weg ist, ist es still. Seit dem Unfall hinkt er.'],
  ['de-DE', 'IN_BEZUG', 'In Bezug auf die Kosten; mit Bezug auf den Brief; der Bezug ist neu.'],
  ['de-DE', 'ANGST_HABEN', 'Ich habe Angst; mir ist angst; mir wird angst und bange; keine Angst.'],
  ['de-DE', 'LEID_TUN', 'Es tut mir leid. Er tat ihr Leid an. Das Leid war groß.'],
  ['de-DE', 'ALS_WIE', 'Er ist größer als ich; so groß wie ich; mehr als das Wie zählt das Ob. Er schwankt als wie ein Zweig.'],
  ['de-DE', 'WEGEN_MIR', 'Meinetwegen; von wegen! Er kam wegen mir unbekannter Gründe; wegen des Wetters.'],
  ['de-DE', 'IN_YEAR', 'Im Jahr 2020 wurde es eröffnet. 2021 stieg der Umsatz; in 2000 Fällen; in 1999 und 2000; sie wohnt in 1010 Wien.'],
  ['nl', 'JIJ_INVERSION', 'Heb jij een fiets? Jij hebt een fiets. Hebt u een fiets? Weet jij het? Moet jij werken? Hij ziet je.'],
  ['nl', 'HEN_AFTER_PREPOSITION', 'Dit is voor hen. Ze gingen met hun kinderen naar huis. Hun huis staat aan de rivier.'],
  ['nl', 'GEBEURD', 'Wat is er gebeurd? Het is gisteren gebeurd. Wat gebeurt er? Dat is wat er gebeurt. Het gebeurt vaak.'],
  ['nl', 'TEN_MINSTE', 'Er waren ten minste 50 mensen. Hij is tenminste eerlijk. Tenminste, dat denk ik.'],
  ['nl', 'ME_MIJN', 'Mijn huis is klein. Hij gaf me een boek. Ze belde me gisteren.'],
  ['sv', 'SARSKRIVNING', 'Lösenordet och filnamnet; nyckelord; tandläkaren; webbsidan; e-postadressen; telefonnumret.'],
  ['sv', 'NUMMER', 'Kund nummer fem fick vänta; post nummer 3 i listan; artikel nummer två.'],
  ['sv', 'AN_COMPARATIVE', 'Han är större än jag. Det blir bättre en dag. Jag vill ha en större en jag kan bära. Mer en gång.'],
  ['sv', 'FILNAMN', 'börja med fil NAMN när arkivet läses'],
  ['sv', 'FORTFARANDE', 'Han bor fortfarande hemma och gick fort; hittills gick det bra, hit till Sverige.'],
  ['sv', 'DEM_CLAUSE_SUBJECT', 'Jag tror att de är hemma. Vi pratade om dem. Det som sägs om dem är sant. Merparten av dem kan komma.'],
];

describe('German, Dutch and Swedish rules stay silent on correct text', () => {
  const check = { 'de-DE': german, nl: dutch, sv: swedish };
  it.each(CORRECT)('%s %s: %s', (language, _rule, text) => {
    expect(check[language](text).map((s) => `${s.ruleId}: ${s.original}`)).toEqual([]);
  });
});
