/**
 * Who made the data of each language, under which licence: the UI shows this on entry and
 * search pages (the licences ask for the notices to travel with the data). The full statements
 * are in data/dictionary/SOURCES.md and data/dictionary/mythes/*.copyright.txt.
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

/** Sources of `language`'s data, to show with its entries. */
export function sourceAttributions(language: DictionaryLanguage): readonly SourceAttribution[] {
  return attributions[language];
}
