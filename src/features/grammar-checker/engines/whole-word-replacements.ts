/**
 * Whole-word replacements of a Hunspell affix file: `REP ^form$ replacement` lines, the way a
 * dictionary's authors say "this word is written that way" (Hunspell's manual, hunspell(5),
 * "REP": `^` and `$` tie a pattern to the start and the end of the word, `_` in the replacement is
 * a space). Galician lists about 20,000 (Spanish words and spellings → Galician ones: alquilar →
 * alugar), Dutch 400, Croatian, Danish, French, Swedish and Hungarian a few, and the Irish file
 * gets An Gramadóir's standard forms of older spellings (scripts/grammar/import-irish-standard-forms.ts).
 *
 * Hunspell tries them among many other edits, and our ranking of its candidates by closeness to
 * the word would put "amh gar" before "angar" for "amhgar": so the checker proposes these itself,
 * first, and Hunspell need not read them. Where the affix file asks Hunspell to judge compounds by
 * them (CHECKCOMPOUNDREP), they stay in the file Hunspell reads.
 */

const REP_COUNT = /^REP\s+(\d+)\s*$/;
const WHOLE_WORD_REP = /^REP\s+\^(\S+)\$\s+(\S+)/;

export interface AffixWithoutWholeWordReplacements {
  /** The affix file for Hunspell: without those lines unless it needs them (its REP count adjusted). */
  aff: Uint8Array;
  /** Word → its replacements, in the file's order. */
  replacements: ReadonlyMap<string, readonly string[]>;
}

/** The whole-word replacements of `aff`, and the affix file for Hunspell (see above). */
export function takeWholeWordReplacements(aff: Uint8Array): AffixWithoutWholeWordReplacements {
  const text = new TextDecoder().decode(aff);
  if (!/^REP\s+\^\S+\$\s/m.test(text)) return { aff, replacements: new Map() };
  const replacements = new Map<string, string[]>();
  const kept: string[] = [];
  let taken = 0;
  for (const line of text.split('\n')) {
    const rep = WHOLE_WORD_REP.exec(line);
    if (!rep) {
      kept.push(line);
      continue;
    }
    const [, word, replacement] = rep as unknown as [string, string, string];
    const list = replacements.get(word);
    if (list) list.push(replacement.replace(/_/g, ' '));
    else replacements.set(word, [replacement.replace(/_/g, ' ')]);
    taken++;
  }
  if (/^CHECKCOMPOUNDREP\b/m.test(text)) return { aff, replacements };
  const countLine = kept.findIndex((line) => REP_COUNT.test(line));
  if (countLine >= 0) {
    const count = Number(REP_COUNT.exec(kept[countLine] as string)?.[1]) - taken;
    // A table left empty goes with its header: Hunspell reads `REP 0` as an error.
    if (count > 0) kept[countLine] = `REP ${count}`;
    else kept.splice(countLine, 1);
  }
  return { aff: new TextEncoder().encode(kept.join('\n')), replacements };
}

/**
 * `aff` with `rows` (a word, then its replacements; several words joined by a space) added to its
 * REP table as whole-word replacements, after the table's own lines (or in a new table at the end).
 */
export function withWholeWordReplacements(aff: string, rows: ReadonlyArray<readonly string[]>): string {
  const added = rows.flatMap(([word, ...replacements]) => replacements.map((r) => `REP ^${word}$ ${r.replace(/ /g, '_')}`));
  if (added.length === 0) return aff;
  const lines = aff.split('\n');
  const header = lines.findIndex((line) => REP_COUNT.test(line));
  if (header < 0) return `${aff.replace(/\n*$/, '\n')}\nREP ${added.length}\n${added.join('\n')}\n`;
  const count = Number(REP_COUNT.exec(lines[header] as string)?.[1]);
  lines[header] = `REP ${count + added.length}`;
  lines.splice(header + 1 + count, 0, ...added);
  return lines.join('\n');
}
