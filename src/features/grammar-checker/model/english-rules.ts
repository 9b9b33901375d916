/**
 * A few high-precision English rules for textbook learner errors that harper.js (v2.10) does
 * not report: a modal followed by "to" or a third-person verb, "more taller", "depend of",
 * "since five years", "explain me", "borrow me", "return back", "although …, but", "the
 * reason is because", "enjoy to", "look forward to hear", "can't hardly". Each pattern is
 * written so that correct English does not match it; anything needing a parser is left alone.
 * The messages are templates of `GrammarChecker.rules` (./rule-messages.ts): a reader whose UI
 * is in another language reads the explanation in it, around the English words it quotes.
 */
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
}

/** "the will to live", "a can to hold", "his will leaves", "from May to June": nouns, not modals. */
function modalIsNoun(match: RegExpExecArray, text: string): boolean {
  const before = text.slice(Math.max(0, match.index - 12), match.index);
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

const keepCase = (original: string, replacement: string) => (/^[A-Z]/.test(original) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement);

/** Words that end a noun phrase's determiner slot in the indirect-question rule. */
const DETERMINERS = 'the|his|her|my|your|our|their|its|this|that';
/** -ing adjectives that learners use for the feeling ("I am exciting about"); Swan, Practical English Usage, 4th ed., “-ing and -ed adjectives”. */
const ING_ADJECTIVES = 'interesting|exciting|boring|tiring|confusing|disappointing|frightening|surprising|embarrassing';
/** Verbs of liking and wanting that "very" cannot modify ("I very like"; Swan, "very and very much"). */
const FEELING_VERBS = 'like|likes|liked|love|loves|loved|enjoy|enjoys|enjoyed|want|wants|wanted|hate|hates|hated|appreciate|appreciates|appreciated|need|needs|needed|prefer|prefers|preferred';
/** Past participles frequent in learner text, for the present perfect with a finished time. */
const PARTICIPLES = 'seen|been|done|gone|had|made|taken|given|got|gotten|met|bought|written|eaten|spoken|found|lost|sent|left|heard|come|become|begun|told|read|paid|visited|finished|started|arrived|received|called|played|watched|worked|moved|lived|studied|travelled|traveled|stayed|cooked|lost|won';
const PAST_TIMES = 'yesterday|last (?:night|week|month|year|summer|winter|spring|autumn|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|time)|(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|a few|many) (?:minutes|hours|days|weeks|months|years) ago|in (?:19|20)\\d\\d';

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
    pattern: /\b(explain|explains|explained|describe|describes|described|say|says|said)\s+(me|him|her|us|them)\b/gi,
    category: 'grammar',
    message: 'enExplainMe',
    replace: (m) => `${m[1]} to ${m[2]}`,
  },
  {
    id: 'LOCAL_EN_SUGGEST_ME_TO',
    pattern: /\b(suggest|suggests|suggested|recommend|recommends|recommended)\s+(me|him|her|us|them)\s+to\b/gi,
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
        ...ruleMessageFields({ key: rule.message, values: {} }),
        ruleId: rule.id,
        engine: 'local',
      });
    }
  }
  return out;
}
