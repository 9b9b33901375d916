/**
 * Morphological descriptions in a Hunspell word list (`casa/10 po:nome is:…`) serve its
 * analysis and generation, which the checker never asks for; spelling and suggestions read only
 * the words, their flags, and `ph:` fields (replacement patterns for suggestions, hashmgr.cxx
 * `add_word`). They are most of some lists: 6.5 of Galician's 8.6 MB. Dropping them leaves what
 * Hunspell accepts and suggests as it was, and a list that downloads and loads in a fraction
 * of the time.
 */

/** Where Hunspell's loader (hashmgr.cxx, `load_tables`) finds a line's description: its first "<space>xx:" after a word. */
function descriptionStart(line: string): number {
  for (let colon = line.indexOf(':'); colon >= 0; colon = line.indexOf(':', colon + 1)) {
    if (colon > 3 && (line[colon - 3] === ' ' || line[colon - 3] === '\t')) {
      let end = colon - 3;
      while (end > 0 && (line[end - 1] === ' ' || line[end - 1] === '\t')) end--;
      // No word before it: Hunspell takes the whole line as the word, and so does this.
      return end === 0 ? -1 : end;
    }
  }
  return -1;
}

/** `line` without its morphological description, keeping its `ph:` fields. */
export function withoutMorphology(line: string): string {
  const start = descriptionStart(line);
  if (start < 0) return line;
  const phonetic = line
    .slice(start)
    .split(/[ \t]+/)
    .filter((field) => field.startsWith('ph:'));
  return phonetic.length ? `${line.slice(0, start)} ${phonetic.join(' ')}` : line.slice(0, start);
}

/** A UTF-8 word list without morphological descriptions; the same bytes when it has none. */
export function dictionaryWithoutMorphology(dic: Uint8Array): Uint8Array {
  const text = new TextDecoder().decode(dic);
  if (!/[ \t]\S\S:/.test(text)) return dic;
  const lines = text.split('\n');
  // The count line stays: the entries are the same.
  return new TextEncoder().encode([lines[0], ...lines.slice(1).map(withoutMorphology)].join('\n'));
}
