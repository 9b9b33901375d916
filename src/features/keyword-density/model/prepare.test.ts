import { tokenize } from '@/lib/text/tokenize';
import { keywordLanguageTags, type KeywordLanguage } from './languages';
import { prepare } from './prepare';

const samples: Array<[KeywordLanguage, string]> = [
  ['english', 'Well-known authors don’t write 1,000 pages. See https://example.com/a-b!\nNew line, $5 and 50%.'],
  ['polish', 'Zażółć gęślą jaźń. ZAŻÓŁĆ — gęślą jaźń? 12:30 i 3,5 kg.'],
  ['german', 'Die Straße ist schön. DIE STRASSE IST SCHÖN.'],
  ['arabic', 'ذهب الولد إلى المدرسة. ٣٫٥ كيلو.'],
  ['korean', '나는 학교에 갑니다. 그리고 나는 집에 갑니다.'],
  ['vietnamese', 'Tôi có thể đi học. Tôi có thể đọc sách.'],
  ['persian', 'من به مدرسه می‌روم. او از خانه آمد.'],
];

describe('prepare', () => {
  it.each(samples)('holds exactly the words and sentences of the shared tokenizer (%s)', (language, text) => {
    const prepared = prepare(text, language);
    const tokens = tokenize(text, keywordLanguageTags[language]);
    expect(prepared.length).toBe(tokens.length);
    expect(Array.from(prepared.starts)).toEqual(tokens.map((t) => t.start));
    expect(Array.from(prepared.ends)).toEqual(tokens.map((t) => t.end));
    expect(Array.from(prepared.sentences)).toEqual(tokens.map((t) => t.sentence));
    expect(Array.from(prepared.numbers)).toEqual(tokens.map((t) => (t.kind === 'number' ? 1 : 0)));
    expect(Array.from(prepared.surfaceIds, (id) => prepared.surfaces[id])).toEqual(tokens.map((t) => t.text));
    expect(prepared.sentenceCount).toBe(tokens.length ? tokens[tokens.length - 1]!.sentence + 1 : 0);
  });

  it('interns each spelling once and folds case per locale', () => {
    const prepared = prepare('Word word WORD word. İ I', 'turkish');
    expect(prepared.surfaces).toEqual(['Word', 'word', 'WORD', 'İ', 'I']);
    expect(prepared.foldedIds.size).toBe(3);
    expect([...prepared.foldedIds.keys()]).toEqual(['word', 'i', 'ı']);
    expect(prepared.exactIds.size).toBe(5);
  });

  it('grows its buffers for texts with many distinct words', () => {
    const words = Array.from({ length: 5000 }, (_, i) => `w${i.toString(36)}`);
    const prepared = prepare(words.join(' '), 'english');
    expect(prepared.surfaces).toEqual(words);
  });

  it('grows its token arrays for texts of very short words', () => {
    const text = Array.from({ length: 500 }, (_, i) => 'abcdefghij'[i % 10]).join(' ');
    const prepared = prepare(text, 'english');
    expect(prepared.length).toBe(500);
    expect(Array.from(prepared.starts.subarray(0, 3))).toEqual([0, 2, 4]);
    expect(prepared.ends[499]).toBe(text.length);
    expect(prepared.surfaces).toHaveLength(10);
  });

  it('marks numbers and stop words', () => {
    const prepared = prepare('The 3 cats', 'english');
    expect(Array.from(prepared.numbers)).toEqual([0, 1, 0]);
    expect(Array.from(prepared.stopMarks)).toEqual([1, 0, 0]);
  });
});
