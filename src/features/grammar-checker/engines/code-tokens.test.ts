import { isInCodeToken } from './code-tokens';

/** Whether `part` (its first occurrence in `text`) is taken for code. */
function inCode(text: string, part: string): boolean {
  const offset = text.indexOf(part);
  if (offset < 0) throw new Error(`${part} not in ${text}`);
  return isInCodeToken(text, offset, part.length);
}

describe('isInCodeToken', () => {
  it('takes options, paths, file names and code signs for code', () => {
    expect(inCode('Compare to -F, --form.', '--')).toBe(true);
    expect(inCode('Use -i, --include.', 'i')).toBe(true);
    expect(inCode('See /usr/share/doc/debian/README.', 'debian')).toBe(true);
    expect(inCode('Look in ~/notes today.', 'notes')).toBe(true);
    expect(inCode('It removes pathname.dpkg-backup if needed.', 'backup')).toBe(true);
    expect(inCode('Omit the "--with perl_openssl" part.', 'perl')).toBe(true);
    expect(inCode('Write to user@example.org now.', 'user')).toBe(true);
    // A space before a dot file is judged by the file's name.
    const dotFile = 'for the .changes file';
    expect(isInCodeToken(dotFile, dotFile.indexOf(' .'), 1)).toBe(true);
  });

  it('leaves prose alone: dashes between words, abbreviations, a missing space, brackets and quotes', () => {
    expect(inCode('It was late -- too late.', '--')).toBe(false);
    expect(inCode('Fruit, e.g. apples, and so on.', 'e.g.')).toBe(false);
    expect(inCode('She lives in the U.S. now.', 'U.S.')).toBe(false);
    expect(inCode('It ended.Next came the rest.', 'Next')).toBe(false);
    expect(inCode('He said (i think) “yes”.', 'i')).toBe(false);
    expect(inCode('A well-known co-author.', 'co-author')).toBe(false);
    expect(inCode('Ένα κείμενο — χωρίς κώδικα.', 'κείμενο')).toBe(false);
    const spaceBeforeStop = 'It ends here .';
    expect(isInCodeToken(spaceBeforeStop, spaceBeforeStop.indexOf(' .'), 1)).toBe(false);
  });
});
