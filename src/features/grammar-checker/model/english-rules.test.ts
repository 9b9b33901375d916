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

  it('catches agreement, word-choice and pronoun errors with a fix', () => {
    expect(fixes("It is to expensive for me. There are to many people. I'm to tired. She felt to shy to ask.")).toEqual([['to', 'too'], ['to', 'too'], ['to', 'too'], ['to', 'too']]);
    expect(fixes('Everyone have their own opinion.')).toEqual([['have', 'has']]);
    expect(fixes('I know that nobody are perfect. Everybody else were late.')).toEqual([['are', 'is'], ['were', 'was']]);
    expect(fixes("When someone don't listen, it hurts. Something weren't right.")).toEqual([["don't", "doesn't"], ["weren't", "wasn't"]]);
    expect(fixes('Each of the students have a computer. Each of them are ready.')).toEqual([['have', 'has'], ['are', 'is']]);
    expect(fixes('Each of my new colleagues do the same; each of the children were tired.')).toEqual([['do', 'does'], ['were', 'was']]);
    expect(fixes('The number of cars are increasing. The price of houses were high.')).toEqual([['are', 'is'], ['were', 'was']]);
    expect(fixes('If I was you, I would go. if i was you')).toEqual([['If I was you', 'If I were you'], ['if i was you', 'if i were you']]);
    expect(fixes('This is the more beautiful city in the world. He was the more talented player in our team.')).toEqual([['the more', 'the most'], ['the more', 'the most']]);
    expect(fixes('Me and my friend went to the park. Him and me are friends. "Her and John were late."')).toEqual([
      ['Me and my friend', 'My friend and I'],
      ['Him and me', 'He and I'],
      ['Her and John', 'She and John'],
    ]);
    expect(fixes('Me and my best friend always play. Him and her decided.')).toEqual([['Me and my best friend', 'My best friend and I'], ['Him and her', 'He and she']]);
    expect(fixes('I will wait you at the station. Please wait me. She waited him for an hour.')).toEqual([
      ['wait you', 'wait for you'],
      ['wait me', 'wait for me'],
      ['waited him', 'waited for him'],
    ]);
    expect(fixes('I will loose my job. Try not to loose weight. You could loose all your data.')).toEqual([['loose', 'lose'], ['loose', 'lose'], ['loose', 'lose']]);
    expect(fixes('We need to except the fact that things change. I cannot except your apology.')).toEqual([['except', 'accept'], ['except', 'accept']]);
    expect(fixes("My friend don't like coffee. But the teacher do not care.")).toEqual([["don't", "doesn't"], ['do not', 'does not']]);
    expect(fixes('Yesterday I go to the cinema. Last year we visit London. Last night, she study hard. Two days ago they buy a car.')).toEqual([
      ['go', 'went'],
      ['visit', 'visited'],
      ['study', 'studied'],
      ['buy', 'bought'],
    ]);
    expect(fixes('We discussed about the plan. Let us discuss about it.')).toEqual([['discussed about', 'discussed'], ['discuss about', 'discuss']]);
    expect(fixes('Despite of the rain, we went.')).toEqual([['Despite of', 'Despite']]);
    expect(fixes('According to me, it is wrong. It is fine according to my opinion.')).toEqual([['According to me', 'In my opinion'], ['according to my opinion', 'in my opinion']]);
    expect(fixes('I listen music every day. She was listening the radio.')).toEqual([['listen', 'listen to'], ['listening', 'listening to']]);
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
      'Do what you can to help. I will do all I can to stop it.',
      'She explained her decision. "Honey," said her husband. He explained the rules to us.',
      'Please recommend me to your friends. She suggested him to the committee.',
      'The files are considered to be valid. It will be considered to have failed. It is not recommended to use it.',
    ];
    for (const text of correct) expect(checkEnglishRules(text)).toEqual([]);
  });

  it('stays silent on correct agreement, word choice and pronouns', () => {
    const correct = [
      // "to" before an adjective that begins an infinitive or a phrase.
      'The plan is to close the road. The aim was to slow growth. He is to blame. It was sent to many people. The house is to let.',
      'It is too late. She was too tired to go. We got to know them. It looks to me like rain. He rose to much acclaim.',
      // Indefinite pronouns: a question, "let", an object, the subjunctive, an imperative.
      'Does everyone have a pen? Do you think everybody are ready? Let everyone have a say. Why do somebody have to go?',
      'Those who know someone have an advantage. To doubt everything or to believe everything are two solutions.',
      'If someone were to ask, I would answer. He acts as if nothing were wrong. I wish somebody were here.',
      'We recommend that everyone have a backup. It is essential that everybody do their part.',
      'Everybody have fun! Everyone do your best. Somebody do something! Nothing have I seen. Everyone have a nice day.',
      'Everyone has a pen. Nobody is perfect. Something was wrong. Nothing does.',
      'You and everyone are welcome. My wife and everybody else were there.',
      // each of, the number of, a number of.
      'The answers to each of the questions are in the back. Each of the students has a computer. They each have a car.',
      'A number of people are waiting. The number of cars is rising. The number of times we have tried is large.',
      'The number of people who are waiting grows. The price of bread and the cost of milk are high.',
      'The number of hours students have to study is large. Each of the times students have complained, we answered.',
      'The number of\nAre we done',
      // If I was, the more.
      'If I was wrong, I apologise. If I was young again, I would travel.',
      'It is one of the more interesting cities in the world. The more cars in the city, the worse the traffic. She is the most talented player in our team.',
      // Pronoun pairs.
      'Give it to me and my friend. He told me and my friend went home. Me and my big mouth. My friend and I went there.',
      // wait, lose, accept.
      'We will wait them out. She waited her turn. While we wait you can read. I will wait for you. Wait, you forgot this.',
      'The cable is not loose all the time. The knot is loose. Loose the hounds! The sword came loose. He did not lose his job. Loose change. Who is worthy to loose the seals?',
      'Everyone came except the teacher. The law does not except the staff from the rule. They can go anywhere except the office.',
      // don't after singular nouns; past times.
      "My sister and her husband don't smoke. My friend doesn't like coffee. Me and my friend don't care. My friends don't know.",
      'Yesterday I went to the cinema. Last year we visited London. Last time I go there, I will call. Tomorrow I go home. In 2030 we move.',
      'Last night was cold. Yesterday, it rained.',
      // discuss, despite, according to, listen.
      'We discussed about a year ago whether to go. We discussed it. The discussion about it was long.',
      'Despite the rain, we went. In spite of the rain, we went. In despite of him.',
      'According to the teacher, it is wrong. According to my doctor, I am fine.',
      'I listen to music. It is easy listening music. Listen, music is life.',
    ];
    for (const text of correct) expect(checkEnglishRules(text)).toEqual([]);
  });

  it('offsets point at the original', () => {
    const text = 'Yes. We should to go, and he can speaks.';
    for (const s of checkEnglishRules(text)) expect(text.slice(s.offset, s.offset + s.length)).toBe(s.original);
  });
});

describe('English learner rules: messages', () => {
  /** [rule id, a sentence it flags once, its template key, the template's values] */
  const EXAMPLES: ReadonlyArray<readonly [string, string, RuleMessageKey, Record<string, string>?]> = [
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
    ['LOCAL_EN_INDEFINITE_PLURAL', 'Everyone have a pen.', 'confusion', { wrong: 'have', right: 'has' }],
    ['LOCAL_EN_EACH_OF_PLURAL', 'Each of the students have a pen.', 'confusion', { wrong: 'have', right: 'has' }],
    ['LOCAL_EN_NUMBER_OF_PLURAL', 'The number of cars are rising.', 'confusion', { wrong: 'are', right: 'is' }],
    ['LOCAL_EN_IF_I_WAS_YOU', 'If I was you, I would go.', 'confusion', { wrong: 'If I was you', right: 'If I were you' }],
    ['LOCAL_EN_THE_MORE_SUPERLATIVE', 'It is the more beautiful city in the world.', 'confusion', { wrong: 'the more', right: 'the most' }],
    ['LOCAL_EN_ME_AND_SUBJECT', 'Me and my friend went home.', 'commonError', { wrong: 'Me and my friend', right: 'My friend and I' }],
    ['LOCAL_EN_WAIT_FOR', 'I will wait you here.', 'confusion', { wrong: 'wait you', right: 'wait for you' }],
    ['LOCAL_EN_LOOSE_LOSE', 'I will loose my job.', 'confusion', { wrong: 'loose', right: 'lose' }],
    ['LOCAL_EN_EXCEPT_ACCEPT', 'You must except the offer.', 'confusion', { wrong: 'except', right: 'accept' }],
    ['LOCAL_EN_SINGULAR_DONT', "My friend don't like it.", 'confusion', { wrong: "don't", right: "doesn't" }],
    ['LOCAL_EN_PAST_TIME_PRESENT', 'Yesterday I go home.', 'enPerfectFinishedTime'],
    ['LOCAL_EN_DISCUSS_ABOUT', 'We discussed about the plan.', 'commonError', { wrong: 'discussed about', right: 'discussed' }],
    ['LOCAL_EN_DESPITE_OF', 'Despite of the rain, we went.', 'commonError', { wrong: 'Despite of', right: 'Despite' }],
    ['LOCAL_EN_ACCORDING_TO_ME', 'According to me, it works.', 'commonError', { wrong: 'According to me', right: 'In my opinion' }],
    ['LOCAL_EN_LISTEN_TO', 'I listen music.', 'confusion', { wrong: 'listen', right: 'listen to' }],
    ['LOCAL_EN_TO_TOO', 'I am to tired to walk.', 'confusion', { wrong: 'to', right: 'too' }],
  ];

  it('has an example for every rule', () => {
    expect(EXAMPLES.map(([id]) => id).sort()).toEqual([...ENGLISH_RULE_IDS].sort());
  });

  it.each(EXAMPLES.map(([ruleId, text, key, values]) => [ruleId, text, key, values ?? {}] as const))('%s explains itself with its template, in English from the same template', (ruleId, text, key, values) => {
    const found = checkEnglishRules(text);
    expect(found.map((s) => s.ruleId)).toEqual([ruleId]);
    expect(found[0]?.localizedMessage).toEqual({ key, values });
    expect(found[0]?.message).toBe(englishRuleMessage({ key, values }));
    expect(found[0]?.message).toMatch(/^[“A-Z].*\.$/u);
  });
});
