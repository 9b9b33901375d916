import { HunspellWasm, type Speller } from '../hunspell';
import { HunspellChecker } from '../hunspell-checker';
import { createNodeAssetSource, readDictionary } from '../node-assets';
import type { DictionaryId } from '../../model/languages';

/** A checker of the real dictionary `id` (tests), with its speller, to tell what the dictionary lists from what the checker adds. */
export async function dictionaryChecker(id: DictionaryId): Promise<{ speller: Speller; checker: HunspellChecker }> {
  const wasm = await HunspellWasm.instantiate(await createNodeAssetSource().hunspellRuntime());
  const files = readDictionary(id);
  const speller = wasm.createSpeller(files.aff, files.dic);
  return { speller, checker: new HunspellChecker(speller, id) };
}
