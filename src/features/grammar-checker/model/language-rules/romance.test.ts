import { checkLanguageRules } from './index';
import { expectExample, type RuleExample } from './rule-examples';

/** The rules of this file's tables added after the first ones; the older ones are tested in language-rules.test.ts. */
const NEW_RULES: Readonly<Record<string, readonly string[]>> = {
  fr: ['PALLIER_A', 'SE_RAPPELER_DE', 'APRES_QUE_SUBJONCTIF', 'S_EST', 'C_EST', 'CENSE', 'AUX_DEPENS', 'RIEN_A_VOIR', 'TOUT_A_FAIT', 'COMME_MEME', 'VOIRE_MEME'],
  es: ['SE_ME', 'DELANTE_MIO', 'HAIGA', 'HAN_HABIDO', 'PUEDEN_HABER', 'HE_HECHO', 'VOY_A', 'HA_SIDO', 'POR_QUE', 'SINO_QUE', 'AUN_ASI', 'O_SEA', 'MOTU_PROPRIO', 'GROSSO_MODO', 'EN_BASE_A'],
  it: ['NE_ACCENT', 'NE_PRONOUN', 'SE_ACCENT', 'C_E', 'CE_ACCENT', 'D_ACCORDO', 'SOPRATTUTTO', 'TUTTORA', 'QUALCUN_ALTRO', 'A_POSTO', 'DA_ACCENT', 'NON_HO', 'A_ME_MI', 'SE_CONDIZIONALE'],
  pt: ['MENOS', 'SEJA', 'DE_REPENTE', 'POSSUI', 'A_GENTE_VAI', 'MEIO_DIA_E_MEIA', 'MAU_HUMOR', 'FUTURO_SUBJUNTIVO', 'TEM_HAVIDO', 'MEIO_CANSADA', 'ENTRE_MIM'],
};
const NEW_IDS = new Set(Object.entries(NEW_RULES).flatMap(([language, names]) => names.map((name) => `LOCAL_${language.toUpperCase()}_${name}`)));

/** The new rules' findings, picky ones included. */
const findings = (text: string, language: string) => checkLanguageRules(text, language, { picky: true }).filter((s) => NEW_IDS.has(s.ruleId));

/** [language, …the example] */
const ERRORS: ReadonlyArray<readonly [string, ...RuleExample]> = [
  ['fr', 'Il faut pallier à ce problème.', 'LOCAL_FR_PALLIER_A', 'pallier à', 'pallier', 'Il faut pallier ce problème.'],
  ['fr', 'Ces mesures pallient au manque de personnel.', 'LOCAL_FR_PALLIER_A', 'pallient au', 'pallient le', 'Ces mesures pallient le manque de personnel.'],
  ['fr', 'On a pallié à l’absence du directeur.', 'LOCAL_FR_PALLIER_A', 'pallié à l', 'pallié l', 'On a pallié l’absence du directeur.'],
  ['fr', 'Je me rappelle du jour de son départ.', 'LOCAL_FR_SE_RAPPELER_DE', 'Je me rappelle du', 'Je me rappelle le', 'Je me rappelle le jour de son départ.'],
  ['fr', 'Rappelle-toi de la règle.', 'LOCAL_FR_SE_RAPPELER_DE', 'Rappelle-toi de la', 'Rappelle-toi la', 'Rappelle-toi la règle.'],
  ['fr', 'Elle se rappelait de l’époque.', 'LOCAL_FR_SE_RAPPELER_DE', 'Elle se rappelait de l', 'Elle se rappelait l', 'Elle se rappelait l’époque.'],
  ['fr', 'Nous partirons après qu’il soit parti.', 'LOCAL_FR_APRES_QUE_SUBJONCTIF', 'après qu’il soit', 'après qu’il est', 'Nous partirons après qu’il est parti.'],
  ['fr', 'Après que vous ayez signé, envoyez le formulaire.', 'LOCAL_FR_APRES_QUE_SUBJONCTIF', 'Après que vous ayez', 'Après que vous avez', 'Après que vous avez signé, envoyez le formulaire.'],
  ["fr", "Il est parti après que j'aie fini.", 'LOCAL_FR_APRES_QUE_SUBJONCTIF', "après que j'aie", "après que j'ai", "Il est parti après que j'ai fini."],
  ['fr', 'Il c’est trompé de route.', 'LOCAL_FR_S_EST', 'Il c’est', 'Il s’est', 'Il s’est trompé de route.'],
  ["fr", "On c'est bien amusés.", 'LOCAL_FR_S_EST', "On c'est", "On s'est", "On s'est bien amusés."],
  ['fr', 'S’est vrai, tu as raison.', 'LOCAL_FR_C_EST', 'S’est', 'C’est', 'C’est vrai, tu as raison.'],
  ['fr', 'Il est sensé arriver demain.', 'LOCAL_FR_CENSE', 'sensé arriver', 'censé arriver', 'Il est censé arriver demain.'],
  ['fr', 'Les données sont sensées être chiffrées.', 'LOCAL_FR_CENSE', 'sensées être', 'censées être', 'Les données sont censées être chiffrées.'],
  ['fr', 'Il vit au dépend de ses parents.', 'LOCAL_FR_AUX_DEPENS', 'au dépend', 'aux dépens', 'Il vit aux dépens de ses parents.'],
  ['fr', 'Ils ont ri aux dépends du professeur.', 'LOCAL_FR_AUX_DEPENS', 'aux dépends', 'aux dépens', 'Ils ont ri aux dépens du professeur.'],
  ['fr', 'Cela n’a rien avoir avec la question.', 'LOCAL_FR_RIEN_A_VOIR', 'n’a rien avoir', 'n’a rien à voir', 'Cela n’a rien à voir avec la question.'],
  ['fr', 'C’est tout a fait normal.', 'LOCAL_FR_TOUT_A_FAIT', 'C’est tout a fait', 'C’est tout à fait', 'C’est tout à fait normal.'],
  ['fr', 'Ce n’est pas tout a fait fini.', 'LOCAL_FR_TOUT_A_FAIT', 'pas tout a fait', 'pas tout à fait', 'Ce n’est pas tout à fait fini.'],
  ['fr', 'Il est venu comme même.', 'LOCAL_FR_COMME_MEME', 'comme même', 'quand même', 'Il est venu quand même.'],
  ['fr', 'C’est difficile, voire même impossible.', 'LOCAL_FR_VOIRE_MEME', 'voire même', 'voire', 'C’est difficile, voire impossible.'],

  ['es', 'Estaba sentado delante mío.', 'LOCAL_ES_DELANTE_MIO', 'delante mío', 'delante de mí', 'Estaba sentado delante de mí.'],
  ['es', 'Vive cerca nuestro.', 'LOCAL_ES_DELANTE_MIO', 'cerca nuestro', 'cerca de nosotros', 'Vive cerca de nosotros.'],
  ['es', 'Espero que no haiga problemas.', 'LOCAL_ES_HAIGA', 'haiga', 'haya', 'Espero que no haya problemas.'],
  ['es', 'Han habido muchos cambios.', 'LOCAL_ES_HAN_HABIDO', 'Han habido', 'Ha habido', 'Ha habido muchos cambios.'],
  ['es', 'Pueden haber varios errores.', 'LOCAL_ES_PUEDEN_HABER', 'Pueden haber varios', 'Puede haber varios', 'Puede haber varios errores.'],
  ['es', 'Mañana van a haber dos reuniones.', 'LOCAL_ES_PUEDEN_HABER', 'van a haber dos', 'va a haber dos', 'Mañana va a haber dos reuniones.'],
  ['es', 'Ya he echo los deberes.', 'LOCAL_ES_HE_HECHO', 'he echo', 'he hecho', 'Ya he hecho los deberes.'],
  ['es', 'Voy ha comprar pan.', 'LOCAL_ES_VOY_A', 'Voy ha comprar', 'Voy a comprar', 'Voy a comprar pan.'],
  ['es', 'El viaje a sido largo.', 'LOCAL_ES_HA_SIDO', 'a sido', 'ha sido', 'El viaje ha sido largo.'],
  ['es', '¿Porqué no viniste?', 'LOCAL_ES_POR_QUE', 'Porqué', 'Por qué', '¿Por qué no viniste?'],
  ['es', 'No lo compró, si no que lo alquiló.', 'LOCAL_ES_SINO_QUE', 'si no que', 'sino que', 'No lo compró, sino que lo alquiló.'],
  ['es', 'Aún así, decidió quedarse.', 'LOCAL_ES_AUN_ASI', 'Aún así', 'Aun así', 'Aun así, decidió quedarse.'],
  ['es', 'Es mañana, osea el lunes.', 'LOCAL_ES_O_SEA', 'osea', 'o sea', 'Es mañana, o sea el lunes.'],
  ['es', 'Renunció de motu propio.', 'LOCAL_ES_MOTU_PROPRIO', 'de motu propio', 'motu proprio', 'Renunció motu proprio.'],
  ['es', 'Te lo explico a grosso modo.', 'LOCAL_ES_GROSSO_MODO', 'a grosso modo', 'grosso modo', 'Te lo explico grosso modo.'],
  ['es', 'Se decide en base a los datos.', 'LOCAL_ES_EN_BASE_A', 'en base a', 'con base en', 'Se decide con base en los datos.'],

  ['it', 'Non voglio né carne nè pesce.', 'LOCAL_IT_NE_ACCENT', 'nè', 'né', 'Non voglio né carne né pesce.'],
  ['it', 'Non sono venuti ne lui né lei.', 'LOCAL_IT_NE_PRONOUN', 'ne', 'né', 'Non sono venuti né lui né lei.'],
  ['it', 'Pensa solo a sè.', 'LOCAL_IT_SE_ACCENT', 'a sè', 'a sé', 'Pensa solo a sé.'],
  ['it', 'Ama sè stessa.', 'LOCAL_IT_SE_ACCENT', 'sè stessa', 'sé stessa', 'Ama sé stessa.'],
  ['it', 'Qui ce un problema.', 'LOCAL_IT_C_E', 'ce', 'c’è', 'Qui c’è un problema.'],
  ['it', 'Non cè niente da fare.', 'LOCAL_IT_CE_ACCENT', 'cè', 'c’è', 'Non c’è niente da fare.'],
  ['it', 'Siamo daccordo.', 'LOCAL_IT_D_ACCORDO', 'daccordo', 'd’accordo', 'Siamo d’accordo.'],
  ['it', 'Mi piace sopratutto il mare.', 'LOCAL_IT_SOPRATTUTTO', 'sopratutto', 'soprattutto', 'Mi piace soprattutto il mare.'],
  ['it', "Vive tutt'ora a Roma.", 'LOCAL_IT_TUTTORA', "tutt'ora", 'tuttora', 'Vive tuttora a Roma.'],
  ["it", "Chiedilo a qualcun'altro.", 'LOCAL_IT_QUALCUN_ALTRO', "qualcun'altro", 'qualcun altro', 'Chiedilo a qualcun altro.'],
  ['it', 'È tutto apposto.', 'LOCAL_IT_A_POSTO', 'tutto apposto', 'tutto a posto', 'È tutto a posto.'],
  ['it', 'Devo mettere apposto la camera.', 'LOCAL_IT_A_POSTO', 'mettere apposto', 'mettere a posto', 'Devo mettere a posto la camera.'],
  ['it', 'Questo mi da fastidio.', 'LOCAL_IT_DA_ACCENT', 'mi da', 'mi dà', 'Questo mi dà fastidio.'],
  ['it', 'Non o capito la domanda.', 'LOCAL_IT_NON_HO', 'Non o capito', 'Non ho capito', 'Non ho capito la domanda.'],
  ['it', 'A me mi piace il gelato.', 'LOCAL_IT_A_ME_MI', 'A me mi', 'A me', 'A me piace il gelato.'],

  ['es', 'Me se olvidó la llave.', 'LOCAL_ES_SE_ME', 'Me se', 'Se me', 'Se me olvidó la llave.'],
  ['es', '¿Te se ha roto el coche?', 'LOCAL_ES_SE_ME', 'Te se', 'Se te', '¿Se te ha roto el coche?'],
  ['es', 'Ya les se dijo que no.', 'LOCAL_ES_SE_ME', 'les se', 'se les', 'Ya se les dijo que no.'],
  ['it', 'Se avrei tempo, verrei.', 'LOCAL_IT_SE_CONDIZIONALE', 'Se avrei', 'Se avessi', 'Se avessi tempo, verrei.'],
  ['it', 'Lo so. Se sarebbe vero, lo direbbero.', 'LOCAL_IT_SE_CONDIZIONALE', 'Se sarebbe', 'Se fosse', 'Lo so. Se fosse vero, lo direbbero.'],
  ['it', 'Se potremmo partire, partiremmo.', 'LOCAL_IT_SE_CONDIZIONALE', 'Se potremmo', 'Se potessimo', 'Se potessimo partire, partiremmo.'],
  ['it', 'Se farebbero attenzione, non sbaglierebbero.', 'LOCAL_IT_SE_CONDIZIONALE', 'Se farebbero', 'Se facessero', 'Se facessero attenzione, non sbaglierebbero.'],

  ['pt-BR', 'Hoje tem menas pessoas.', 'LOCAL_PT_MENOS', 'menas', 'menos', 'Hoje tem menos pessoas.'],
  ['pt-BR', 'Espero que seje verdade.', 'LOCAL_PT_SEJA', 'seje', 'seja', 'Espero que seja verdade.'],
  ['pt-BR', 'Talvez ela esteje em casa.', 'LOCAL_PT_SEJA', 'esteje', 'esteja', 'Talvez ela esteja em casa.'],
  ['pt-BR', 'E derrepente começou a chover.', 'LOCAL_PT_DE_REPENTE', 'derrepente', 'de repente', 'E de repente começou a chover.'],
  ['pt-BR', 'A empresa possue três filiais.', 'LOCAL_PT_POSSUI', 'possue', 'possui', 'A empresa possui três filiais.'],
  ['pt-PT', 'O pacote inclue a documentação.', 'LOCAL_PT_POSSUI', 'inclue', 'inclui', 'O pacote inclui a documentação.'],
  ['pt-BR', 'Ele constroe casas.', 'LOCAL_PT_POSSUI', 'constroe', 'constrói', 'Ele constrói casas.'],
  ['pt-BR', 'Amanhã a gente vamos ao cinema.', 'LOCAL_PT_A_GENTE_VAI', 'a gente vamos', 'a gente vai', 'Amanhã a gente vai ao cinema.'],
  ['pt-BR', 'Almoçamos ao meio-dia e meio.', 'LOCAL_PT_MEIO_DIA_E_MEIA', 'meio-dia e meio', 'meio-dia e meia', 'Almoçamos ao meio-dia e meia.'],
  ['pt-BR', 'Acordou de mal humor.', 'LOCAL_PT_MAU_HUMOR', 'mal humor', 'mau humor', 'Acordou de mau humor.'],
  ['pt-PT', 'A situação foi de mau a pior.', 'LOCAL_PT_MAU_HUMOR', 'de mau a pior', 'de mal a pior', 'A situação foi de mal a pior.'],
  ['pt-BR', 'Se eu ver o João, aviso.', 'LOCAL_PT_FUTURO_SUBJUNTIVO', 'Se eu ver', 'Se eu vir', 'Se eu vir o João, aviso.'],
  ['pt-BR', 'Quando você fazer o teste, me avise.', 'LOCAL_PT_FUTURO_SUBJUNTIVO', 'Quando você fazer', 'Quando você fizer', 'Quando você fizer o teste, me avise.'],
  ['pt-PT', 'Assim que eles terem tempo, vêm.', 'LOCAL_PT_FUTURO_SUBJUNTIVO', 'Assim que eles terem', 'Assim que eles tiverem', 'Assim que eles tiverem tempo, vêm.'],
  ['pt-BR', 'Têm havido muitos problemas.', 'LOCAL_PT_TEM_HAVIDO', 'Têm havido', 'Tem havido', 'Tem havido muitos problemas.'],
  ['pt-BR', 'Podem haver vários erros.', 'LOCAL_PT_TEM_HAVIDO', 'Podem haver vários', 'Pode haver vários', 'Pode haver vários erros.'],
  ['pt-BR', 'Ela está meia cansada.', 'LOCAL_PT_MEIO_CANSADA', 'meia cansada', 'meio cansada', 'Ela está meio cansada.'],
  ['pt-BR', 'Isso fica entre eu e você.', 'LOCAL_PT_ENTRE_MIM', 'entre eu e', 'entre mim e', 'Isso fica entre mim e você.'],
];

describe('French, Spanish, Italian, Portuguese: the added frequent errors', () => {
  it.each(ERRORS)('%s: %s', (language, ...example) => expectExample(findings(example[0], language), example));

  it('has an example for every added rule', () => {
    expect(new Set(ERRORS.map(([, , id]) => id))).toEqual(NEW_IDS);
  });

  it('keeps the pleonasm “voire même” for picky advice', () => {
    expect(checkLanguageRules('C’est difficile, voire même impossible.', 'fr').filter((s) => NEW_IDS.has(s.ruleId))).toEqual([]);
  });
});

describe('French, Spanish, Italian, Portuguese: the added rules are silent on correct text and near misses', () => {
  it.each([
    ['fr', 'Il faut pallier ce problème. Les soins palliatifs à domicile. On a pallié l’absence du directeur. Il faut pallier à temps les défauts.'],
    ['fr', 'Je me rappelle le jour de son départ. Je me rappelle de l’avoir vu. Je me rappelle de lui. Tu te rappelles de la voir ? Cela me rappelle du bon temps. On se rappelle du bureau demain.'],
    ['fr', 'Je me rappelle des vacances où il pleuvait. Je me rappelle de nombreux détails. Il se rappelle du coup que c’était lundi.'],
    ['fr', 'Après qu’il est parti, nous avons mangé. Après qu’elle eut fini, elle sortit. Avant qu’il soit trop tard. Bien qu’il ait raison.'],
    ['fr', 'Il s’est trompé. C’est vrai. Qui c’est ? Ça c’est bien. Lui, il, c’est autre chose. S’est-il trompé ? S’est levé tôt ce matin.'],
    ['fr', 'Il est censé venir. Un homme sensé se tait. C’est un choix sensé. Une décision sensée hier encore. Il est sensé de partir.'],
    ['fr', 'Il vit aux dépens de ses parents. Tout dépend de vous. Cela dépend du temps.'],
    ['fr', 'Cela n’a rien à voir avec la question. Il préfère ne rien avoir avec lui. Il ne veut rien avoir à faire avec eux.'],
    ['fr', 'C’est tout à fait normal. Tout a fait défaut. Il a tout fait. Il a fait tout ce qu’il fallait.'],
    ['fr', 'Il est venu quand même. C’est facile, comme même un enfant le sait. Comme mêmes causes produisent mêmes effets.'],
    ['fr', 'C’est difficile, voire impossible. Il faut le voir même si c’est loin.'],
    ['es', 'Se me olvidó la llave. Se te ha roto. Me seguía de cerca. Te seco el pelo. Le sé la respuesta. Nos sentamos. ¿Qué módulo de ME se debe usar?'],
    ['it', 'Se avessi tempo, verrei. Mi chiedo se sarebbe possibile. Anche se avrei voluto, non potevo. Non so se potremmo farlo.'],
    ['es', 'Estaba delante de mí. Miró a su alrededor. Giraba alrededor mío. Lo hizo en contra mía. Está al lado mío.'],
    ['es', 'Espero que no haya problemas. Ha habido muchos cambios. Se han habido con prudencia. Habían llegado tarde.'],
    ['es', 'Puede haber varios errores. Pueden haber llegado tarde. Deben haber sido ellos. Van a haberse ido.'],
    ['es', 'Ya he hecho los deberes. Te echo de menos. Lo echo a la basura. Voy a comprar pan. No ha lugar. Ella ha comido.'],
    ['es', 'El viaje ha sido largo. Pasó a estado líquido. Se refiere a dicho lugar. Vamos a ver.'],
    ['es', '¿Por qué no viniste? No sé el porqué. ¿Porque no quieres? Lo hizo porque quiso. Es el porqué de todo.'],
    ['es', 'No lo compró, sino que lo alquiló. Si no, que venga él. Pregúntale si no quiere venir.'],
    ['es', 'Aun así, decidió quedarse. Aún no ha llegado. Está aún así de sucio. Es ósea la estructura. O sea, el lunes. El pastor las osea.'],
    ['es', 'Renunció motu proprio. Te lo explico grosso modo. Se decide con base en los datos. La base aérea.'],
    ['it', 'Non voglio né carne né pesce. Ne parlano loro. Ne voglio due. Se ne va. Ne ho visti tanti.'],
    ['it', 'Pensa solo a sé. Se vuoi, vieni. Il sé e l’altro. Lo fa da sé stesso.'],
    ['it', 'Qui c’è un problema. Ce l’ho fatta. Ce lo dice sempre. Ce ne sono tanti. Marchio CE una volta applicato.'],
    ['it', 'Siamo d’accordo. Mi piace soprattutto il mare. Vive tuttora a Roma. Fino a tutt’oggi. Chiedilo a qualcun altro. Qualcun’altra verrà.'],
    ['it', 'È tutto a posto. Ha apposto la firma. Il sigillo è apposto sul documento. Le firme apposte.'],
    ['it', 'Questo mi dà fastidio. Vado da lui. Non da solo. Ti aspetto da ieri. Dammi da bere.'],
    ['it', 'Non ho capito. O tutto o niente. Io o Renato andremo. Io o te. Caldo o freddo.'],
    ['it', 'A me piace il gelato. Lo ha detto a me. Mi sembra strano. Dillo a te, ti prego.'],
    ['pt-BR', 'Hoje tem menos pessoas. Espero que seja verdade. Talvez ela esteja em casa. E de repente começou a chover.'],
    ['pt-BR', 'A empresa possui três filiais. Ele distingue as cores. É preciso que ele continue. Que ele atue bem.'],
    ['pt-BR', 'Amanhã a gente vai ao cinema. Vem com a gente vamos embora. Nós vamos ao cinema.'],
    ['pt-BR', 'Almoçamos ao meio-dia e meia. Trabalhou um dia e meio. Acordou de mau humor. Ele está mal-humorado. Foi de mal a pior. Dormiu mal hoje.'],
    ['pt-BR', 'Se eu vir o João, aviso. Quando eu vier, trago. Depois de eu ter saído. Para eu ver melhor. Até eu ter certeza. Como se eu tivesse tempo.'],
    ['pt-BR', 'Tem havido muitos problemas. Pode haver vários erros. Eles podem haver saído. Os alunos têm muitos livros.'],
    ['pt-BR', 'Ela está meio cansada. Comprei uma meia furada. Meia hora depois. Isso fica entre mim e você. Escolher entre eu e ela sairmos.'],
  ])('%s: %s', (language, text) => {
    expect(findings(text, language).map((s) => `${s.ruleId}: ${s.original}`)).toEqual([]);
  });
});

describe('French: an infinitive in -er after “avoir”', () => {
  // A dictionary of the words involved, as the loaded French dictionary answers.
  const known = new Set(['acheter', 'acheté', 'manger', 'mangé', 'parler', 'parlé', 'super', 'hier', 'cher', 'premier', 'boucher', 'bouché']);
  const isWord = (word: string) => known.has(word.toLowerCase());
  const avoirFindings = (text: string) => checkLanguageRules(text, 'fr', { isWord }).filter((s) => s.ruleId === 'LOCAL_FR_AVOIR_INFINITIF');

  it.each<RuleExample>([
    ["Hier, j'ai acheter du pain.", 'LOCAL_FR_AVOIR_INFINITIF', "j'ai acheter", "j'ai acheté", "Hier, j'ai acheté du pain."],
    ['Ils ont beaucoup manger.', 'LOCAL_FR_AVOIR_INFINITIF', 'Ils ont beaucoup manger', 'Ils ont beaucoup mangé', 'Ils ont beaucoup mangé.'],
    ['Il n’a pas parler de toi.', 'LOCAL_FR_AVOIR_INFINITIF', 'n’a pas parler', 'n’a pas parlé', 'Il n’a pas parlé de toi.'],
    ['Vous avez parler trop vite.', 'LOCAL_FR_AVOIR_INFINITIF', 'Vous avez parler', 'Vous avez parlé', 'Vous avez parlé trop vite.'],
  ])('%s', (...example) => expectExample(avoirFindings(example[0]), example));

  it('leaves nouns and adjectives in -er, the participle itself and “avoir à” alone, and says nothing without a dictionary', () => {
    expect(avoirFindings('Il a super bien joué. Elle a hier acheté du pain. Il a cher payé. J’ai acheté du pain. Il a à manger. Elle a premier rang.')).toEqual([]);
    expect(checkLanguageRules("J'ai acheter du pain.", 'fr').filter((s) => s.ruleId === 'LOCAL_FR_AVOIR_INFINITIF')).toEqual([]);
  });
});

describe('Italian: an accent written as an apostrophe', () => {
  // A dictionary of the words involved, as the loaded Italian dictionary answers.
  const known = new Set(['è', 'perché', 'città', 'però', 'più', 'così', 'già', 'dì', 'dà', 'piè', 'università', 'pero', 'stato', 'bello', 'tardi', 'ciao']);
  const isWord = (word: string) => known.has(word.toLowerCase());
  const accentFindings = (text: string) => checkLanguageRules(text, 'it', { isWord }).filter((s) => s.ruleId === 'LOCAL_IT_APOSTROFO_PER_ACCENTO');

  it.each<RuleExample>([
    ["E' stato bello.", 'LOCAL_IT_APOSTROFO_PER_ACCENTO', "E'", 'È', 'È stato bello.'],
    ["Perche' non vieni?", 'LOCAL_IT_APOSTROFO_PER_ACCENTO', "Perche'", 'Perché', 'Perché non vieni?'],
    ["C'e' tempo.", 'LOCAL_IT_APOSTROFO_PER_ACCENTO', "C'e'", "C'è", "C'è tempo."],
    ["La citta' è grande.", 'LOCAL_IT_APOSTROFO_PER_ACCENTO', "citta'", 'città', 'La città è grande.'],
    ["Era tardi, pero' venne.", 'LOCAL_IT_APOSTROFO_PER_ACCENTO', "pero'", 'però', 'Era tardi, però venne.'],
    ["Studia all'universita' di Roma.", 'LOCAL_IT_APOSTROFO_PER_ACCENTO', "all'universita'", "all'università", "Studia all'università di Roma."],
  ])('%s', (...example) => expectExample(accentFindings(example[0]), example));

  it('leaves the apocopes and imperatives that take an apostrophe, elisions, quoted words and unknown words alone, and says nothing without a dictionary', () => {
    expect(accentFindings("Un po' di pane. Di' la verità! Da' una mano. Fa' presto, va' via. A pie' di pagina. Dell'anno, tutt'e due. Dice 'ciao' e 'pero'. Lo vedo bene'.")).toEqual([]);
    expect(checkLanguageRules("E' stato bello.", 'it').filter((s) => s.ruleId === 'LOCAL_IT_APOSTROFO_PER_ACCENTO')).toEqual([]);
  });
});
