import { frequencyScore, parseFrequencyList, rankCandidates, weightedEditDistance } from './suggestion-ranking';

describe('suggestion ranking', () => {
  it('makes the typical slips cheap', () => {
    expect(weightedEditDistance('adress', 'address')).toBeCloseTo(0.2); // doubled letter
    expect(weightedEditDistance('teh', 'the')).toBeCloseTo(0.5); // transposition
    expect(weightedEditDistance('zolw', 'żółw')).toBeCloseTo(0.9); // three missing diacritics
    expect(weightedEditDistance('cst', 'cat')).toBeLessThan(weightedEditDistance('cxt', 'cat')); // neighbour key vs not
    expect(weightedEditDistance('same', 'same')).toBe(0);
  });

  it('parses frequency lists and scores by rank', () => {
    const ranks = parseFrequencyList('the\nof\n\nThe\nabout\n');
    expect([...ranks]).toEqual([
      ['the', 1],
      ['of', 2],
      ['about', 3],
    ]);
    expect(frequencyScore('The', ranks)).toBeCloseTo(5);
    expect(frequencyScore('unknown', ranks)).toBe(0);
  });

  it('scores a split candidate by its rarest part, so that a frequent first word does not carry it', () => {
    const ranks = parseFrequencyList(['a', 'lot', 'vy', 'výjimka', 'zu', 'e-mail'].join('\n'));
    expect(frequencyScore('a lot', ranks)).toBeCloseTo(frequencyScore('lot', ranks));
    expect(frequencyScore('vy-jímka', ranks)).toBe(0);
    expect(frequencyScore('e-mail', ranks)).toBeCloseTo(Math.log10(100_000 / 6));
    // Czech “vyjímka” (for “výjimka”): the split with the pronoun “vy” and the rare “jímka” (cesspit) goes after the word meant.
    expect(rankCandidates('vyjímka', ['vy-jímka', 'vy jímka', 'výjimka'], { ranks, language: 'cs' })[0]).toBe('výjimka');
    expect(rankCandidates('alot', ['allot', 'a lot', 'aloft'], { ranks })[0]).toBe('a lot');
  });

  it('prefers frequent words at a similar distance', () => {
    const ranks = parseFrequencyList(['the', 'and', 'about', 'have'].join('\n'));
    expect(rankCandidates('adn', ['ad', 'add', 'and'], { ranks })[0]).toBe('and');
    expect(rankCandidates('abbout', ['abbot', 'about', 'abort'], { ranks })[0]).toBe('about');
    expect(rankCandidates('ahve', ['ave', 'have', 'abbe'], { ranks })[0]).toBe('have');
  });

  it('drops the word itself and duplicates, keeps the engine order on ties', () => {
    expect(rankCandidates('x', ['x', 'ab', 'ab', 'ba'])).toEqual(['ab', 'ba']);
  });

  it('drops parts of compounds (a leading or trailing hyphen) unless the word is one', () => {
    expect(rankCandidates('paris', ['Paris', 'Parks', '-paris', 'Parts'])).toEqual(['Paris', 'Parks', 'Parts']);
    expect(rankCandidates('berlin', ['Berlin', 'Nord-', '-berlin'])).toEqual(['Berlin']);
    expect(rankCandidates('-pariss', ['-paris', 'Paris'])).toContain('-paris');
  });
});
