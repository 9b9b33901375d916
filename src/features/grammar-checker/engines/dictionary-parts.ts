/**
 * A large Hunspell word list (.dic) is served in part files (`uk.1.dic`…) and loads part by
 * part: Hunspell parses the first (`Hunspell_create`) while the next downloads, then adds each
 * (`Hunspell_add_dic`). Parsing takes about as long as downloading (Ukrainian's 8.4 MB: ~0.8 s
 * each in Chromium on a CI machine), so the two no longer add up. Loading a list in parts
 * costs Hunspell about a tenth more work in all (five parts of Ukrainian: 0.87–0.93 s against
 * 0.77–0.81 s in Node), spelling as fast.
 *
 * Hunspell keeps one hash table per part. Its spelling check asks every table in turn, but its
 * affix and compound checks take the first table that holds a stem and follow only that
 * entry's homonyms (hunspell/affixmgr.cxx, `AffixMgr::lookup`): entries Hunspell files under
 * the same key must stay in one part, or a stem's second set of flags is lost (a test shows
 * "walk/A" and "walk/B" cut apart losing "walked"). Hunspell's key is the word as written,
 * without the affix file's IGNORE characters; loading also adds a capitalised twin of an
 * all-capitals entry (hashmgr.cxx, `add_hidden_capitalized_word`). Entries are grouped here by
 * {@link entryKey}, which folds more together than Hunspell does (case, Turkish dotless i,
 * Greek final sigma), and a group never spans two parts.
 */

/** Parts of about this size: per part, Hunspell reads the affix file's header again and starts a table. */
export const DICTIONARY_PART_BYTES = 1_500_000;

const NEWLINE = 0x0a;

/** The characters of the affix file's IGNORE line, which Hunspell removes from every entry. */
export function ignoredCharacters(aff: string): string {
  return /^IGNORE[ \t]+(\S+)/m.exec(aff)?.[1] ?? '';
}

/**
 * A key under which every entry Hunspell might file with this line's lands: the word up to its
 * flags (an unescaped `/`), morphology or first space, without ignored characters, in lower
 * case, with the letters whose case pairs differ by language folded together (Turkish ı/i and
 * İ's combining dot, Greek final sigma).
 */
export function entryKey(line: string, ignored: string): string {
  let end = 0;
  let escaped = false;
  for (; end < line.length; end++) {
    const c = line.charCodeAt(end);
    if (c === 0x5c && line.charCodeAt(end + 1) === 0x2f) {
      escaped = true;
      end++;
    } else if (c === 0x2f || c === 0x09 || c === 0x20 || c === 0x0d) break;
  }
  let word = line.slice(0, end);
  if (escaped) word = word.replace(/\\\//g, '/');
  for (const c of ignored) if (word.includes(c)) word = word.split(c).join('');
  word = word.toLowerCase();
  return FOLDED.test(word) ? word.replace(/ı/g, 'i').replace(/\u0307/g, '').replace(/ς/g, 'σ') : word;
}

const FOLDED = /[ı\u0307ς]/;

/**
 * `dic` arranged for loading in parts, and the byte offsets where its parts start: the first
 * just after the count line, each further one at the start of a line, each part about
 * `partBytes` long. Entries that share a key are moved up to the first of them, in their own
 * order (so Hunspell sees its homonyms in the same order), which lets a cut fall between any
 * two keys. A list too short to cut, or not in UTF-8 (keys are only folded right in Unicode),
 * comes back as it is, in one part.
 */
export function partitionDictionary(dic: Uint8Array, aff: Uint8Array | string, partBytes: number = DICTIONARY_PART_BYTES): { dic: Uint8Array; starts: number[] } {
  const firstLineEnd = dic.indexOf(NEWLINE);
  const bodyStart = firstLineEnd < 0 ? dic.length : firstLineEnd + 1;
  const whole = { dic, starts: [bodyStart] };
  const parts = Math.floor((dic.length - bodyStart) / partBytes);
  if (parts < 2) return whole;
  const affHead = typeof aff === 'string' ? aff : new TextDecoder().decode(aff.subarray(0, Math.min(aff.length, 200_000)));
  if (!/^SET[ \t]+UTF-8\s*$/im.test(affHead)) return whole;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(dic.subarray(bodyStart));
  } catch {
    return whole;
  }
  const ignored = ignoredCharacters(affHead);

  // Line i: bytes [byteStart[i], byteEnd[i]) of dic, and group[i], the number of its key in
  // the order keys first appear. A newline is one byte and one UTF-16 unit, never part of a
  // longer UTF-8 sequence, so bytes and text split into the same lines. Blank lines and
  // entries without a word (" po:…") have no key anybody can look up: each is its own group.
  const byteStart: number[] = [];
  const byteEnd: number[] = [];
  const group: number[] = [];
  const groupOfKey = new Map<string, number>();
  let groups = 0;
  for (let at = 0, byteAt = bodyStart; at < text.length; ) {
    const newline = text.indexOf('\n', at);
    const end = newline < 0 ? text.length : newline;
    const byteNewline = dic.indexOf(NEWLINE, byteAt);
    const byteStop = byteNewline < 0 ? dic.length : byteNewline;
    const key = entryKey(text.slice(at, end), ignored);
    let id = key ? groupOfKey.get(key) : undefined;
    if (id === undefined) {
      id = groups++;
      if (key) groupOfKey.set(key, id);
    }
    byteStart.push(byteAt);
    byteEnd.push(byteStop);
    group.push(id);
    at = end + 1;
    byteAt = byteStop + 1;
  }

  // Lines in the order of their group, and in their own order within it (a counting sort).
  const lines = group.length;
  const firstOfGroup = new Int32Array(groups + 1);
  for (let i = 0; i < lines; i++) firstOfGroup[group[i]! + 1]!++;
  for (let g = 0; g < groups; g++) firstOfGroup[g + 1]! += firstOfGroup[g]!;
  const order = new Int32Array(lines);
  const next = firstOfGroup.slice(0, groups);
  for (let i = 0; i < lines; i++) order[next[group[i]!]!++] = i;

  const target = (dic.length - bodyStart) / parts;
  const arranged = new Uint8Array(dic.length + 1);
  arranged.set(dic.subarray(0, bodyStart));
  const starts = [bodyStart];
  let length = bodyStart;
  for (let k = 0; k < lines; k++) {
    const line = order[k]!;
    const startsGroup = k === 0 || group[order[k - 1]!] !== group[line];
    if (startsGroup && length - starts[starts.length - 1]! >= target && starts.length < parts) starts.push(length);
    // Lines are short: a loop copies them faster than a subarray view per line would.
    for (let b = byteStart[line]!, stop = byteEnd[line]!; b < stop; b++) arranged[length++] = dic[b]!;
    arranged[length++] = NEWLINE;
  }
  return { dic: arranged.subarray(0, length), starts };
}

/**
 * Part `index` of `dic` (cut at `starts`) as a word list of its own: its line count, which
 * Hunspell sizes its table by, then its lines.
 */
export function framePart(dic: Uint8Array, starts: readonly number[], index: number): Uint8Array {
  const from = starts[index]!;
  const to = index + 1 < starts.length ? starts[index + 1]! : dic.length;
  let lines = 0;
  for (let i = from; i < to; i++) if (dic[i] === NEWLINE) lines++;
  if (to > from && dic[to - 1] !== NEWLINE) lines++;
  const header = new TextEncoder().encode(`${Math.max(lines, 1)}\n`);
  const framed = new Uint8Array(header.length + (to - from));
  framed.set(header);
  framed.set(dic.subarray(from, to), header.length);
  return framed;
}
