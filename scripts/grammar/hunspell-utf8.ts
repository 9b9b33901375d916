/**
 * Makes a Hunspell affix file that mixes encodings valid UTF-8 without changing what it means.
 *
 * LibreOffice's Hungarian dictionary (Debian `hunspell-hu`) says `SET UTF-8` but keeps its
 * one-byte flags from its ISO 8859-2 days: the bytes after `AF`, after an `SFX`/`PFX` keyword and
 * after the `/` of an affix are flag bytes (0x80–0xFF among them), everything else is UTF-8, and
 * some comments are in ISO 8859-2. Re-decoding the whole file breaks it: two flag bytes can form a
 * valid UTF-8 sequence (`\xCB\xAF` would become one flag), and 0x85 read as U+0085 is a line
 * break to some tools. This is what went wrong in npm `dictionary-hu` 3.0.0, whose flags were
 * decoded as ISO 8859-2 with no `FLAG UTF-8` line: there Hunspell rejects "jogok" and "világon".
 *
 * Here the file declares `FLAG UTF-8` (Hunspell's `FLAG` directive, man 5 hunspell), each flag
 * byte b ≥ 0x80 becomes the private-use character U+E000 + b (ASCII flags stay as they are, so
 * `COMPOUNDFLAG Y` and the other one-flag directives are unchanged), and comments that are not
 * UTF-8 are read as ISO 8859-2. Hunspell then reads the same flags, one UTF-16 unit each.
 */

const PRIVATE_USE_BASE = 0xe000;
const SPACE = 0x20;
const TAB = 0x09;
const SLASH = 0x2f;

const utf8 = new TextDecoder('utf-8', { fatal: true });
const latin2 = new TextDecoder('iso-8859-2');

/** Flag bytes as UTF-8 flag characters. */
function flagsText(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b < 0x80 ? String.fromCharCode(b) : String.fromCharCode(PRIVATE_USE_BASE + b);
  return out;
}

/** The line split at spaces and tabs, keeping the separators (so the line is rebuilt as it was). */
function fields(line: Uint8Array): Uint8Array[] {
  const out: Uint8Array[] = [];
  let start = 0;
  for (let i = 0; i <= line.length; i++) {
    const separator = i < line.length && (line[i] === SPACE || line[i] === TAB);
    if (i === line.length || separator) {
      if (i > start) out.push(line.subarray(start, i));
      if (separator) out.push(line.subarray(i, i + 1));
      start = i + 1;
    }
  }
  return out;
}

/** Converts one line; `isFirstAf` tells the `AF <count>` line from the alias lines. */
function convertLine(line: Uint8Array, isFirstAf: boolean): string {
  const parts = fields(line);
  const words = parts.filter((p) => p[0] !== SPACE && p[0] !== TAB);
  const keyword = words[0] ? utf8.decode(words[0]) : '';
  // Word index (among the non-separator parts) of flag fields, and of an affix with `/flags`.
  let flagWords: number[] = [];
  let affixWord = -1;
  if (keyword === 'AF' && !isFirstAf) flagWords = [1];
  else if (keyword === 'SFX' || keyword === 'PFX') {
    flagWords = [1];
    // `SFX flag Y|N count` opens a class; every other line of it is a rule with an affix.
    const header = words.length === 4 && /^[YN]$/.test(utf8.decode(words[2]!)) && /^\d+$/.test(utf8.decode(words[3]!));
    if (!header && words.length >= 4) affixWord = 3;
  }
  if (flagWords.length === 0 && affixWord < 0) {
    try {
      return utf8.decode(line);
    } catch {
      if (line[0] === 0x23 /* # */ || keyword === 'NAME') return latin2.decode(line);
      throw new Error(`Not UTF-8 outside a flag field: ${latin2.decode(line)}`);
    }
  }
  let word = -1;
  let out = '';
  let afterComment = false;
  for (const part of parts) {
    const separator = part[0] === SPACE || part[0] === TAB;
    if (!separator) word++;
    if (separator || afterComment) {
      out += afterComment ? latin2OrUtf8(part) : utf8.decode(part);
    } else if (flagWords.includes(word)) {
      out += flagsText(part);
    } else if (word === affixWord) {
      const slash = part.indexOf(SLASH);
      out += slash < 0 ? utf8.decode(part) : utf8.decode(part.subarray(0, slash)) + '/' + flagsText(part.subarray(slash + 1));
    } else if (part[0] === 0x23 /* # */) {
      afterComment = true;
      out += latin2OrUtf8(part);
    } else {
      out += utf8.decode(part);
    }
  }
  return out;
}

function latin2OrUtf8(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    return latin2.decode(bytes);
  }
}

/** The affix file `aff` (raw bytes, `SET UTF-8` with one-byte flags) as a UTF-8 text with `FLAG UTF-8`. */
export function affixWithUtf8Flags(aff: Uint8Array): string {
  const lines: Uint8Array[] = [];
  let start = 0;
  for (let i = 0; i <= aff.length; i++) {
    if (i === aff.length || aff[i] === 0x0a) {
      lines.push(aff.subarray(start, i));
      start = i + 1;
    }
  }
  let seenAf = false;
  let seenSet = false;
  const out: string[] = [];
  for (const line of lines) {
    const text = convertLine(line, !seenAf && line[0] === 0x41 && line[1] === 0x46 && line[2] === SPACE);
    if (text.startsWith('AF ')) seenAf = true;
    if (/^FLAG\s/.test(text)) throw new Error(`The affix file already declares ${text}`);
    out.push(text);
    if (!seenSet && /^SET\s+UTF-8\s*$/.test(text)) {
      seenSet = true;
      out.push('FLAG UTF-8');
    }
  }
  if (!seenSet) throw new Error('The affix file does not declare SET UTF-8');
  return out.join('\n');
}
