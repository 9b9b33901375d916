import { ignoreKey, withoutIgnored } from './ignore-once';
import type { Suggestion } from './types';

function finding(text: string, original: string, ruleId = 'HARPER_Spelling', from = 0): Suggestion {
  const offset = text.indexOf(original, from);
  return { id: `local:${ruleId}:${offset}:${original.length}`, category: 'misspelling', offset, length: original.length, original, replacements: ['the'], message: 'm', ruleId, engine: 'local' };
}

const text = 'We saw teh cat.\nThen teh dog barked at teh cat.';

describe('ignore once', () => {
  it('keys a finding by rule, flagged text and its neighbouring words, not by offset', () => {
    const first = finding(text, 'teh');
    const edited = `A new first line.\n${text}`;
    expect(ignoreKey(edited, finding(edited, 'teh'))).toBe(ignoreKey(text, first));
    expect(ignoreKey(text, first)).toBe(JSON.stringify(['HARPER_Spelling', 'teh', 'saw', 'cat.']));
  });

  it('tells apart the same word in another place, under another rule, or with changed neighbours', () => {
    const first = ignoreKey(text, finding(text, 'teh'));
    expect(ignoreKey(text, finding(text, 'teh', 'HARPER_Spelling', 20))).not.toBe(first);
    expect(ignoreKey(text, finding(text, 'teh', 'OTHER_RULE'))).not.toBe(first);
    const edited = text.replace('saw teh', 'met teh');
    expect(ignoreKey(edited, finding(edited, 'teh'))).not.toBe(first);
  });

  it('stops at the line: the word on the next line is no neighbour', () => {
    expect(ignoreKey('teh\nnext', finding('teh\nnext', 'teh'))).toBe(JSON.stringify(['HARPER_Spelling', 'teh', '', '']));
  });

  it('hides ignored findings of a new check of the same text', () => {
    const ignored = new Set([ignoreKey(text, finding(text, 'teh'))]);
    const recheck = [finding(text, 'teh'), finding(text, 'teh', 'HARPER_Spelling', 20), finding(text, 'teh', 'HARPER_Spelling', 35)];
    expect(withoutIgnored(text, recheck, ignored).map((s) => s.offset)).toEqual([21, 39]);
  });
});
