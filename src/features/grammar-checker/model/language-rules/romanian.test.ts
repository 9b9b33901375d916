import { expectExample, ruleFindings, type RuleExample } from './rule-examples';

const findings = ruleFindings('ro-RO', 'LOCAL_RO_');
const ids = (text: string) => findings(text).map((s) => `${s.ruleId}: ${s.original}`);

const ERRORS: readonly RuleExample[] = [
  ['Aceștia sunt copii mei.', 'LOCAL_RO_COPIII', 'copii mei', 'copiii mei', 'Aceștia sunt copiii mei.'],
  ['Fii săi locuiesc departe.', 'LOCAL_RO_COPIII', 'Fii săi', 'Fiii săi', 'Fiii săi locuiesc departe.'],
  ['Trebuie să vi mâine devreme.', 'LOCAL_RO_SA_VII', 'să vi', 'să vii', 'Trebuie să vii mâine devreme.'],
  ['Vreau să vi cu mine.', 'LOCAL_RO_SA_VII', 'să vi', 'să vii', 'Vreau să vii cu mine.'],
  ['Deasemenea, trebuie să plătim.', 'LOCAL_RO_DEASEMENEA', 'Deasemenea', 'De asemenea', 'De asemenea, trebuie să plătim.'],
  ['El a venit deasemenea.', 'LOCAL_RO_DEASEMENEA', 'deasemenea', 'de asemenea', 'El a venit de asemenea.'],
  ['Programul crează un fișier nou.', 'LOCAL_RO_CREEAZA', 'crează', 'creează', 'Programul creează un fișier nou.'],
  ['Crează directorul „%s”.', 'LOCAL_RO_CREEAZA', 'Crează', 'Creează', 'Creează directorul „%s”.'],
  ['Ea creiază probleme.', 'LOCAL_RO_CREEAZA', 'creiază', 'creează', 'Ea creează probleme.'],
  ['Eu creiez un cont.', 'LOCAL_RO_CREEAZA', 'creiez', 'creez', 'Eu creez un cont.'],
  ['Tu creiezi un cont.', 'LOCAL_RO_CREEAZA', 'creiezi', 'creezi', 'Tu creezi un cont.'],
  ['Vrea să creieze un cont.', 'LOCAL_RO_CREEAZA', 'creieze', 'creeze', 'Vrea să creeze un cont.'],
  ['Scriptul recrează legăturile.', 'LOCAL_RO_CREEAZA', 'recrează', 'recreează', 'Scriptul recreează legăturile.'],
  ['Trebuie să aibe răbdare.', 'LOCAL_RO_AIBA', 'aibe', 'aibă', 'Trebuie să aibă răbdare.'],
  ['Vreau să aibi grijă.', 'LOCAL_RO_AIBA', 'aibi', 'ai', 'Vreau să ai grijă.'],
  ['Mâine voi fii acasă.', 'LOCAL_RO_VOI_FI', 'voi fii', 'voi fi', 'Mâine voi fi acasă.'],
  ['Tu vei fii primul.', 'LOCAL_RO_VOI_FI', 'vei fii', 'vei fi', 'Tu vei fi primul.'],
  ['Ar fii bine să vii.', 'LOCAL_RO_VOI_FI', 'Ar fii', 'Ar fi', 'Ar fi bine să vii.'],
  ['Dreptul de a fii liber.', 'LOCAL_RO_VOI_FI', 'a fii', 'a fi', 'Dreptul de a fi liber.'],
  ['Ați fii mulțumiți?', 'LOCAL_RO_VOI_FI', 'Ați fii', 'Ați fi', 'Ați fi mulțumiți?'],
  ['Nu fii supărat!', 'LOCAL_RO_NU_FI', 'Nu fii', 'Nu fi', 'Nu fi supărat!'],
  ['Te rog nu fii trist.', 'LOCAL_RO_NU_FI', 'nu fii', 'nu fi', 'Te rog nu fi trist.'],
  ['Mi-ar place să vin.', 'LOCAL_RO_INFINITIVE_EA', 'Mi-ar place', 'Mi-ar plăcea', 'Mi-ar plăcea să vin.'],
  ['Mesajul nu ar apare aici.', 'LOCAL_RO_INFINITIVE_EA', 'ar apare', 'ar apărea', 'Mesajul nu ar apărea aici.'],
  ['S-ar pare că plouă.', 'LOCAL_RO_INFINITIVE_EA', 'S-ar pare', 'S-ar părea', 'S-ar părea că plouă.'],
  ['Frunzele vor cade curând.', 'LOCAL_RO_INFINITIVE_EA', 'vor cade', 'vor cădea', 'Frunzele vor cădea curând.'],
  ['Vreau a vede marea.', 'LOCAL_RO_INFINITIVE_EA', 'a vede', 'a vedea', 'Vreau a vedea marea.'],
  ['Este cel mai optim mod.', 'LOCAL_RO_CEL_MAI_OPTIM', 'cel mai optim', 'cel mai bun', 'Este cel mai bun mod.'],
  ['Am ales soluția cea mai optimă.', 'LOCAL_RO_CEL_MAI_OPTIM', 'cea mai optimă', 'cea mai bună', 'Am ales soluția cea mai bună.'],
  ['Până în cele mai minime detalii.', 'LOCAL_RO_CEL_MAI_OPTIM', 'cele mai minime', 'cele mai mici', 'Până în cele mai mici detalii.'],
  ['În nici un caz nu plecăm.', 'LOCAL_RO_NICIUN', 'nici un', 'niciun', 'În niciun caz nu plecăm.'],
  ['Nu accept sub nici o formă.', 'LOCAL_RO_NICIUN', 'nici o', 'nicio', 'Nu accept sub nicio formă.'],
  ['Nu am nici un fel de idee.', 'LOCAL_RO_NICIUN', 'nici un', 'niciun', 'Nu am niciun fel de idee.'],
  // A licence's capitals stay capitals: not "NiciUN".
  ['FĂRĂ GARANȚII DE NICI UN FEL.', 'LOCAL_RO_NICIUN', 'NICI UN', 'NICIUN', 'FĂRĂ GARANȚII DE NICIUN FEL.'],
  ['Nu a venit nici odată.', 'LOCAL_RO_NICIODATA', 'nici odată', 'niciodată', 'Nu a venit niciodată.'],
  ['Încă odată, mulțumesc.', 'LOCAL_RO_INCA_O_DATA', 'Încă odată', 'Încă o dată', 'Încă o dată, mulțumesc.'],
  ['Am mers dealungul râului.', 'LOCAL_RO_DE_A_LUNGUL', 'dealungul', 'de-a lungul', 'Am mers de-a lungul râului.'],
  ['De a lungul anilor s-a schimbat.', 'LOCAL_RO_DE_A_LUNGUL', 'De a lungul', 'De-a lungul', 'De-a lungul anilor s-a schimbat.'],
  ['Dacă vreți întradevăr s-o faceți, activați opțiunea.', 'LOCAL_RO_INTR_ADEVAR', 'întradevăr', 'într-adevăr', 'Dacă vreți într-adevăr s-o faceți, activați opțiunea.'],
  ['Așa zisul expert a tăcut.', 'LOCAL_RO_ASA_ZIS', 'Așa zisul', 'Așa-zisul', 'Așa-zisul expert a tăcut.'],
  ['O reformă, așa zisa modernizare.', 'LOCAL_RO_ASA_ZIS', 'așa zisa', 'așa-zisa', 'O reformă, așa-zisa modernizare.'],
  ['Copilul are decât cinci ani.', 'LOCAL_RO_DECAT_DOAR', 'are decât', 'are doar', 'Copilul are doar cinci ani.'],
  ['Mai sunt decât 5 locuri.', 'LOCAL_RO_DECAT_DOAR', 'Mai sunt decât', 'Mai sunt doar', 'Mai sunt doar 5 locuri.'],
  ['A revenit înapoi acasă.', 'LOCAL_RO_REVENI_INAPOI', 'revenit înapoi', 'revenit', 'A revenit acasă.'],
  ['Funcția returnează înapoi valoarea.', 'LOCAL_RO_REVENI_INAPOI', 'returnează înapoi', 'returnează', 'Funcția returnează valoarea.'],
];

describe('Romanian frequent errors', () => {
  it.each(ERRORS)('%s', (...example) => expectExample(findings(example[0]), example));

  it('accepts the old cedilla letters', () => {
    expect(ids('Aşa zisul expert. Aţi fii mulţumiţi?')).toEqual(['LOCAL_RO_ASA_ZIS: Aşa zisul', 'LOCAL_RO_VOI_FI: Aţi fii']);
    expect(findings('Aşa zisul expert.')[0]?.replacements[0]).toBe('Aşa-zisul');
  });

  it('offers the other correction second', () => {
    expect(findings('Nu a venit nici odată.')[0]?.replacements).toEqual(['niciodată', 'nici o dată']);
    expect(findings('Este cel mai optim mod.')[0]?.replacements).toEqual(['cel mai bun', 'optim']);
    expect(findings('Copilul are decât cinci ani.')[0]?.replacements).toEqual(['are doar', 'are numai']);
  });
});

/** Correct sentences, many with what the patterns must not take for an error. */
const CORRECT: readonly (readonly [string, string])[] = [
  ['DEASEMENEA', 'De asemenea, trebuie să plătim; asemenea oameni sunt rari.'],
  ['CREEAZA', 'Programul creează un fișier, eu creez un cont, tu creezi altul, ca el să creeze un al treilea; procreează și recreează.'],
  ['CREEAZA', 'Fișierul a fost creat; ea crea lumi; o creație; am creat; creăm împreună.'],
  ['AIBA', 'Trebuie să aibă răbdare, să ai grijă și să aibă timp; alibiul lui e bun.'],
  ['VOI_FI', 'Mâine voi fi acasă, tu vei fi la școală, ar fi bine, aș fi venit; dreptul de a fi liber.'],
  ['VOI_FI', 'Să fii cuminte! O să fii bine. Fii atent! Ai fii și fiice? Am fii mari. Ca să fii liber.'],
  ['VOI_FI', 'Voi fii ai patriei, ascultați! Voi, fii ai acestui pământ. Voi fii buni ai țării.'],
  ['NU_FI', 'Nu fi supărat! Să nu fii trist. Ca să nu fii singur, vino. Vreau să nu fii acolo.'],
  ['NU_FI', 'A avut fiice, nu fii. Nu fii, ci fiice a avut. Fiice, nu fii mari.'],
  ['INFINITIVE_EA', 'Mi-ar plăcea să vin; ar apărea mâine; s-ar părea că plouă; vor cădea frunzele; a vedea înseamnă a crede.'],
  ['INFINITIVE_EA', 'Îmi place. Vă place? Poate apare mâine. Îi va plăcea. Ce-ți pare?'],
  ['INFINITIVE_EA', 'Titlul englez „A place in the sun” e frumos. Prețul scade. El vede marea. Cartea cade. Pare bine. A apărut ieri.'],
  ['CEL_MAI_OPTIM', 'Soluția optimă e cea mai bună; cel mai mare număr e maxim; cea mai optimistă ipoteză; cel mai mic pas.'],
  ['CEL_MAI_OPTIM', 'Temperatura optimă, nivelul maxim și valoarea minimă; cele mai minuțioase detalii.'],
  ['NICIUN', 'În niciun caz; sub nicio formă; niciun fel de idee; nicio problemă.'],
  ['NICIUN', 'La nici o oră după plecare a sunat. Nici un om, nici doi nu au venit. Nu e nici unul, nici altul.'],
  ['NICIUN', 'În nici un caz, nici în altul. Nu mai are nici un an de când a plecat.'],
  ['NICIODATA', 'Nu a venit niciodată; nici o dată nu a sunat; nici odată cu fratele lui nu a venit.'],
  ['INCA_O_DATA', 'Încă o dată, mulțumesc. A fost odată ca niciodată. Odată cu plecarea lui s-a schimbat totul.'],
  ['DE_A_LUNGUL', 'De-a lungul râului; dealul e lung; lungul drum spre casă; de a lungi vacanța.'],
  ['INTR_ADEVAR', 'Într-adevăr, așa e; adevărul iese la iveală; într-un adevărat palat.'],
  ['ASA_ZIS', 'Așa-zisul expert; așa-zisa reformă. Așa zise el și plecă. Așa zis și făcut.'],
  ['DECAT_DOAR', 'Nu are decât cinci ani. N-am decât doi lei. El e mai mare decât o pisică.'],
  ['DECAT_DOAR', 'Ce este viața decât un vis? Nu cred că are decât trei. Are mai mulți bani decât 5 oameni la un loc.'],
  ['DECAT_DOAR', 'Mai bine are decât să n-aibă nimic. Are doar cinci ani.'],
  ['REVENI_INAPOI', 'A revenit acasă; a venit înapoi; funcția returnează valoarea; dă înapoi banii.'],
  ['REVENI_INAPOI', 'Își revendică înapoi pământurile.'],
  ['COPIII', 'Copiii mei sunt acasă. Am doi copii. Fiii săi au plecat. Să fii sănătos!'],
  ['SA_VII', 'Să vii mâine. Vreau să vi se spună adevărul. Pot să vi-l arăt. Să vă fie de folos.'],
];

describe('Romanian rules stay silent on correct text', () => {
  it.each(CORRECT)('%s: %s', (_rule, text) => {
    expect(ids(text)).toEqual([]);
  });

  it('leave Romanian typed without diacritics alone', () => {
    expect(ids('Va apare un mesaj. Sa va fii de folos. Sa nu fii trist. Nu va place?')).toEqual([]);
  });
});
