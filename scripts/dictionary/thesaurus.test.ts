import { lemmaKey } from '../../src/features/dictionary/model/entry-id';
import type { RawEntry, RawLink, RelationType } from '../../src/features/dictionary/model/types';
import { thesaurusLanguages } from './mythes-languages';
import { parseTerm, readThesaurusLanguage } from './thesaurus';

const lemmas = (links: RawLink[] | undefined) => (links ?? []).map((l) => (typeof l === 'string' ? l : l[0]));
const relation = (record: RawEntry | undefined, type: RelationType) => (record?.m ?? []).flatMap((s) => lemmas(s.r?.[type]));

describe('parseTerm', () => {
  it('reads German markers', () => {
    expect(parseTerm('Gebäude (Oberbegriff)', thesaurusLanguages.de)).toEqual({ display: 'Gebäude', keys: ['gebäude'], relation: 'hypernym', labels: [] });
    expect(parseTerm('Valuta (fachspr.) (Oberbegriff)', thesaurusLanguages.de)).toMatchObject({ display: 'Valuta', relation: 'hypernym', labels: ['fachspr.'] });
    expect(parseTerm('Kalauer (ugs., fig.)', thesaurusLanguages.de)).toMatchObject({ labels: ['ugs.', 'fig.'] });
    expect(parseTerm('(sich) biegen vor Lachen', thesaurusLanguages.de)).toEqual({
      display: '(sich) biegen vor Lachen',
      keys: ['(sich) biegen vor lachen', 'biegen vor lachen'],
      labels: [],
    });
  });

  it('reads Polish relation markers', () => {
    expect(parseTerm('liczydło (pojęcie nadrzędne)', thesaurusLanguages.pl)).toMatchObject({ display: 'liczydło', relation: 'hypernym' });
    expect(parseTerm('zeppelin (specjalist.) (pojęcie podrzędne)', thesaurusLanguages.pl)).toMatchObject({ relation: 'hyponym', labels: ['specjalist.'] });
    expect(parseTerm('aerodyna (antonim)', thesaurusLanguages.pl)).toMatchObject({ relation: 'antonym' });
  });

  it('reads Ukrainian leading markers and Spanish antonyms', () => {
    expect(parseTerm('(див.) схованка', thesaurusLanguages.uk)).toEqual({ display: 'схованка', keys: ['схованка'], relation: 'relatedTerm', labels: [] });
    expect(parseTerm('(розм.) ґвалт', thesaurusLanguages.uk)).toMatchObject({ display: 'ґвалт', labels: ['розм.'] });
    expect(parseTerm('gastador (Ant\uFFFDnimo)', thesaurusLanguages.es)).toMatchObject({ display: 'gastador', relation: 'antonym' });
    expect(parseTerm('   ', thesaurusLanguages.es)).toBeNull();
  });

  it('maps part-of-speech fields', () => {
    expect(thesaurusLanguages.bg.readPosField('(същ.)').pos).toBe('noun');
    expect(thesaurusLanguages.cs.readPosField('(příd. jm.)').pos).toBe('adjective');
    expect(thesaurusLanguages.es.readPosField('(m. fig.)')).toEqual({ pos: 'noun', labels: ['fig.'] });
    expect(thesaurusLanguages.fr.readPosField('(Adjectif Nom)')).toEqual({ pos: 'other', also: ['adjective', 'noun'] });
    expect(thesaurusLanguages.hu.readPosField('(névnap)').skip).toBe(true);
    expect(thesaurusLanguages.it.readPosField('(agg. Piacevole)')).toEqual({ pos: 'adjective', definition: 'Piacevole' });
    expect(thesaurusLanguages.pt.readPosField('   (v.) ').pos).toBe('verb');
    expect(thesaurusLanguages.ro.readPosField('s    ').pos).toBe('noun');
    expect(thesaurusLanguages.ru.readPosField('(антоним)')).toEqual({ pos: 'other', relation: 'antonym' });
    expect(thesaurusLanguages.ru.readPosField('(сходный термин)').relation).toBe('similarTerm');
  });
});

describe('thesaurus entries (committed data)', () => {
  it('German: "Haus" has "Gebäude" as a hypernym, and "Gebäude" gets "Haus" as a hyponym', () => {
    const { records } = readThesaurusLanguage('de');
    const haus = records.get('haus');
    expect(haus?.l).toBe('Haus');
    expect(relation(haus, 'hypernym')).toContain('Gebäude');
    expect(relation(records.get('gebäude'), 'hyponym')).toContain('Haus');
    expect(haus?.m?.some((s) => s.p === 'n')).toBe(true);
  });

  it('Polish: hypernyms, hyponyms and antonyms from the markers', () => {
    const { records } = readThesaurusLanguage('pl');
    const aerostat = records.get('aerostat');
    expect(relation(aerostat, 'hypernym')).toEqual(['statek powietrzny']);
    expect(relation(aerostat, 'hyponym')).toEqual(expect.arrayContaining(['sterowiec', 'balon']));
    expect(relation(aerostat, 'antonym')).toEqual(['aerodyna']);
  });

  it('Russian: relation lines join the first meaning', () => {
    const { records } = readThesaurusLanguage('ru');
    const absolute = records.get('абсолютный');
    expect(absolute?.m).toHaveLength(2);
    expect(lemmas(absolute?.m?.[0]?.r?.antonym)).toEqual(['относительный']);
    expect(lemmas(absolute?.m?.[0]?.r?.similarTerm)).toEqual(['безусловный']);
  });

  it('links only to words that have entries', () => {
    const { records } = readThesaurusLanguage('sv');
    for (const record of records.values()) {
      for (const sense of record.m ?? []) {
        for (const link of sense.r?.synonym ?? []) {
          const target = typeof link === 'string' ? lemmaKey(link) : link[1] === 0 ? null : link[1] === 1 ? lemmaKey(link[0]) : link[1];
          if (target !== null) expect(records.has(target)).toBe(true);
        }
      }
    }
  });
});
