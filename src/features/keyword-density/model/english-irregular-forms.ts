/**
 * English forms that no suffix-stripping stemmer can bring to their base word ("ran" → "run",
 * "children" → "child"), mapped to it before stemming so that they count with the regular forms.
 *
 * Sources: the irregular verbs of Wiktionary's "Appendix:English irregular verbs" (limited to
 * the verbs of the Oxford 3000 core vocabulary) and the irregular plurals of Wiktionary's
 * "Appendix:English irregular nouns" (the Old English umlaut and -en plurals, and person/people).
 * Forms that are frequent words of their own are left out on purpose, because mapping them would
 * merge unrelated keywords: left (leave), saw (see), found (find), ground (grind), rose (rise),
 * wound (wind), lay (lie), felt (feel), fell (fall), bore (bear), spoke (speak) and led (lead).
 *
 * Each entry is "base past participle…" (one or more forms after the base).
 */
const irregularVerbs = [
  'be was were been being is am are', 'become became', 'begin began begun', 'bite bit bitten', 'blow blew blown',
  'break broke broken', 'bring brought', 'build built', 'buy bought', 'catch caught', 'choose chose chosen',
  'come came', 'cost', 'cut', 'deal dealt', 'dig dug', 'do did done does', 'draw drew drawn', 'dream dreamt',
  'drink drank drunk', 'drive drove driven', 'eat ate eaten', 'fight fought', 'fly flew flown', 'forget forgot forgotten',
  'forgive forgave forgiven', 'freeze froze frozen', 'get got gotten', 'give gave given', 'go went gone goes',
  'grow grew grown', 'hang hung', 'have had has', 'hear heard', 'hide hid hidden', 'hit', 'hold held', 'hurt',
  'keep kept', 'know knew known', 'learn learnt', 'lend lent', 'let', 'lose lost', 'make made', 'mean meant',
  'meet met', 'pay paid', 'put', 'read', 'ride rode ridden', 'ring rang rung', 'run ran', 'say said', 'seek sought',
  'sell sold', 'send sent', 'set', 'shake shook shaken', 'shine shone', 'shoot shot', 'show shown', 'shut',
  'sing sang sung', 'sink sank sunk', 'sit sat', 'sleep slept', 'spend spent', 'spread', 'stand stood', 'steal stole stolen',
  'stick stuck', 'strike struck', 'swim swam swum', 'take took taken', 'teach taught', 'tear tore torn', 'tell told',
  'think thought', 'throw threw thrown', 'understand understood', 'wake woke woken', 'wear wore worn', 'win won',
  'write wrote written',
];

const irregularNouns = [
  'child children', 'man men', 'woman women', 'person people', 'foot feet', 'tooth teeth', 'goose geese',
  'mouse mice', 'ox oxen',
];

/** Irregular form → base word, both in lower case. */
export const englishIrregularBases: ReadonlyMap<string, string> = new Map(
  [...irregularVerbs, ...irregularNouns].flatMap((entry) => {
    const [base, ...forms] = entry.split(' ');
    return forms.map((form) => [form, base!] as const);
  }),
);
