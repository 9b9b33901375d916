/** Plain text of an HTML fragment, for the grammar benchmark's imported texts. */

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0' };

/**
 * `html` without its tags, entities decoded, trimmed, and with its white space collapsed unless
 * `keepSpaces` (the benchmark reads the declarations with their line breaks, as it always has).
 */
export function htmlText(html: string, { keepSpaces = false } = {}): string {
  const text = html
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, entity: string) =>
      entity.startsWith('#x') || entity.startsWith('#X') ? String.fromCodePoint(parseInt(entity.slice(2), 16)) : entity.startsWith('#') ? String.fromCodePoint(Number(entity.slice(1))) : (ENTITIES[entity] ?? whole),
    );
  return (keepSpaces ? text : text.replace(/\s+/g, ' ')).trim();
}
