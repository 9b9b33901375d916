/**
 * WordNet's generic sentence frames for verbs, by number, as the WordNet browser prints them
 * (wninput(5WN), "Verb Frames"; the frame texts of WordNet's `frames.vrb`). "----" stands for the
 * verb. They are English sentence patterns about English verbs, shown as the source writes them.
 */
const verbFrames = [
  'Something ----s',
  'Somebody ----s',
  'It is ----ing',
  'Something is ----ing PP',
  'Something ----s something Adjective/Noun',
  'Something ----s Adjective/Noun',
  'Somebody ----s Adjective',
  'Somebody ----s something',
  'Somebody ----s somebody',
  'Something ----s somebody',
  'Something ----s something',
  'Something ----s to somebody',
  'Somebody ----s on something',
  'Somebody ----s somebody something',
  'Somebody ----s something to somebody',
  'Somebody ----s something from somebody',
  'Somebody ----s somebody with something',
  'Somebody ----s somebody of something',
  'Somebody ----s something on somebody',
  'Somebody ----s somebody PP',
  'Somebody ----s something PP',
  'Somebody ----s PP',
  "Somebody's (body part) ----s",
  'Somebody ----s somebody to INFINITIVE',
  'Somebody ----s somebody INFINITIVE',
  'Somebody ----s that CLAUSE',
  'Somebody ----s to somebody',
  'Somebody ----s to INFINITIVE',
  'Somebody ----s whether INFINITIVE',
  'Somebody ----s somebody into V-ing something',
  'Somebody ----s something with something',
  'Somebody ----s INFINITIVE',
  'Somebody ----s VERB-ing',
  'It ----s that CLAUSE',
  'Something ----s INFINITIVE',
] as const;

/** The text of frame `frame` (1–35), or null for a number WordNet does not define. */
export function verbFrameText(frame: number): string | null {
  return verbFrames[frame - 1] ?? null;
}
