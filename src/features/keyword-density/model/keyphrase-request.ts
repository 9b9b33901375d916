import type { DensityBandSet } from './keyphrase-verdict';

/** The keyphrases to judge and how to find them. */
export interface KeyphraseRequest {
  /** The focus keyphrase; empty for none. */
  focus: string;
  /** Up to {@link maxRelatedKeyphrases} related keyphrases or synonyms. */
  related: string[];
  /** Yoast's matching: the words in any order within one sentence. */
  anyOrder: boolean;
  /** Leave the keyphrase's function words out. */
  ignoreFunctionWords: boolean;
  bands: DensityBandSet;
}

/** Yoast Premium's limit of related keyphrases, which the checker follows. */
export const maxRelatedKeyphrases = 4;
