import { checkEnglishRules } from './english-rules';

const fixes = (text: string) => checkEnglishRules(text).map((s) => [s.original, s.replacements[0] ?? null]);

describe('English learner rules', () => {
  it('catches textbook errors with a fix', () => {
    expect(fixes('We should to protect it.')).toEqual([['should to ', 'should ']]);
    expect(fixes('He can speaks three languages.')).toEqual([['can speaks', 'can speak']]);
    expect(fixes('I didn’t went. I didn\'t went.')).toEqual([["didn't went", "didn't go"]]);
    expect(fixes('She is more smarter.')).toEqual([['more smarter', 'smarter']]);
    expect(fixes('I am agree.')).toEqual([['am agree', 'agree']]);
    expect(fixes('It depends of the weather.')).toEqual([['depends of', 'depends on']]);
    expect(fixes('I have lived here since five years.')).toEqual([['since five years', 'for five years']]);
    expect(fixes('He explained me the problem.')).toEqual([['explained me', 'explained to me']]);
    expect(fixes('Please borrow me your pen.')).toEqual([['borrow me', 'lend me']]);
    expect(fixes('I enjoy to play football.')).toEqual([['enjoy to play', 'enjoy playing']]);
    expect(fixes('I look forward to hear from you.')).toEqual([['look forward to hear', 'look forward to hearing']]);
    expect(fixes('I returned back home.')).toEqual([['returned back', 'returned']]);
    expect(fixes('The reason is because I was sick.')).toEqual([['reason is because', 'reason is that']]);
    expect(fixes('Although it rained, but we went out.')).toEqual([[', but', ',']]);
    expect(fixes("I can't hardly wait.")).toEqual([["can't hardly", 'can hardly']]);
    expect(fixes('If I will have time, I will call.')).toEqual([['If I will ', 'If I ']]);
    expect(fixes('She suggested me to rest.')).toEqual([['suggested me to', null]]);
  });

  it('stays silent on correct English', () => {
    const correct = [
      'The will to live is strong. His will leaves everything to her.',
      'We met from May to June. May comes after April.',
      'Use a can to hold the paint.',
      'I have to go. You ought to know. I used to live here.',
      'It depends on the weather. I have lived here since 2010.',
      'She explained the problem to me and told me why.',
      'I look forward to the trip and to hearing from you.',
      'Although it rained, we went out. But then it stopped.',
      'If you will excuse me, I must leave.',
      'I can hardly wait. He is much taller and more careful.',
      'I enjoy playing. I want to play. I decided to stay.',
    ];
    for (const text of correct) expect(checkEnglishRules(text)).toEqual([]);
  });

  it('offsets point at the original', () => {
    const text = 'Yes. We should to go, and he can speaks.';
    for (const s of checkEnglishRules(text)) expect(text.slice(s.offset, s.offset + s.length)).toBe(s.original);
  });
});
