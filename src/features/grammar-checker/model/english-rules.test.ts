import { ENGLISH_RULE_IDS, checkEnglishRules } from './english-rules';
import { englishRuleMessage, type RuleMessageKey } from './rule-messages';

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
    expect(fixes('There is many reasons for this.')).toEqual([['There is many reasons', 'There are many reasons']]);
    expect(fixes('There was two cars outside.')).toEqual([['There was two cars', 'There were two cars']]);
    expect(fixes('I am very exciting about the trip.')).toEqual([['I am very exciting about', 'I am very excited about']]);
    expect(fixes("We're worrying about it? No: we were worrying about it.")).toEqual([]);
    expect(fixes('I was boring with the lesson.')).toEqual([['I was boring with', 'I was bored with']]);
    expect(fixes('We are interesting in music.')).toEqual([['We are interesting in', 'We are interested in']]);
    expect(fixes('I very like this song.')).toEqual([['I very like', 'I really like']]);
    expect(fixes('He is married with a doctor.')).toEqual([['married with ', 'married to ']]);
    expect(fixes('This are my shoes.')).toEqual([['This are', 'These are']]);
    expect(fixes('Your welcome to join us. Thanks! Your welcome.')).toEqual([['Your welcome', "You're welcome"], ['Your welcome', "You're welcome"]]);
    expect(fixes('Can you tell me where is the station?')).toEqual([['tell me where is the station', 'tell me where the station is']]);
    expect(fixes("I don't know what is his name.")).toEqual([['know what is his name', 'know what his name is']]);
    expect(fixes('I have seen him yesterday.')).toEqual([['have seen him yesterday', null]]);
    expect(fixes('She has visited Paris two years ago.')).toEqual([['has visited Paris two years ago', null]]);
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
      'There is a lot of news. There are many reasons. There is one reason. Two hours is enough. There is many a slip.',
      'There were many people. Is there any news?',
      'The film is interesting in many ways. I am interested in music. It was exciting about halfway through. We were exciting in the second half. We were amazing in the final.',
      'They are very happy. I very much like it. The very idea!',
      'She is married with two children. He is married with kids. They got married with a small ceremony at noon.',
      'Those who use this are few. This is my shoe. These are my shoes.',
      'Your welcome message was kind. Thank you for your welcome to the team.',
      'Tell me where the station is. I know what his name is. I wonder who is the winner.',
      'I saw him yesterday. I have seen him today. I have been here since last year. I have lived here and worked there in 2010 and later.',
    ];
    for (const text of correct) expect(checkEnglishRules(text)).toEqual([]);
  });

  it('offsets point at the original', () => {
    const text = 'Yes. We should to go, and he can speaks.';
    for (const s of checkEnglishRules(text)) expect(text.slice(s.offset, s.offset + s.length)).toBe(s.original);
  });
});

describe('English learner rules: messages', () => {
  /** [rule id, a sentence it flags once, its template key] */
  const EXAMPLES: ReadonlyArray<readonly [string, string, RuleMessageKey]> = [
    ['LOCAL_EN_MODAL_TO', 'We should to protect it.', 'enModalTo'],
    ['LOCAL_EN_MODAL_VERB_S', 'He can speaks three languages.', 'enModalVerbS'],
    ['LOCAL_EN_DO_PAST', 'I didn\'t went.', 'enDoPast'],
    ['LOCAL_EN_MORE_COMPARATIVE', 'She is more smarter.', 'enMoreComparative'],
    ['LOCAL_EN_AM_AGREE', 'I am agree.', 'enAmAgree'],
    ['LOCAL_EN_DEPEND_OF', 'It depends of the weather.', 'enDependOf'],
    ['LOCAL_EN_AFRAID_FROM', 'She is afraid from dogs.', 'enAfraidFrom'],
    ['LOCAL_EN_SINCE_DURATION', 'I have lived here since five years.', 'enSinceDuration'],
    ['LOCAL_EN_EXPLAIN_ME', 'He explained me the problem.', 'enExplainMe'],
    ['LOCAL_EN_SUGGEST_ME_TO', 'She suggested me to rest.', 'enSuggestMeTo'],
    ['LOCAL_EN_BORROW_ME', 'Please borrow me your pen.', 'enBorrowMe'],
    ['LOCAL_EN_GERUND_AFTER', 'I enjoy to play football.', 'enGerundAfter'],
    ['LOCAL_EN_LOOK_FORWARD_TO', 'I look forward to hear from you.', 'enLookForwardTo'],
    ['LOCAL_EN_RETURN_BACK', 'I returned back home.', 'enReturnBack'],
    ['LOCAL_EN_REASON_IS_BECAUSE', 'The reason is because I was sick.', 'enReasonIsBecause'],
    ['LOCAL_EN_ALTHOUGH_BUT', 'Although it rained, but we went out.', 'enAlthoughBut'],
    ['LOCAL_EN_CANT_HARDLY', "I can't hardly wait.", 'enCantHardly'],
    ['LOCAL_EN_IF_WILL', 'If I will have time, I will call.', 'enIfWill'],
    ['LOCAL_EN_THERE_IS_PLURAL', 'There is many reasons for this.', 'enThereIsPlural'],
    ['LOCAL_EN_ING_FOR_ED', 'I am exciting about the trip.', 'enIngForEd'],
    ['LOCAL_EN_VERY_VERB', 'I very like this song.', 'enVeryVerb'],
    ['LOCAL_EN_MARRIED_WITH', 'He is married with a doctor.', 'enMarriedWith'],
    ['LOCAL_EN_THIS_ARE', 'This are my shoes.', 'enThisAre'],
    ['LOCAL_EN_YOUR_WELCOME', 'Your welcome to join us.', 'enYourWelcome'],
    ['LOCAL_EN_INDIRECT_QUESTION', 'Can you tell me where is the station?', 'enIndirectQuestion'],
    ['LOCAL_EN_PERFECT_FINISHED_TIME', 'I have seen him yesterday.', 'enPerfectFinishedTime'],
    ['LOCAL_EN_IN_MY_OPINION_I_THINK', 'In my opinion, I think it works.', 'enInMyOpinionIThink'],
  ];

  it('has an example for every rule', () => {
    expect(EXAMPLES.map(([id]) => id).sort()).toEqual([...ENGLISH_RULE_IDS].sort());
  });

  it.each(EXAMPLES)('%s explains itself with its template, in English from the same template', (ruleId, text, key) => {
    const found = checkEnglishRules(text);
    expect(found.map((s) => s.ruleId)).toEqual([ruleId]);
    expect(found[0]?.localizedMessage).toEqual({ key, values: {} });
    expect(found[0]?.message).toBe(englishRuleMessage({ key, values: {} }));
    expect(found[0]?.message).toMatch(/^[“A-Z].*\.$/u);
  });
});
