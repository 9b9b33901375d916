/**
 * Who made the data of each language, under which licence: the UI shows this on entry and
 * search pages (the licences ask for the notices to travel with the data). The full statements
 * are in data/dictionary/SOURCES.md, data/dictionary/mythes/*.copyright.txt and
 * data/dictionary/freedict/*.copyright.txt.
 */
import type { DictionaryLanguage } from './languages';

export interface SourceAttribution {
  /** Name of the work. */
  name: string;
  /** Copyright holders. */
  copyright: string;
  /** SPDX expression where there is one, else a short name. */
  license: string;
  licenseUrl: string;
  /** Home page of the work. */
  url: string;
  /** What we changed or where it came from. */
  note: string;
}

const libreOfficeDictionaries = 'https://git.libreoffice.org/dictionaries';
const spdx = (id: string) => `https://spdx.org/licenses/${id}.html`;
const converted = (pkg: string) => `Debian package ${pkg}; converted to JSON, content unchanged.`;
const freeDict = 'https://freedict.org/';
const fromFreeDict = (name: string, pkg: string) =>
  `FreeDict ${name}, Debian package ${pkg}: headwords, parts of speech and English translations; relations through WordNet.`;

const attributions: Record<DictionaryLanguage, SourceAttribution[]> = {
  en: [
    {
      name: 'WordNet 3.1',
      copyright: 'Princeton University',
      license: 'WordNet License',
      licenseUrl: 'https://wordnet.princeton.edu/license-and-commercial-use',
      url: 'https://wordnet.princeton.edu/',
      note: 'Princeton University "About WordNet." WordNet. Princeton University. 2010. Irregular forms from the WordNet 3.0 exception lists.',
    },
    {
      name: 'The CMU Pronouncing Dictionary',
      copyright: '1993–2015 Carnegie Mellon University',
      license: 'BSD-2-Clause',
      licenseUrl: spdx('BSD-2-Clause'),
      url: 'https://github.com/cmusphinx/cmudict',
      note: 'Pronunciations, rhymes and homophones; ARPAbet converted to IPA. Through the npm package cmu-pronouncing-dictionary 3.0.0.',
    },
  ],
  bg: [
    {
      name: 'Bulgarian thesaurus (LibreOffice dictionaries)',
      copyright: '2001 Anton Zinoviev, Borislav Mitev, Radostin Radnev',
      license: 'GPL-2.0-only',
      licenseUrl: spdx('GPL-2.0-only'),
      url: libreOfficeDictionaries,
      note: converted('mythes-bg'),
    },
  ],
  cs: [
    {
      name: 'Czech thesaurus (Svobodné slovníky)',
      copyright: '2016 xHire',
      license: 'GFDL-1.1-or-later',
      licenseUrl: spdx('GFDL-1.1-or-later'),
      url: 'https://www.svobodneslovniky.cz/',
      note: converted('mythes-cs'),
    },
  ],
  de: [
    {
      name: 'OpenThesaurus',
      copyright: '2003–2016 Daniel Naber and the OpenThesaurus contributors',
      license: 'LGPL-2.1-or-later',
      licenseUrl: spdx('LGPL-2.1-or-later'),
      url: 'https://www.openthesaurus.de/',
      note: `${converted('mythes-de')} Hyponyms derived from the hypernym ("Oberbegriff") markers.`,
    },
  ],
  el: [
    {
      name: 'FreeDict Greek–English (WikDict)',
      copyright: 'FreeDict contributors, Wiktionary contributors',
      license: 'CC-BY-SA-3.0',
      licenseUrl: 'https://creativecommons.org/licenses/by-sa/3.0/',
      url: freeDict,
      note: fromFreeDict('ell-eng', 'dict-freedict-ell-eng'),
    },
  ],
  es: [
    {
      name: 'Spanish thesaurus (LibreOffice dictionaries)',
      copyright: 'Marcelo Garrone',
      license: 'LGPL-2.1-only',
      licenseUrl: spdx('LGPL-2.1-only'),
      url: libreOfficeDictionaries,
      note: converted('mythes-es'),
    },
  ],
  fr: [
    {
      name: 'French thesaurus (LibreOffice dictionaries)',
      copyright: 'Kevin Hendricks, Frédéric Labbé, Laurent Godard',
      license: 'LGPL-2.1-or-later',
      licenseUrl: spdx('LGPL-2.1-or-later'),
      url: libreOfficeDictionaries,
      note: converted('mythes-fr'),
    },
  ],
  hu: [
    {
      name: 'Hungarian thesaurus (Magyar Ispell)',
      copyright: '2002–2018 László Németh, Ferenc Godó and contributors',
      license: 'GPL-3.0-or-later OR LGPL-3.0-or-later OR MPL-2.0',
      licenseUrl: spdx('MPL-2.0'),
      url: libreOfficeDictionaries,
      note: `${converted('mythes-hu')} Name-day and symbol lines left out; hyponyms derived from category markers.`,
    },
  ],
  it: [
    {
      name: 'Thesaurus italiano',
      copyright: '2004–2008 Daniela Volta, Giovanni Zuliani, Davide Prina; 2020–2022 LibreItalia',
      license: 'GPL-3.0-or-later',
      licenseUrl: spdx('GPL-3.0-or-later'),
      url: libreOfficeDictionaries,
      note: converted('mythes-it'),
    },
  ],
  ja: [
    {
      name: 'JMdict (FreeDict Japanese–English)',
      copyright: '1994–2016 James William Breen and the Electronic Dictionary Research and Development Group',
      license: 'CC-BY-SA-3.0',
      licenseUrl: 'https://creativecommons.org/licenses/by-sa/3.0/',
      url: 'https://www.edrdg.org/jmdict/j_jmdict.html',
      note: fromFreeDict('jpn-eng', 'dict-freedict-jpn-eng'),
    },
  ],
  nl: [
    {
      name: 'FreeDict Dutch–English',
      copyright: '2000–2022 FreeDict contributors',
      license: 'GPL-2.0-or-later',
      licenseUrl: spdx('GPL-2.0-or-later'),
      url: freeDict,
      note: fromFreeDict('nld-eng', 'dict-freedict-nld-eng'),
    },
  ],
  pl: [
    {
      name: 'Słownik synonimów (OpenOffice.org thesaurus)',
      copyright: '2004–2008 Marcin Miłkowski and contributors',
      license: 'LGPL-2.1-only',
      licenseUrl: spdx('LGPL-2.1-only'),
      url: 'https://synonimy.ux.pl/',
      note: converted('mythes-pl'),
    },
  ],
  pt: [
    {
      name: 'Portuguese (Portugal) thesaurus (LibreOffice dictionaries)',
      copyright: '2003–2006 Daniel Naber',
      license: 'GPL-2.0-or-later',
      licenseUrl: spdx('GPL-2.0-or-later'),
      url: libreOfficeDictionaries,
      note: converted('mythes-pt-pt'),
    },
  ],
  ro: [
    {
      name: 'Romanian thesaurus (LibreOffice dictionaries)',
      copyright: 'Lucian Constantin, Cătălin Frâncu',
      license: 'GPL-2.0-or-later',
      licenseUrl: spdx('GPL-2.0-or-later'),
      url: libreOfficeDictionaries,
      note: converted('mythes-ro'),
    },
  ],
  ru: [
    {
      name: 'Russian thesaurus (LibreOffice dictionaries)',
      copyright: 'Mikhail Korolyov, Yakov Reztsov',
      license: 'LGPL-2.1-only',
      licenseUrl: spdx('LGPL-2.1-only'),
      url: libreOfficeDictionaries,
      note: converted('mythes-ru'),
    },
  ],
  sv: [
    {
      name: 'Swedish thesaurus (LibreOffice dictionaries)',
      copyright: '2009 Viggo Kann',
      license: 'Permissive licence: use and copy for any purpose, keeping the notices; modified versions must say so',
      licenseUrl: libreOfficeDictionaries,
      url: libreOfficeDictionaries,
      note: 'Debian package mythes-sv. Modified: converted to JSON and merged into this dictionary.',
    },
  ],
  uk: [
    {
      name: 'Ukrainian thesaurus (LibreOffice dictionaries)',
      copyright: '1999–2009 Vladimir Yakovchuk, Oleg Podgurniy, Dmytro Kovalyov, Maksym Polyakov, Andriy Rysin and contributors',
      license: 'GPL-2.0-or-later OR LGPL-2.1-or-later OR MPL-1.1',
      licenseUrl: spdx('LGPL-2.1-or-later'),
      url: libreOfficeDictionaries,
      note: converted('mythes-uk'),
    },
  ],
};

/** Where the translations of every entry come from (each dictionary's licence: data/dictionary/SOURCES.md). */
const freeDictTranslations: SourceAttribution = {
  name: 'FreeDict bilingual dictionaries (translations)',
  copyright: 'FreeDict contributors; Ding: Frank Richter, Einhard Leichtfuß; JMdict: James William Breen and the EDRDG; WikDict: Wiktionary contributors',
  license: 'GPL-2.0-or-later, GPL-3.0-or-later, GFDL-1.2-or-later or CC-BY-SA-3.0, per dictionary',
  licenseUrl: freeDict,
  url: freeDict,
  note: 'Debian packages dict-freedict-*; headwords, parts of speech and translations only.',
};

/** Languages without a FreeDict dictionary to or from English (scripts/dictionary/freedict-dictionaries.ts). */
const withoutTranslations: readonly DictionaryLanguage[] = ['ro', 'uk'];

/** Sources of `language`'s data, to show with its entries. */
export function sourceAttributions(language: DictionaryLanguage): readonly SourceAttribution[] {
  return withoutTranslations.includes(language) ? attributions[language] : [...attributions[language], freeDictTranslations];
}
