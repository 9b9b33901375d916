/** The part-of-speech filter's choices. */
export const posOptions = ['all', 'noun', 'verb', 'adjective', 'adverb'] as const;

/** A choice of the part-of-speech filter: one part of speech, or all. */
export type PosOption = (typeof posOptions)[number];

/** Whether `value` (from the address) is a choice of the part-of-speech filter. */
export const isPosOption = (value: string | null): value is PosOption => posOptions.includes(value as PosOption);

/** The message naming each filter choice and each part of speech a result may have. */
export const posLabelKey = { all: 'posAll', noun: 'posNoun', verb: 'posVerb', adjective: 'posAdjective', adverb: 'posAdverb', other: 'posOther' } as const;
