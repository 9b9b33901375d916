/**
 * What the labels of a meaning say to a reader. WordNet files each synset under a lexicographer
 * file ("noun.animal", "verb.motion"): the part after the dot is the meaning's subject area,
 * which the UI names in the reader's language. Files that carry no subject ("noun.Tops", the
 * catch-all adjective and adverb files, participles) say nothing and are left out. Any other
 * label is a usage label of a thesaurus ("ugs.", "przestarz.") and is shown as its source wrote it.
 */

/** WordNet subject areas, named by the part of the lexicographer file after the dot ("verb.stative" is a state). */
export const wordNetDomains = [
  'act', 'animal', 'artifact', 'attribute', 'body', 'change', 'cognition', 'communication', 'competition',
  'consumption', 'contact', 'creation', 'emotion', 'event', 'feeling', 'food', 'group', 'location', 'motion',
  'motive', 'object', 'perception', 'person', 'phenomenon', 'plant', 'possession', 'process', 'quantity',
  'relation', 'shape', 'social', 'state', 'substance', 'time', 'weather',
] as const;

export type WordNetDomain = (typeof wordNetDomains)[number];

export type SenseLabel = { kind: 'domain'; domain: WordNetDomain } | { kind: 'usage'; text: string };

const lexicographerFile = /^(noun|verb|adj|adv)\.([A-Za-z]+)$/;
const domainAliases: Record<string, WordNetDomain> = { stative: 'state' };
const isDomain = (name: string): name is WordNetDomain => (wordNetDomains as readonly string[]).includes(name);

/** The labels worth showing, in their order, without repeats. */
export function describeSenseLabels(labels: readonly string[]): SenseLabel[] {
  const out: SenseLabel[] = [];
  const seen = new Set<string>();
  for (const label of labels) {
    const file = lexicographerFile.exec(label);
    let described: SenseLabel | null;
    if (file) {
      const name = domainAliases[file[2]!] ?? file[2]!;
      described = isDomain(name) ? { kind: 'domain', domain: name } : null;
    } else {
      described = label.trim() === '' ? null : { kind: 'usage', text: label };
    }
    if (!described) continue;
    const key = described.kind === 'domain' ? `d:${described.domain}` : `u:${described.text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(described);
  }
  return out;
}
