import { hasCompoundFallback, isKnownCompound, needsNeighbourTest } from './compound-words';

/** A dictionary that knows exactly `words` (as Hunspell, capitalised forms of lower-case words too). */
function dictionary(...words: string[]): (word: string) => boolean {
  const known = new Set(words);
  return (word) => known.has(word) || known.has(word.charAt(0).toLowerCase() + word.slice(1));
}

describe('isKnownCompound', () => {
  const german = dictionary('Recht', 'fähig', 'nicht', 'politischer', 'Kult', 'Handlungen', 'Sozial', 'Versicherung', 'Beitrag', 'innehaben', 'haben', 'Haus');

  it('joins known German parts with and without linking elements', () => {
    expect(isKnownCompound('rechtsfähig', 'de', german)).toBe(true);
    expect(isKnownCompound('nichtpolitischer', 'de', german)).toBe(true);
    expect(isKnownCompound('Kulthandlungen', 'de', german)).toBe(true);
    expect(isKnownCompound('Sozialversicherungsbeitrag', 'de', german)).toBe(true);
    expect(isKnownCompound('innezuhaben', 'de', german)).toBe(true);
  });

  it('keeps the last part’s word class: a noun compound ends in a noun, an adjective in an adjective', () => {
    // "fähig" is known only in lower case, "Handlungen" only capitalised.
    expect(isKnownCompound('Kultfähig', 'de', dictionary('Kult', 'fähig'))).toBe(true); // sentence start
    expect(isKnownCompound('kulthandlungen', 'de', dictionary('Kult', 'Handlungen'))).toBe(false);
  });

  it('rejects short parts, unknown parts, mixed case and more than three parts', () => {
    expect(isKnownCompound('Haustür', 'de', dictionary('Haus', 'Tür'))).toBe(false); // "Tür" has 3 letters
    expect(isKnownCompound('Kulthandlugen', 'de', german)).toBe(false);
    expect(isKnownCompound('KultHandlungen', 'de', german)).toBe(false);
    expect(isKnownCompound('Sozialsozialversicherungsbeitrag', 'de', german)).toBe(false);
    expect(isKnownCompound('rechtsfähig', 'fr', german)).toBe(false);
  });

  it('knows the linking elements of Swedish, Dutch and Estonian, in their own letters', () => {
    expect(isKnownCompound('tillämpningsområde', 'sv', dictionary('tillämpning', 'område'))).toBe(true);
    expect(isKnownCompound('vrijheidsbeperking', 'nl', dictionary('vrijheid', 'beperking'))).toBe(true);
    expect(isKnownCompound('sotsiaalkindlustuse', 'et', dictionary('sotsiaalne', 'kindlustuse'))).toBe(true);
    expect(isKnownCompound('Schulgebäude', 'de', dictionary('Schule', 'Gebäude'))).toBe(true);
    expect(isKnownCompound('flickskola', 'sv', dictionary('flicka', 'skola'))).toBe(true);
    expect(isKnownCompound('sotsiaalkindlustuse', 'de', dictionary('sotsiaalne', 'kindlustuse'))).toBe(false);
    expect(isKnownCompound('sklavkomerco', 'eo', dictionary('sklavo', 'komerco'))).toBe(true);
    expect(isKnownCompound('õigussubjektsuse', 'et', dictionary('õigus', 'subjektsuse'))).toBe(true);
  });

  it('is offered where compounds are closed, and without the neighbour test only for Estonian', () => {
    expect(['de', 'nl', 'sv', 'da', 'nb', 'et', 'eo'].every(hasCompoundFallback)).toBe(true);
    expect(['hu', 'en', 'pl', 'fr'].some(hasCompoundFallback)).toBe(false);
    expect(needsNeighbourTest('de')).toBe(true);
    expect(needsNeighbourTest('et')).toBe(false);
  });
});
