/**
 * A few high-precision English rules for textbook learner errors that harper.js (v2.10) does
 * not report: a modal followed by "to" or a third-person verb, "more taller", "depend of",
 * "since five years", "explain me", "borrow me", "return back", "although …, but", "the
 * reason is because", "enjoy to", "look forward to hear", "can't hardly", "if … will", "there is"
 * + plural, -ing for -ed adjectives, "very like", "married with", "this are", "your welcome",
 * indirect questions, the perfect with a finished time, "in my opinion I think"; agreement with
 * a singular subject ("everyone have", "each of the students have", "the number of cars are",
 * "my friend don't"), "if I was you", "the more … in the world", "me and my friend went",
 * "wait you", "loose my job", "except the fact", "yesterday I go", "discuss about", "despite of",
 * "according to me", "listen music". Each pattern is
 * written so that correct English does not match it; anything needing a parser is left alone.
 * The messages are templates of `GrammarChecker.rules` (./rule-messages.ts): a reader whose UI
 * is in another language reads the explanation in it, around the English words it quotes.
 */
import { keepCase } from './letter-case';
import { ruleMessageFields, type RuleMessageKey } from './rule-messages';
import type { Suggestion } from './types';

interface Rule {
  id: string;
  pattern: RegExp;
  category: Suggestion['category'];
  /** The explanation's template (without values). */
  message: RuleMessageKey;
  /** Replacement for the match (groups as in String.replace), or none. */
  replace?: (match: RegExpExecArray) => string | undefined;
  /** Matches to leave alone, e.g. a modal that is really a noun ("the will to live", "May"). */
  skip?: (match: RegExpExecArray, text: string) => boolean;
  /** The template's values, given the flagged text and its replacement (none by default). */
  values?: (original: string, replacement: string | undefined) => Record<string, string>;
}

/** Values of `commonError` and `confusion`: the flagged words and their fix. */
const wrongRight = (original: string, replacement: string | undefined) => ({ wrong: original, right: replacement ?? '' });

/** "the will to live", "a can to hold", "his will leaves", "from May to June": nouns, not modals. */
function modalIsNoun(match: RegExpExecArray, text: string): boolean {
  const before = text.slice(Math.max(0, match.index - 12), match.index);
  // "do what you can to help", "all I can to": the verb is left out after "can".
  if (/\b(?:what|all|everything|anything|whatever|much|best)\s+(?:I|you|he|she|we|they|one)\s+$/i.test(text.slice(Math.max(0, match.index - 24), match.index))) return true;
  if (/\b(the|a|an|his|her|their|my|your|our|its|free|good|strong|political|last)\s+$/i.test(before)) return true;
  // Capitalised "May" is the month more often than the modal.
  return match[1] === 'May';
}

const MODALS = 'can|could|should|would|will|must|may|might|shall';
/** Common verbs whose third-person -s form after a modal is a sure error ("can speaks"). */
const VERBS_S =
  'speaks|goes|makes|takes|has|does|likes|wants|needs|plays|works|lives|knows|thinks|says|gets|sees|comes|gives|finds|tells|feels|becomes|leaves|means|keeps|lets|begins|seems|helps|talks|starts|shows|hears|runs|moves|believes|brings|writes|sits|stands|loses|pays|meets|learns|changes|understands|watches|follows|stops|creates|reads|spends|grows|opens|walks|wins|offers|remembers|loves|buys|waits|sends|expects|builds|stays|falls|reaches|remains|tries|studies|uses|calls|asks|travels|swims|sings|drives|eats|drinks|sleeps|cooks|dances';
const COMPARATIVES =
  'better|worse|bigger|smaller|taller|shorter|faster|slower|older|younger|cheaper|easier|harder|happier|smarter|stronger|weaker|longer|higher|lower|larger|greater|richer|poorer|warmer|colder|hotter|nicer|safer|busier|heavier|lighter|cleaner|darker|deeper|quieter|louder|wider';
const PAST_FORMS: Readonly<Record<string, string>> = {
  went: 'go', came: 'come', saw: 'see', took: 'take', made: 'make', gave: 'give', got: 'get', knew: 'know', thought: 'think', told: 'tell', found: 'find',
  left: 'leave', felt: 'feel', brought: 'bring', bought: 'buy', wrote: 'write', ran: 'run', ate: 'eat', drank: 'drink', spoke: 'speak', began: 'begin',
  broke: 'break', chose: 'choose', drove: 'drive', forgot: 'forget', heard: 'hear', lost: 'lose', met: 'meet', paid: 'pay', sent: 'send', slept: 'sleep',
  understood: 'understand', won: 'win', did: 'do', had: 'have', was: 'be', were: 'be',
};
const BASE_FORMS = new Set([...Object.values(PAST_FORMS), 'hear', 'see', 'meet', 'work', 'visit', 'receive', 'talk', 'start', 'learn', 'help', 'play', 'read', 'study', 'travel', 'welcome', 'join']);
const GERUND_VERBS = 'enjoy|enjoys|enjoyed|avoid|avoids|avoided|finish|finishes|finished|mind|minds|minded|consider|considers|considered|practise|practice|practised|practiced|miss|missed|recommend|recommended|suggest|suggested|keep|keeps|kept';
const NUMBERS = 'two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|many|several|a few|\\d+';

function ing(verb: string): string {
  if (verb === 'be') return 'being';
  if (/ie$/.test(verb)) return `${verb.slice(0, -2)}ying`;
  if (/[^aeiou]e$/.test(verb) && verb !== 'be') return `${verb.slice(0, -1)}ing`;
  if (/^(run|swim|begin|win|sit|get|stop|plan|put|cut)$/.test(verb)) return `${verb}${verb.slice(-1)}ing`;
  return `${verb}ing`;
}


/** Adjectives after which learners write "to" for "too" ("to tired"); none of them is also a verb an infinitive could begin with. */
const TOO_ADJECTIVES = 'much|many|late|early|big|small|tired|hot|cold|expensive|difficult|hard|easy|young|old|busy|far|heavy|loud|bad|dangerous|complicated|weak|strong|large|little|sick|lazy|shy|scared|afraid|short|tall|thin|fat|noisy|crowded|boring|sweet|salty|spicy|long';

/** Words that end a noun phrase's determiner slot in the indirect-question rule. */
const DETERMINERS = 'the|his|her|my|your|our|their|its|this|that';
/** -ing adjectives that learners use for the feeling ("I am exciting about"); Swan, Practical English Usage, 4th ed., “-ing and -ed adjectives”. */
const ING_ADJECTIVES = 'interesting|exciting|boring|tiring|confusing|disappointing|frightening|surprising|embarrassing';
/** Verbs of liking and wanting that "very" cannot modify ("I very like"; Swan, "very and very much"). */
const FEELING_VERBS = 'like|likes|liked|love|loves|loved|enjoy|enjoys|enjoyed|want|wants|wanted|hate|hates|hated|appreciate|appreciates|appreciated|need|needs|needed|prefer|prefers|preferred';
/** Past participles frequent in learner text, for the present perfect with a finished time. */
const PARTICIPLES = 'seen|been|done|gone|had|made|taken|given|got|gotten|met|bought|written|eaten|spoken|found|lost|sent|left|heard|come|become|begun|told|read|paid|visited|finished|started|arrived|received|called|played|watched|worked|moved|lived|studied|travelled|traveled|stayed|cooked|lost|won';
/** What "last" makes a finished time of ("last night", "last Monday"), and the counts before "ago". */
const LAST_WHAT = 'night|week|month|year|summer|winter|spring|autumn|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday';
const AGO_COUNTS = '\\d+|two|three|four|five|six|seven|eight|nine|ten|a few';
const PAST_TIMES = `yesterday|last (?:${LAST_WHAT}|time)|(?:${AGO_COUNTS}|many) (?:minutes|hours|days|weeks|months|years) ago|in (?:19|20)\\d\\d`;

/**
 * A subject's place at the start of a sentence or clause: after punctuation or a subordinating
 * conjunction, not after a verb or preposition whose object the words would be ("those who know
 * someone have…", "to believe everything are…", "the answers to each of them are…"), nor after
 * "and"/"or" ("my sister and her husband don't": a plural subject).
 */
const CLAUSE_START = '(?:^|[.!?;:,"“(]\\s*|\\n\\s*|\\b(?:but|so|because|that|when|if|while|since|although|though|unless|until|where|whether)\\s+)';
/** Plural or base verb forms that a singular subject turns into has/is/was/does. */
const PLURAL_VERBS = "have|are|were|do not|don['’]t|do|aren['’]t|weren['’]t|haven['’]t";
/** "have" → "has", "weren't" → "wasn't", "do not" → "does not". */
function singularVerb(verb: string): string {
  const singular: Readonly<Record<string, string>> = { have: 'has', are: 'is', were: 'was', do: 'does' };
  return verb.replace(/^(have|are|were|do)/i, (form) => singular[form.toLowerCase()] ?? form);
}
/** Indefinite pronouns, which take a singular verb (Swan, “everybody, somebody etc.”). */
const INDEFINITES = 'everyone|everybody|someone|somebody|nobody|no one|anyone|anybody|everything|something|nothing';
/** Words that ask for a mandative subjunctive in the clause they introduce with "that" ("we recommend that everyone have"). */
const MANDATIVE = /\b(?:suggest|recommend|insist|demand|require|request|propose|ask|urge|advise|essential|important|necessary|vital|crucial|imperative|mandatory)\w*\b[^.!?;]*\bthat\s+$/i;
/** A plural noun: a word in -s (not "is", "this", "less"…) or an irregular plural. */
const PLURAL_NOUN = '(?:(?!(?:is|was|has|this|us|his|its|does|yes|less|unless|thus|plus)\\b)[a-z]+s|children|people|men|women)';
/**
 * One optional adjective before the plural noun, not a plural itself: in "the number of hours
 * students have" the second noun begins a relative clause, whose verb "have" is its own.
 */
const ADJECTIVE_SLOT = '(?:(?![a-z]+s\\b|(?:children|people|men|women|who|whom|that|which|where|when|I|you|he|she|it|we|they|there|and|or|nor)\\b)[a-z]+\\s+)?';
/** Singular nouns that head "the … of + plural" (Cambridge Grammar, “subject–verb agreement”: the verb agrees with the head). */
const SINGULAR_HEADS = 'number|amount|price|cost|quality|level|size|value';
/** People a learner names with "my/the …" before "don't". */
const PERSON_NOUNS = 'friend|brother|sister|mother|father|mom|mum|dad|son|daughter|wife|husband|boss|teacher|boyfriend|girlfriend|neighbour|neighbor';
/** What one loses (not the literary "loose the arrows", "to loose the seals"). */
const LOSE_OBJECTS = 'job|jobs|mind|temper|life|lives|money|keys|key|phone|wallet|patience|head|hair|friends|balance|chance|game|match|weight|time|control|interest|track|touch|hope|sleep|face|confidence|sight|focus|data|changes|work|everything';
/** What one accepts (not the formal verb "except", to exclude: "to except the staff from the rule"). */
const ACCEPT_OBJECTS = 'fact|facts|offer|invitation|truth|situation|job|apology|challenge|terms|risk|risks|consequences|responsibility|result|results|decision|change|changes|reality|idea|proposal|help|gift|award|criticism|blame|payment|cookies';
/** Past forms for the past-time rule: the irregular ones of PAST_FORMS and a few regular verbs. */
const PAST_OF: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(PAST_FORMS).filter(([past]) => !['had', 'did', 'was', 'were'].includes(past)).map(([past, base]) => [base, past])),
  ...Object.fromEntries(
    'visit|watch|play|walk|talk|work|call|cook|clean|start|finish|arrive|live|move|want|like|love|decide|help|ask|open|wait|stay|study|try|listen|return|enjoy|invite'
      .split('|')
      .map((base) => [base, /e$/.test(base) ? `${base}d` : /[^aeiou]y$/.test(base) ? `${base.slice(0, -1)}ied` : `${base}ed`]),
  ),
};
/** A finished time at the start of a sentence ("Yesterday", "Last year", "Two days ago"). */
const PAST_TIME_START = `yesterday|last (?:${LAST_WHAT})|(?:${AGO_COUNTS}) (?:days|weeks|months|years) ago`;
const SUBJECT_FORM: Readonly<Record<string, string>> = { me: 'I', him: 'he', her: 'she' };

const RULES: readonly Rule[] = [
  {
    id: 'LOCAL_EN_MODAL_TO',
    pattern: new RegExp(`\\b(${MODALS})\\s+to\\s+(?=[a-z]+\\b)`, 'gi'),
    category: 'grammar',
    message: 'enModalTo',
    replace: (m) => `${m[1]} `,
    skip: modalIsNoun,
  },
  {
    id: 'LOCAL_EN_MODAL_VERB_S',
    pattern: new RegExp(`\\b(${MODALS})\\s+(${VERBS_S})\\b`, 'gi'),
    category: 'grammar',
    message: 'enModalVerbS',
    replace: (m) => `${m[1]} ${baseOf((m[2] as string).toLowerCase())}`,
    skip: modalIsNoun,
  },
  {
    id: 'LOCAL_EN_DO_PAST',
    pattern: new RegExp(`\\b(didn't|did not|doesn't|does not|don't|do not)\\s+(${Object.keys(PAST_FORMS).filter((v) => v !== 'had' && v !== 'did' && v !== 'was' && v !== 'were').join('|')})\\b`, 'gi'),
    category: 'grammar',
    message: 'enDoPast',
    replace: (m) => `${m[1]} ${PAST_FORMS[(m[2] as string).toLowerCase()]}`,
  },
  {
    id: 'LOCAL_EN_MORE_COMPARATIVE',
    pattern: new RegExp(`\\b(more|most)\\s+(${COMPARATIVES})\\b`, 'gi'),
    category: 'grammar',
    message: 'enMoreComparative',
    replace: (m) => keepCase(m[0], m[2] as string),
  },
  {
    id: 'LOCAL_EN_AM_AGREE',
    pattern: /\b(am|is|are|was|were)\s+(agree|disagree)\b/gi,
    category: 'grammar',
    message: 'enAmAgree',
    replace: (m) => (m[2] as string),
  },
  {
    id: 'LOCAL_EN_DEPEND_OF',
    pattern: /\b(depend|depends|depended|depending)\s+(of|from)\b/gi,
    category: 'grammar',
    message: 'enDependOf',
    replace: (m) => `${m[1]} on`,
  },
  {
    id: 'LOCAL_EN_AFRAID_FROM',
    pattern: /\b(afraid|scared|frightened)\s+from\b/gi,
    category: 'grammar',
    message: 'enAfraidFrom',
    replace: (m) => `${m[1]} of`,
  },
  {
    id: 'LOCAL_EN_SINCE_DURATION',
    pattern: new RegExp(`\\bsince\\s+((?:${NUMBERS})\\s+(?:years|months|weeks|days|hours|minutes))\\b`, 'gi'),
    category: 'grammar',
    message: 'enSinceDuration',
    replace: (m) => keepCase(m[0], `for ${m[1]}`),
  },
  {
    id: 'LOCAL_EN_EXPLAIN_ME',
    // "her" only before an object ("explained her the rules"), not as a possessive ("explained her decision", "said her husband").
    pattern: /\b(explain|explains|explained|describe|describes|described|say|says|said)\s+(me|him|us|them|her(?=\s+(?:the|a|an|that|this|how|why|what|where|when|who|it|everything)\b))\b/gi,
    category: 'grammar',
    message: 'enExplainMe',
    replace: (m) => `${m[1]} to ${m[2]}`,
  },
  {
    id: 'LOCAL_EN_SUGGEST_ME_TO',
    // "to" before a verb only: "recommend me to your friends" is right.
    pattern: /\b(suggest|suggests|suggested|recommend|recommends|recommended)\s+(me|him|her|us|them)\s+to\b(?!\s+(?:the|a|an|my|your|his|her|our|their|its|this|that|these|those|me|him|us|them|you)\b)/gi,
    category: 'grammar',
    message: 'enSuggestMeTo',
  },
  {
    id: 'LOCAL_EN_BORROW_ME',
    pattern: /\bborrow\s+(me|him|her|us|them)\b/gi,
    category: 'grammar',
    message: 'enBorrowMe',
    replace: (m) => keepCase(m[0], `lend ${m[1]}`),
  },
  {
    id: 'LOCAL_EN_GERUND_AFTER',
    pattern: new RegExp(`\\b(${GERUND_VERBS})\\s+to\\s+([a-z]+)\\b`, 'gi'),
    category: 'grammar',
    message: 'enGerundAfter',
    replace: (m) => (BASE_FORMS.has((m[2] as string).toLowerCase()) ? `${m[1]} ${ing((m[2] as string).toLowerCase())}` : undefined),
    // The passive takes "to": "is considered to be", "will be recommended to".
    skip: (m, text) => /\b(?:is|are|was|were|be|been|being|'s|'re)\s+(?:[a-z]+ly\s+|now\s+|not\s+|also\s+|still\s+|often\s+)?$/i.test(text.slice(Math.max(0, m.index - 30), m.index)),
  },
  {
    id: 'LOCAL_EN_LOOK_FORWARD_TO',
    pattern: /\b(look|looks|looking|looked)\s+forward\s+to\s+([a-z]+)\b/gi,
    category: 'grammar',
    message: 'enLookForwardTo',
    replace: (m) => (BASE_FORMS.has((m[2] as string).toLowerCase()) ? `${m[1]} forward to ${ing((m[2] as string).toLowerCase())}` : undefined),
  },
  {
    id: 'LOCAL_EN_RETURN_BACK',
    pattern: /\b(return|returns|returned|returning)\s+back\b/gi,
    category: 'style',
    message: 'enReturnBack',
    replace: (m) => m[1] as string,
  },
  {
    id: 'LOCAL_EN_REASON_IS_BECAUSE',
    pattern: /\b(reason (?:is|was))\s+because\b/gi,
    category: 'style',
    message: 'enReasonIsBecause',
    replace: (m) => `${m[1]} that`,
  },
  {
    id: 'LOCAL_EN_ALTHOUGH_BUT',
    pattern: /\b(?:although|though|even though)\b[^.!?;]*?,\s*(but)\b/gi,
    category: 'grammar',
    message: 'enAlthoughBut',
  },
  {
    id: 'LOCAL_EN_CANT_HARDLY',
    pattern: /\b(can't|cannot|can not|couldn't)\s+(hardly|barely|scarcely)\b/gi,
    category: 'grammar',
    message: 'enCantHardly',
    replace: (m) => `${/^couldn/i.test(m[1] as string) ? 'could' : 'can'} ${m[2]}`,
  },
  {
    id: 'LOCAL_EN_IF_WILL',
    pattern: /\b(if)\s+(I|he|she|it|we|they)\s+will\s+(?=[a-z]+\b)/gi,
    category: 'grammar',
    message: 'enIfWill',
    replace: (m) => `${m[1]} ${m[2]} `,
  },
  {
    // Swan, Practical English Usage, 4th ed., "there is": "there is" before a singular, "there are" before a plural.
    id: 'LOCAL_EN_THERE_IS_PLURAL',
    pattern: /\b(there)\s+(is|was|'s)\s+(many|several|few|numerous|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+(?!a\b)([a-z]+s)\b/gi,
    category: 'grammar',
    message: 'enThereIsPlural',
    replace: (m) => `${m[1]} ${/^was$/i.test(m[2] as string) ? 'were' : 'are'} ${m[3]} ${m[4]}`,
    // "there's few enough"-type idioms aside, a measure word makes the noun singular: "two hours is".
    skip: (m) => /^(news|series|means|species|physics|mathematics|economics|politics|hours|minutes|years|days|miles|dollars|euros|pounds)$/i.test(m[4] as string),
  },
  {
    // Swan, "-ing and -ed adjectives": the -ing adjective describes what causes the feeling, the -ed one the person who has it.
    id: 'LOCAL_EN_ING_FOR_ED',
    // Only the prepositions of the feeling ("interested in", "excited about", "bored with"): with
    // "in" a performance may be meant ("we were exciting in the second half"), so only after "interesting".
    // Verbs that are often progressive ("we were worrying about", "relaxing in") are not in the list.
    pattern: new RegExp(`\\b(I|we)\\s+(am|are|was|were|'m|'re|feel|felt|get|got)\\s+((?:very|so|really|quite|too|a bit|extremely)\\s+)?(interesting(?=\\s+in\\b)|(?:${ING_ADJECTIVES})(?=\\s+(?:about|with|by)\\b))\\s+(about|in|with|by)\\b`, 'gi'),
    category: 'grammar',
    message: 'enIngForEd',
    replace: (m) => `${m[1]} ${m[2]} ${m[3] ?? ''}${edAdjective(m[4] as string)} ${m[5]}`,
  },
  {
    id: 'LOCAL_EN_VERY_VERB',
    pattern: new RegExp(`\\b(I|we|you|they|he|she)\\s+very\\s+(${FEELING_VERBS})\\b`, 'gi'),
    category: 'grammar',
    message: 'enVeryVerb',
    replace: (m) => `${m[1]} really ${m[2]}`,
  },
  {
    // Cambridge Dictionary, "married": married to someone; "married with children" is the other sense.
    id: 'LOCAL_EN_MARRIED_WITH',
    // A person: a pronoun, a name, or a one-word noun phrase that ends the clause ("with a doctor.");
    // "married with a small ceremony at noon" is left alone.
    pattern: /\b(married|engaged)\s+with\s+(?=(?:him|her|me|them|you|us)\b|[A-Z][a-z]+\b|(?:a|an|the|my|his|her|their|your|our)\s+[a-z]+\s*(?:[.!?,;]|$))/g,
    category: 'grammar',
    message: 'enMarriedWith',
    replace: (m) => `${m[1]} to `,
    skip: (m, text) => /^(?:(?:a|an|two|three|four|five|no|one|his|her|their|my|our|your)\s+)?(?:child|children|kids|kid|baby|babies|twins|sons?|daughters?|family|dogs?|cats?|grandchildren)\b/i.test(text.slice(m.index + m[0].length)),
  },
  {
    id: 'LOCAL_EN_THIS_ARE',
    // At a sentence start only: "people who use this are …" is correct ("this" the object).
    pattern: /(?<=^|[.!?]\s+|\n\s*)(this)\s+(are)\b/gi,
    category: 'grammar',
    message: 'enThisAre',
    replace: (m) => keepCase(m[1] as string, 'these are'),
  },
  {
    id: 'LOCAL_EN_YOUR_WELCOME',
    pattern: /\b(your)\s+welcome(?=\s*[.!,;]|\s*$|\s+to\s+(?:join|come|stay|use|visit|ask|contact|take|try|call|share|borrow|bring|attend|leave|read|watch|help)\b)/gi,
    category: 'grammar',
    message: 'enYourWelcome',
    replace: (m) => keepCase(m[1] as string, "you're welcome"),
  },
  {
    // An indirect question keeps statement order (Swan, "indirect speech: questions"): "tell me where the station is".
    id: 'LOCAL_EN_INDIRECT_QUESTION',
    pattern: new RegExp(`\\b(know|tell me|tell us|tell him|tell her|ask|asked|wonder|wondering|remember|understand|explain|show me|sure)\\s+(what|where|when|why|how)\\s+(is|are|was|were)\\s+((?:${DETERMINERS})\\s+[a-z]+)(?=\\s*[.?!,]|\\s*$)`, 'gi'),
    category: 'grammar',
    message: 'enIndirectQuestion',
    replace: (m) => `${m[1]} ${m[2]} ${m[4]} ${m[3]}`,
  },
  {
    // The present perfect does not go with a finished time (Swan, "present perfect or simple past"): "I saw him yesterday".
    id: 'LOCAL_EN_PERFECT_FINISHED_TIME',
    pattern: new RegExp(`\\b(have|has)\\s+(?:(?:already|just|never|ever|not)\\s+)?(${PARTICIPLES})\\b(?:\\s+(?!(?:that|when|and|but|because|since|if|before|after|until|for|so)\\b)[A-Za-z']+){0,4}?\\s+(${PAST_TIMES})\\b`, 'gi'),
    category: 'grammar',
    message: 'enPerfectFinishedTime',
  },
  {
    id: 'LOCAL_EN_IN_MY_OPINION_I_THINK',
    pattern: /\b(in my opinion),?\s+I think( that)?\b/gi,
    category: 'style',
    message: 'enInMyOpinionIThink',
    replace: (m) => `${m[1]},`,
  },
  {
    // Swan, “everybody, somebody etc.”: a singular verb ("everyone has"). Only where the pronoun
    // begins a clause (not "does everyone have", "let everyone have", "those who know someone have").
    id: 'LOCAL_EN_INDEFINITE_PLURAL',
    pattern: new RegExp(`(?<=${CLAUSE_START}(${INDEFINITES})(?:\\s+else)?\\s+)(${PLURAL_VERBS})\\b`, 'gi'),
    category: 'grammar',
    message: 'confusion',
    replace: (m) => singularVerb(m[2] as string),
    values: wrongRight,
    skip: (m, text) => {
      const verb = (m[2] as string).toLowerCase();
      const before = text.slice(Math.max(0, m.index - 120), m.index);
      const clause = before.slice(0, before.lastIndexOf(m[1] as string));
      // "Nothing have I seen": the subject follows (inversion).
      if (/^\s+(?:I|you|he|she|we|they)\b/.test(text.slice(m.index + m[0].length))) return true;
      // "if someone were to ask", "as if nothing were wrong": the subjunctive.
      if (verb === 'were' && /\b(?:if|though|wish|wished|suppose|supposing|unless|whether|lest|imagine)\b[^.!?;]*$/i.test(clause)) return true;
      if (verb === 'have' || verb === 'do') {
        // "we recommend that everyone have a backup": the mandative subjunctive.
        if (MANDATIVE.test(clause)) return true;
        // "Everybody have fun!", "Everyone do your best.": an imperative at a sentence start.
        const atSentenceStart = /(?:^|[.!?]\s*|\n\s*)$/.test(clause);
        const rest = text.slice(m.index + m[0].length, m.index + m[0].length + 200);
        if (atSentenceStart && (/^[^.!?\n]*!/.test(rest) || /^\s+(?:your|yourselves|yourself|fun|a\s+(?:good|great|nice|happy|safe|lovely|wonderful|merry))\b/i.test(rest))) return true;
      }
      return false;
    },
  },
  {
    // Swan, “each”: each of + plural noun phrase takes a singular verb ("each of the students has").
    id: 'LOCAL_EN_EACH_OF_PLURAL',
    pattern: new RegExp(
      `(?<=${CLAUSE_START}each of (?:them|us|you|these|those|(?:the|my|your|his|her|our|their|these|those)\\s+${ADJECTIVE_SLOT}${PLURAL_NOUN})\\s+)(${PLURAL_VERBS})\\b`,
      'gi',
    ),
    category: 'grammar',
    message: 'confusion',
    replace: (m) => singularVerb(m[1] as string),
    values: wrongRight,
  },
  {
    // Swan, “number”: "the number of + plural noun" takes a singular verb ("a number of" is plural
    // and not matched); likewise the amount, price, cost… of (the verb agrees with the head noun).
    // Not the second of two subjects ("the price of bread and the cost of milk are").
    id: 'LOCAL_EN_NUMBER_OF_PLURAL',
    pattern: new RegExp(`(?<=(?<!\\b(?:and|or|nor)\\s+)\\bthe (?:${SINGULAR_HEADS}) of (?:(?:the|these|those|my|your|his|her|our|their|all|such|many|its) +)?${ADJECTIVE_SLOT.replace(/\\s/g, ' ')}${PLURAL_NOUN} +)(${PLURAL_VERBS})\\b`, 'gi'),
    category: 'grammar',
    message: 'confusion',
    replace: (m) => singularVerb(m[1] as string),
    values: wrongRight,
  },
  {
    // Swan, “if: special structures”: "If I were you" is the fixed phrase for advice.
    id: 'LOCAL_EN_IF_I_WAS_YOU',
    pattern: /\b(if I) was (you)\b/gi,
    category: 'grammar',
    message: 'confusion',
    replace: (m) => `${m[1]} were ${m[2]}`,
    values: wrongRight,
  },
  {
    // Swan, “comparison: comparative and superlative adjectives”: one compared with a whole group
    // ("in the world", "in our class") takes the superlative. Only after a form of "be", so that
    // "the more cars in the city, the worse" and "one of the more interesting cities" are left alone.
    id: 'LOCAL_EN_THE_MORE_SUPERLATIVE',
    pattern: /(?<=\b(?:is|was|are|were|'s|be|been)\s+)(the more)(?=\s+[a-z]+\s+[a-z]+\s+in\s+(?:the|my|our|this|his|her|their|your)\s+(?:world|class|country|city|school|family|team|group|town|company|office|universe|history|area|region)\b)/gi,
    category: 'grammar',
    message: 'confusion',
    replace: (m) => keepCase(m[0], 'the most'),
    values: wrongRight,
  },
  {
    // Swan, “personal pronouns: I and me etc.”: the subject is "I", "he", "she", with "I" last
    // ("My friend and I went"). Only at a sentence start with a verb after the pair.
    id: 'LOCAL_EN_ME_AND_SUBJECT',
    pattern: /(?<=^|[.!?]\s+|\n\s*|["“]\s*)\b([Mm]e|[Hh]im|[Hh]er)\s+and\s+(me|him|her|(?:my|his|her|our|their)\s+(?:[a-z]+\s+)?[a-z]+|[A-Z][a-z]+)(?=\s+(?:am|are|were|was|is|went|go|have|had|did|do|will|would|can|could|got|get|like|love|play|met|saw|came|took|made|live|always|often|never|both|also|usually|[a-z]+ed)\b)/g,
    category: 'grammar',
    message: 'commonError',
    replace: (m) => {
      const first = (m[1] as string).toLowerCase();
      const second = m[2] as string;
      const subject = (word: string) => SUBJECT_FORM[word.toLowerCase()] ?? word;
      const pair = first === 'me' ? `${subject(second)} and I` : second === 'me' ? `${subject(first)} and I` : `${subject(first)} and ${subject(second)}`;
      return keepCase('A', pair);
    },
    values: wrongRight,
  },
  {
    // Cambridge Dictionary, “wait”: wait for someone. Not "wait them out"; "you" and "her" only
    // before a place or time ("while we wait you can read", "she waited her turn").
    id: 'LOCAL_EN_WAIT_FOR',
    pattern: /\b(wait|waits|waited|waiting)\s+(?:(me|him|us|them)\b(?!\s+out\b)|(you|her)(?=\s*(?:[.!?,;]|$)|\s+(?:at|in|outside|until|till|here|there|on|near|by|downstairs|upstairs|patiently)\b))/gi,
    category: 'grammar',
    message: 'confusion',
    replace: (m) => `${m[1]} for ${m[2] ?? m[3]}`,
    values: wrongRight,
  },
  {
    // Cambridge Dictionary, “lose” and “loose”: the verb is "lose"; after an auxiliary, "to" or a
    // subject and before a thing one loses (not the adjective: "it is not loose all the time").
    id: 'LOCAL_EN_LOOSE_LOSE',
    pattern: new RegExp(`(?<=\\b(?:(?:will|won['’]t|can|can['’]t|cannot|could|might|may|would|should|must|do|does|did|don['’]t|doesn['’]t|didn['’]t)(?:\\s+not)?|to|never|I|you|we|they)\\s+)loose(?=\\s+(?:(?:my|your|his|her|our|their|the|its|any|all|some|much|a lot of)\\s+){0,2}(?:${LOSE_OBJECTS})\\b)`, 'gi'),
    category: 'grammar',
    message: 'confusion',
    replace: () => 'lose',
    values: wrongRight,
  },
  {
    // Cambridge Dictionary, “accept” and “except”: "accept the fact". The formal verb "except"
    // (to leave out) is followed by "from" and left alone.
    id: 'LOCAL_EN_EXCEPT_ACCEPT',
    pattern: new RegExp(`(?<=\\b(?:to|must|should|will|won['’]t|can|can['’]t|cannot|could|would|might|don['’]t|didn['’]t|never)\\s+)except(?=\\s+(?:(?:the|my|your|his|her|our|their|this|that|these|those|an?)\\s+)?(?:${ACCEPT_OBJECTS})\\b(?![^.!?\\n]{0,60}\\bfrom\\b))`, 'gi'),
    category: 'grammar',
    message: 'confusion',
    replace: () => 'accept',
    values: wrongRight,
  },
  {
    // Swan, “everybody, somebody” / agreement: a singular person takes "doesn't". Only where the
    // noun phrase begins a clause ("my sister and her husband don't" is plural).
    id: 'LOCAL_EN_SINGULAR_DONT',
    pattern: new RegExp(`(?<=${CLAUSE_START}(?:my|his|her|your|our|their|the)\\s+(?:${PERSON_NOUNS})\\s+)(do not|don['’]t)\\b`, 'gi'),
    category: 'grammar',
    message: 'confusion',
    replace: (m) => singularVerb(m[1] as string),
    values: wrongRight,
  },
  {
    // Swan, “past simple”: a finished time at the sentence start ("Yesterday I went"), a base form after its subject.
    id: 'LOCAL_EN_PAST_TIME_PRESENT',
    pattern: new RegExp(`(?<=(?:^|[.!?]\\s+|\\n\\s*)(?:${PAST_TIME_START})\\s*,?\\s+(?:I|we|they|you|he|she)\\s+)(${Object.keys(PAST_OF).join('|')})\\b`, 'gi'),
    category: 'grammar',
    message: 'enPerfectFinishedTime',
    replace: (m) => PAST_OF[(m[1] as string).toLowerCase()],
  },
  {
    // Cambridge Dictionary, “discuss”: it takes an object, not "about" (not "discussed about a year ago").
    id: 'LOCAL_EN_DISCUSS_ABOUT',
    pattern: /\b(discuss|discusses|discussed|discussing)\s+about\b(?!\s+(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|half|\d+)\b)/gi,
    category: 'grammar',
    message: 'commonError',
    replace: (m) => m[1] as string,
    values: wrongRight,
  },
  {
    // Cambridge Dictionary, “despite”: never followed by "of" (unlike "in spite of").
    id: 'LOCAL_EN_DESPITE_OF',
    pattern: /(?<!\bin\s+)\b(despite)\s+of\b/gi,
    category: 'grammar',
    message: 'commonError',
    replace: (m) => m[1] as string,
    values: wrongRight,
  },
  {
    // Cambridge Dictionary, “according to”: not used for one's own opinion.
    id: 'LOCAL_EN_ACCORDING_TO_ME',
    pattern: /\b(according to) (?:me|my opinion|my point of view)\b/gi,
    category: 'grammar',
    message: 'commonError',
    replace: (m) => keepCase(m[0], 'in my opinion'),
    values: wrongRight,
  },
  {
    // Cambridge Dictionary, “too”: the adverb of excess before an adjective ("I am too tired", "it
    // is too expensive"); "to" there is a slip. Only after a form of "be", "feel", "get", "seem"
    // or "look", and before adjectives that are not also verbs ("to close", "to fast", "to slow"
    // begin an infinitive: "the plan is to close the road").
    id: 'LOCAL_EN_TO_TOO',
    pattern: new RegExp(`(?<=\\b(?:am|is|are|was|were|be|been|being|'m|'s|'re|feel|feels|felt|get|gets|got|getting|seem|seems|seemed|look|looks|looked)\\s+)to(?=\\s+(?:${TOO_ADJECTIVES})\\b)`, 'gi'),
    category: 'grammar',
    message: 'confusion',
    replace: (m) => keepCase(m[0], 'too'),
    values: wrongRight,
  },
  {
    // Cambridge Dictionary, “listen”: listen to something ("easy listening music" is a noun phrase).
    id: 'LOCAL_EN_LISTEN_TO',
    pattern: /(?:\b(listen|listens|listened)|(?<=\b(?:am|is|are|was|were|be|been|'m|'s|'re)\s+)(listening))(?=\s+(?:music|songs|podcasts|the radio|the news|radio)\b)/gi,
    category: 'grammar',
    message: 'confusion',
    replace: (m) => `${m[1] ?? m[2]} to`,
    values: wrongRight,
  },
];

/** The id of every English rule. */
export const ENGLISH_RULE_IDS: readonly string[] = RULES.map((rule) => rule.id);

/** "interesting" → "interested", "worrying" → "worried". */
function edAdjective(ingForm: string): string {
  return /[^aeiou]ying$/i.test(ingForm) ? ingForm.replace(/ying$/i, 'ied') : ingForm.replace(/ing$/i, 'ed');
}

function baseOf(verbS: string): string {
  if (verbS === 'has') return 'have';
  if (verbS === 'does') return 'do';
  if (verbS === 'goes') return 'go';
  if (/ies$/.test(verbS)) return `${verbS.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes)$/.test(verbS)) return verbS.slice(0, -2);
  return verbS.slice(0, -1);
}

/** Findings of the English rules in `text`. */
export function checkEnglishRules(text: string): Suggestion[] {
  const out: Suggestion[] = [];
  for (const rule of RULES) {
    rule.pattern.lastIndex = 0;
    for (let m = rule.pattern.exec(text); m; m = rule.pattern.exec(text)) {
      if (rule.skip?.(m, text)) continue;
      let offset = m.index;
      let original = m[0];
      let replacement = rule.replace?.(m);
      // "although …, but": only ", but" is wrong; flag it alone.
      if (rule.id === 'LOCAL_EN_ALTHOUGH_BUT') {
        const comma = m[0].lastIndexOf(',');
        offset = m.index + comma;
        original = m[0].slice(comma);
        replacement = ',';
      } else if (rule.replace && replacement === undefined) continue;
      out.push({
        id: `local:${rule.id}:${offset}:${original.length}`,
        category: rule.category,
        offset,
        length: original.length,
        original,
        replacements: replacement === undefined || replacement === original ? [] : [replacement],
        ...ruleMessageFields({ key: rule.message, values: rule.values?.(original, replacement) ?? {} }),
        ruleId: rule.id,
        engine: 'local',
      });
    }
  }
  return out;
}
