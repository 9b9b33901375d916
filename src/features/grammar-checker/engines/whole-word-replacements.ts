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

const REP_COUNT_LINE = /^REP[ \t]+(\d+)[ \t]*(\n|$)/m;
const REP_HEADER = /^REP\s+(\d+)\s*$/;
const WHOLE_WORD_REP_LINE = /^REP[ \t]+\^(\S+)\$[ \t]+(\S+)[^\n]*\n?/gm;

/**
 * Word → its replacements in the file's order, separated by tabs: one string rather than an array
 * per word, which for Irish's 104,516 words would hold 6.5 MB more.
 */
export type WholeWordReplacements = ReadonlyMap<string, string>;

export interface AffixWithoutWholeWordReplacements {
  /** The affix file for Hunspell: without those lines unless it needs them (its REP count adjusted). */
  aff: Uint8Array;
  replacements: WholeWordReplacements;
}

/** The whole-word replacements of `aff`, and the affix file for Hunspell (see above). */
export function takeWholeWordReplacements(aff: Uint8Array): AffixWithoutWholeWordReplacements {
  const text = new TextDecoder().decode(aff);
  const replacements = new Map<string, string>();
  let taken = 0;
  const rest = text.replace(WHOLE_WORD_REP_LINE, (_line, word: string, replacement: string) => {
    const spaced = replacement.replace(/_/g, ' ');
    const listed = replacements.get(word);
    replacements.set(word, listed === undefined ? spaced : `${listed}\t${spaced}`);
    taken++;
    return '';
  });
  if (taken === 0 || /^CHECKCOMPOUNDREP\b/m.test(text)) return { aff, replacements };
  // The table's header counts the lines left; a table left empty goes with it (Hunspell reads `REP 0` as an error).
  const adjusted = rest.replace(REP_COUNT_LINE, (_header, count: string, end: string) => (Number(count) > taken ? `REP ${Number(count) - taken}${end}` : ''));
  return { aff: new TextEncoder().encode(adjusted), replacements };
}

/**
 * `aff` with `rows` (a word, then its replacements; several words joined by a space) added to its
 * REP table as whole-word replacements, after the table's own lines (or in a new table at the end).
 */
export function withWholeWordReplacements(aff: string, rows: ReadonlyArray<readonly string[]>): string {
  const added = rows.flatMap(([word, ...replacements]) => replacements.map((r) => `REP ^${word}$ ${r.replace(/ /g, '_')}`));
  if (added.length === 0) return aff;
  const lines = aff.split('\n');
  const header = lines.findIndex((line) => REP_HEADER.test(line));
  if (header < 0) return `${aff.replace(/\n*$/, '\n')}\nREP ${added.length}\n${added.join('\n')}\n`;
  const count = Number(REP_HEADER.exec(lines[header] as string)?.[1]);
  lines[header] = `REP ${count + added.length}`;
  lines.splice(header + 1 + count, 0, ...added);
  return lines.join('\n');
}
