import type { Suggestion } from '../model/types';
import { keepIdentities, reconcileSuggestions } from './reconcile';

function at(text: string, original: string, from = 0): Suggestion {
  const offset = text.indexOf(original, from);
  return { id: `${original}@${offset}`, category: 'misspelling', offset, length: original.length, original, replacements: [], message: '', ruleId: 'R', engine: 'local' };
}

const before = 'One teh two has three monday.';
const found = [at(before, 'teh'), at(before, 'has'), at(before, 'monday')];
const summary = (list: Suggestion[]) => list.map((s) => `${s.original}@${s.offset}`);

describe('reconcileSuggestions', () => {
  it('keeps findings before an edit and moves those after it', () => {
    const after = 'One teh two, well, has three monday.';
    expect(summary(reconcileSuggestions(before, after, found))).toEqual(['teh@4', 'has@19', 'monday@29']);
  });

  it('drops findings whose words were edited or touched', () => {
    expect(summary(reconcileSuggestions(before, 'One the two has three monday.', found))).toEqual(['has@12', 'monday@22']);
    // Typing right after a word changes the word.
    expect(summary(reconcileSuggestions(before, 'One tehx two has three monday.', found))).toEqual(['has@13', 'monday@23']);
  });

  it('handles deletions and unchanged text', () => {
    expect(summary(reconcileSuggestions(before, 'One teh has three monday.', found))).toEqual(['teh@4', 'has@8', 'monday@18']);
    expect(reconcileSuggestions(before, before, found)).toEqual(found);
    expect(reconcileSuggestions(before, '', found)).toEqual([]);
  });
});

describe('reconcileSuggestions at the edges of an edit', () => {
  it('keeps a finding when the edit next to it is separated by a space or punctuation', () => {
    expect(summary(reconcileSuggestions(before, 'One teh, two has three monday.', found))).toEqual(['teh@4', 'has@13', 'monday@23']);
    expect(summary(reconcileSuggestions(before, 'One teh two has three Friday monday.', found))).toEqual(['teh@4', 'has@12', 'monday@29']);
  });
});

describe('keepIdentities', () => {
  it('gives the findings a new check repeats the ids (and fetched replacements) they had', () => {
    const previous = [{ ...at(before, 'teh'), id: 'card-1', replacements: ['the'] }, { ...at(before, 'has'), id: 'card-2' }];
    const recheck = [{ ...at(before, 'teh'), id: 'local:R:4:3' }, { ...at(before, 'monday'), id: 'card-2' }];
    const kept = keepIdentities(previous, recheck);
    expect(kept.map((s) => s.id)).toEqual(['card-1', 'card-2']);
    expect(kept[0]?.replacements).toEqual(['the']);
    // The finding at a new place keeps its own id unless a kept one holds it.
    const clash = keepIdentities(previous, [{ ...at(before, 'has'), id: 'x' }, { ...at(before, 'monday'), id: 'card-2' }]);
    expect(clash.map((s) => s.id)).toEqual(['card-2', 'card-2~2']);
  });
});
