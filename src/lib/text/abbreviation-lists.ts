/**
 * Abbreviations whose full stop may not end a sentence, per language, on top of CLDR's lists
 * (cldr-suppressions.ts), and the class of each. abbreviations.ts applies them; README.md ("What
 * is a sentence") says what the classes do.
 *
 * Every list is space-separated and each entry is written without inner spaces: the text is
 * matched with its spaces removed, so `z.B.` stands for `z. B.`, `z.B.` and `z. B.` alike, and
 * `т.д.` for `и т. д.` (`etal.` is `et al.`). An entry in lower case also matches with a capital first letter
 * (`Np.` opening a sentence).
 *
 * Classes:
 * - never: a title before a name, "for example", "that is", "number", "street"… A full stop after
 *   it never ends a sentence. CLDR entries not named elsewhere are in this class, as with ICU.
 * - mayEnd: "etc.", "Inc.", "a.m.", "B.C."… which often close a sentence, their full stop
 *   serving as its full stop too (the rule every orthography below states). The sentence ends
 *   when the next word starts with an upper-case or caseless letter, not before a lower-case
 *   letter or a digit.
 * - mayEndAfterNumber: a unit after a number ("1990 г.", "w XX w.", "5 tys.") behaves as mayEnd,
 *   the same abbreviation elsewhere ("г. Москва", "w. Kowalski") as never.
 * - notAbbreviations: CLDR entries dropped because they are everyday words that end short
 *   sentences far more often than they abbreviate ("Go.", "All.", "Test.", "mer." = sea).
 *
 * Besides the lists, for every language: a single upper-case letter with a full stop is an
 * initial (`J. R. R. Tolkien`, `Kowalski J.`) and never ends a sentence; and for German, a one-
 * or two-digit number with a full stop is an ordinal (`am 3. Oktober`), which does not either.
 */

export interface LanguageAbbreviations {
  never?: string;
  mayEnd?: string;
  mayEndAfterNumber?: string;
  notAbbreviations?: string;
  /** A full stop after a one- or two-digit number writes an ordinal, before a capitalised noun. */
  ordinalDot?: boolean;
}

export const sentenceAbbreviations: Readonly<Record<string, LanguageAbbreviations>> = {
  // The Chicago Manual of Style, 17th ed., ch. 10 "Abbreviations" (10.4: an abbreviation's full
  // stop also ends the sentence; 10.9–10.20 titles; 10.42 Latin abbreviations; 10.41 months).
  // "No." is left out: as an answer ("No. I won't.") it ends a sentence far more often. "U.S."
  // stays never (as in CLDR): it is mostly an adjective ("the U.S. Army", "U.S. Code").
  en: {
    never:
      'U.S. Mr. Mrs. Ms. Messrs. Mmes. Dr. Prof. Rev. Hon. St. Mt. Ft. Gen. Gov. Sen. Pres. Supt. Fr. Sgt. Lt. Capt. Col. Maj. Cmdr. Adm. ' +
      'e.g. i.e. cf. viz. vs. approx. ca. fig. Fig. figs. vol. Vol. vols. pp. Jan. Feb. Mar. Apr. Jun. Jul. Aug. Sep. Sept. Oct. Nov. Dec.',
    mayEnd:
      'etc. Etc. Inc. Ltd. Co. Corp. Bros. Jr. Sr. Esq. Ph.D. J.D. M.D. B.A. M.A. B.Sc. M.Sc. a.m. p.m. A.M. P.M. A.D. B.C. ' +
      'U.S.A. U.K. D.C. N.Y. L.A. M.I.T. U.S.C. L.P. S.A. S.p.A. B.V. N.V. C.O.D. I.D. etal. Gb. Kb. Mb. Hz. Yr.',
    notAbbreviations: 'All. As. By. Do. Go. In. Is. On. Or. To. Up. Ok. OK. Joe. Job. Hat. Link. Ed. Lev. Long. Jam. Card. Cap. Act. Mart.',
  },
  // Amtliches Regelwerk der deutschen Rechtschreibung (Rat für deutsche Rechtschreibung): § 103
  // the abbreviation's full stop ends the sentence too ("Regierungsrat a. D."), § 104 the full
  // stop of ordinals ("Sonntag, den 15. April"); Duden, Rechtschreibregeln D 1–6 and D 154.
  // "Mio." and "Mrd." stay never: they precede a capitalised currency ("5 Mio. Euro").
  de: {
    never: 'z.B. d.h. bzw. ca. vgl. Hr. Hrn. Fr. Frl. Dr. Prof. Nr. Bd. Bde. bzgl. Abb. Tab. Anm. Anmerk. i.d.R. z.T. u.U. m.E. Mio. Mrd. Str.',
    mayEnd:
      'usw. usf. etc. u.a. u.Ä. u.ä. o.Ä. o.ä. a.D. i.R. e.V. s.o. s.u. Co. Inc. Ltd. Jr. U.S.A. A.M. P.M. ' +
      'v.Chr. n.Chr. v.u.Z. n.u.Z. u.Z. Chr. d.J. d.Ä. a.M. a.Rh. i.B.',
    mayEndAfterNumber: 'Jh. Jhd. Jahrh. Std. Min. Sek.',
    notAbbreviations: 'Test. App. Max. Ben. So. PIN.',
    ordinalDot: true,
  },
  // Office québécois de la langue française, Banque de dépannage linguistique, « Point
  // abréviatif » (it merges with the final full stop); Lexique des règles typographiques en usage
  // à l'Imprimerie nationale, « Abréviations ».
  fr: {
    never: 'M. MM. p.ex. c.-à-d. cf. env. av. bd. art. chap. vol. fig. p. éd. St.',
    mayEnd: 'etc. av.J.-C. ap.J.-C. apr.J.-C. J.-C. Inc. Jr. S.A. U.S.A. Cie. cie. P.-D.G.',
    notAbbreviations: 'mer. jeu. Var.',
  },
  // Real Academia Española y ASALE, Ortografía de la lengua española (2010), cap. III § 3.4.1.1
  // (an abbreviation's full stop closes the sentence too) and Diccionario panhispánico de dudas,
  // apéndice 2 «Lista de abreviaturas».
  es: {
    never: 'Sr. Sra. Srta. Sres. Dr. Dra. D. Dña. Lic. Ing. Prof. prof. Ud. Uds. Vd. Vds. p.ej. pág. núm. Av. Avda. aprox. cap. vol.',
    mayEnd: 'etc. S.A. S.L. Cía. Ltda. Inc. Corp. Ltd. a.C. d.C. a.e.c. e.c. A.C. U.S.A. EE.UU. a.m. p.m. hnos. SA.',
    notAbbreviations: 'mar. Bien. Sol. Kit.',
  },
  // Enciclopedia dell'Italiano (Treccani, 2010), «Abbreviazioni» (the abbreviating full stop
  // absorbs the final one).
  it: {
    never: 'sig. Sig. sigg. dott. Dott. prof. Prof. ing. Ing. avv. Avv. geom. on. p.es. es. ca. pag. pagg. vol. cap. n.',
    mayEnd: 'ecc. etc. S.p.A. S.r.l. a.C. d.C. U.S.A. Ltd.',
  },
  // Academia Brasileira de Letras, Vocabulário Ortográfico da Língua Portuguesa, «Reduções»; the
  // abbreviation's full stop closes the sentence too (Manual de Redação da Presidência da
  // República, 3.ª ed., 2018, «Abreviaturas»).
  pt: {
    never: 'Sr. Sra. Srta. Dr. Dra. Prof. Profa. p.ex. V.Exa. V.Sa. pág. págs. núm. cap. vol.',
    mayEnd: 'etc. Ltda. S.A. Cia. a.C. d.C. Jr. a.m. p.m. A.M. P.M.',
    notAbbreviations: 'mar. ex.',
  },
  // Wielki słownik ortograficzny PWN, «Zasady pisowni i interpunkcji», rozdział «Skróty»: a full
  // stop after an abbreviation that lacks the word's last letter (prof., ul.) or after a
  // multi-word one (np., tzn., m.in.); oblique cases of dr, mgr, nr take one too (z dr. Nowakiem);
  // a sentence-final abbreviation's full stop ends the sentence.
  pl: {
    never:
      'np. tzn. tj. tzw. m.in. prof. dr. mgr. inż. hab. doc. ks. św. gen. płk. kpt. mjr. por. ppor. p. pp. ob. ul. al. pl. os. ' +
      'woj. pow. gm. im. ok. godz. s. str. nr. tel. zob. dot. wyd. red. tłum. oprac. ww. ds. lek. mec. sp. śp. dn. b.',
    mayEnd: 'itd. itp. etc. cdn. jw. br. p.n.e. n.e. o.o. in.',
    mayEndAfterNumber: 'r. w. tys. mln. mld.',
  },
  // ГОСТ Р 7.0.12–2011 «Сокращение слов и словосочетаний на русском языке»; Д. Э. Розенталь,
  // «Справочник по правописанию и литературной правке», «Графические сокращения» (the
  // abbreviation's full stop ends the sentence too). "г." is «год» after a number, «город» before
  // a name.
  ru: {
    never: 'т.е. т.к. т.н. т.ч. см. ср. напр. с. стр. ул. д. кв. им. проф. акад. доц. канд. тов. гр. ок. др. ст. пер. пл. пос. о. оз.',
    mayEnd: 'т.д. т.п. н.э. дон.э. обл.',
    mayEndAfterNumber: 'г. гг. в. вв. р. руб. коп. тыс. млн. млрд.',
  },
  // Український правопис (2019), «Графічні скорочення»; ДСТУ 3582:2013 «Скорочення слів в
  // українській мові у бібліографічному описі».
  uk: {
    never: 'т.зв. ім. напр. див. пор. с. вул. просп. пл. м. проф. акад. доц. канд. т.б. т.ч.',
    mayEnd: 'т.д. т.ін. т.п. ін. н.е. дон.е. обл.',
    mayEndAfterNumber: 'р. рр. ст. тис. млн. млрд. грн.',
  },
  // Internetová jazyková příručka (Ústav pro jazyk český AV ČR), «Zkratky»; Pravidla českého
  // pravopisu. "tis." and "mil." stay never: a capitalised currency follows ("5 mil. Kč").
  cs: {
    never:
      'např. tzv. tj. tzn. resp. popř. příp. srov. mj. č. s. str. ul. nám. Ing. Mgr. Bc. MUDr. JUDr. PhDr. RNDr. MVDr. Dr. ' +
      'prof. doc. p. sv. tel. odst. písm. kap. obr. tab. tis. mil. mld. spol.',
    mayEnd: 'atd. apod. aj. atp. n.l. př.n.l. a.s. s.r.o.',
    mayEndAfterNumber: 'r. st. stol.',
  },
  // Woordenlijst Nederlandse Taal, Leidraad «Afkortingen»; Taaladvies.net «Afkortingen: punt».
  nl: {
    never: 'bijv. d.w.z. m.a.w. o.a. dhr. mevr. mr. dr. prof. ir. ing. drs. blz. nr. ca. vgl. resp. i.p.v. t.a.v. m.b.t. st.',
    mayEnd: 'enz. etc. e.d. z.s.m. n.Chr. v.Chr. a.s. jl.',
  },
  // Språkrådet, Svenska skrivregler, «Förkortningar».
  sv: {
    never: 't.ex. bl.a. dvs. d.v.s. s.k. ca. resp. jfr. p.g.a. fr.o.m. t.o.m. kl. nr. s.',
    mayEnd: 'osv. etc. m.m. m.fl. o.d. e.Kr. f.Kr.',
  },
  // Dansk Sprognævn, Retskrivningsordbogen, «Forkortelser».
  da: {
    never: 'f.eks. bl.a. dvs. ca. jf. hhv. nr. kl. s. hr. fr. dr. prof.',
    mayEnd: 'osv. m.m. mv. m.fl. etc. e.Kr. f.Kr. o.l.',
  },
  // Magyar Tudományos Akadémia, A magyar helyesírás szabályai (12th ed., 2015), «A rövidítések».
  hu: {
    never: 'pl. ill. kb. ún. ld. vö. dr. Dr. id. ifj. özv. u. krt. sz. ford.',
    mayEnd: 'stb. Kft. Zrt. Bt. Nyrt. i.e. i.sz. Kr.e. Kr.u.',
  },
  // Academia Română, Dicționarul ortografic, ortoepic și morfologic al limbii române (DOOM3,
  // 2021), «Abrevieri».
  ro: {
    never: 'prof. dr. str. nr. p. pag. ex. cca. v. cf. pct. art. alin. lit.',
    mayEnd: 'etc. ș.a. ș.a.m.d. î.Hr. d.Hr. S.A. S.R.L.',
  },
  // Институт за български език (БАН), Официален правописен речник на българския език (2012),
  // «Съкращения».
  bg: {
    never: 'напр. т.е. т.нар. вж. ср. гр. с. ул. бул. проф. акад. доц. стр.',
    mayEnd: 'т.н. др. пр.н.е. н.е. пр.Хр. сл.Хр.',
    mayEndAfterNumber: 'г. в. лв. хил. млн.',
  },
  // Ινστιτούτο Νεοελληνικών Σπουδών, Λεξικό της Κοινής Νεοελληνικής, «Συντομογραφίες».
  el: {
    never: 'π.χ. δηλ. κ. βλ. σελ. αρ.',
    mayEnd: 'κ.λπ. κλπ. κ.ά. π.Χ. μ.Χ.',
  },
  // Real Academia Galega, Normas ortográficas e morfolóxicas do idioma galego (2003),
  // «Abreviaturas».
  gl: {
    never: 'p.ex. Sr. Sra. Dr. Dra. núm. páx. cap. vol. fig. aprox. av.',
    mayEnd: 'etc. a.C. d.C. S.A. S.L.',
  },
  // Türk Dil Kurumu, Yazım Kılavuzu, «Kısaltmalar».
  tr: {
    never: 'örn. bkz. Dr. Prof. Doç. Av. Alb. Yrd. s. Sn. Cad. Sok. Mah. Hz. çev.',
    mayEnd: 'vb. vs. Ltd. Şti. A.Ş. M.Ö. M.S.',
    mayEndAfterNumber: 'yy.',
  },
  // Wiktionary, «v.v.» (vân vân, "and so on").
  vi: {
    mayEnd: 'v.v.',
  },
};
