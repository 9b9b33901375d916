/**
 * The semantic graph of an entry as plain data (nodes and edges); the UI lays it out and draws it.
 * Depth 1 needs only the entry (its links carry lemmas and ids); depth 2 needs the entries of the
 * depth-1 neighbours, which {@link graphExpansionIds} lists for fetching.
 */
import type { DictionaryEntry, EntryLink, PartOfSpeech, RelationType } from './types';

export interface GraphNode {
  /** Node key: the entry id, or "~{language}:{lemma}" for a word without entry. */
  key: string;
  lemma: string;
  entryId: string | null;
  /** 0 for the entry itself, 1 for its neighbours, 2 for theirs. */
  depth: number;
  /** Parts of speech of the meanings that link to it (the centre: all of the entry's). */
  pos: PartOfSpeech[];
}

export interface GraphEdge {
  source: string;
  target: string;
  relation: RelationType;
}

export interface SemanticGraph {
  nodes: GraphNode[];
  edges: GraphEdge[];
  /** True when limits left neighbours out. */
  truncated: boolean;
}

/** Relations drawn by default. */
const defaultGraphRelations: readonly RelationType[] = [
  'synonym',
  'antonym',
  'hypernym',
  'instanceHypernym',
  'hyponym',
  'instanceHyponym',
  'similarTo',
  'similarTerm',
  'relatedTerm',
  'alsoSee',
];

/** Relations that hold both ways, so an edge is drawn once whichever end lists it. */
const symmetric = new Set<RelationType>(['synonym', 'antonym', 'similarTo', 'similarTerm', 'relatedTerm', 'alsoSee', 'verbGroup', 'derivation']);

export interface GraphOptions {
  /** Relations to draw. Default {@link defaultGraphRelations}. */
  relationTypes?: readonly RelationType[];
  /** 1: the entry and its neighbours; 2: also the neighbours' neighbours (from `relatedEntries`). Default 1. */
  depth?: 1 | 2;
  /** Neighbours drawn per node at most. Default 24. */
  maxNeighbours?: number;
  /** Nodes at most. Default 80. */
  maxNodes?: number;
  /** Only this meaning of the entry (its index in reading order, over all parts of speech). Default: every meaning. */
  meaning?: number;
}

interface Neighbour {
  link: EntryLink;
  relation: RelationType;
  pos: PartOfSpeech;
}

function neighboursOf(entry: DictionaryEntry, types: readonly RelationType[], meaning?: number): Neighbour[] {
  const out: Neighbour[] = [];
  let index = -1;
  for (const group of entry.meanings) {
    for (const sense of group.senses) {
      index++;
      if (meaning !== undefined && index !== meaning) continue;
      for (const relation of types) {
        for (const link of sense.relations[relation] ?? []) out.push({ link, relation, pos: group.pos });
      }
    }
  }
  return out;
}

function nodeKey(link: EntryLink, language: string): string {
  return link.id ?? `~${language}:${link.lemma}`;
}

/** Ids of the entry's depth-1 neighbours that have entries, to fetch for a depth-2 graph. */
export function graphExpansionIds(entry: DictionaryEntry, options: GraphOptions = {}): string[] {
  return buildGraph(entry, [], { ...options, depth: 1 })
    .nodes.filter((node) => node.depth === 1 && node.entryId !== null)
    .map((node) => node.entryId!);
}

/**
 * Nodes and edges around `entry`. Neighbours are taken meaning by meaning, most used meaning
 * first, relation by relation in `relationTypes` order, so limits keep the most useful ones.
 * `relatedEntries` (any order, extra ones ignored) supply depth 2.
 */
export function buildGraph(entry: DictionaryEntry, relatedEntries: Iterable<DictionaryEntry> = [], options: GraphOptions = {}): SemanticGraph {
  const { relationTypes = defaultGraphRelations, depth = 1, maxNeighbours = 24, maxNodes = 80, meaning } = options;
  const nodes = new Map<string, GraphNode>();
  const edges: GraphEdge[] = [];
  const edgeKeys = new Set<string>();
  let truncated = false;

  nodes.set(entry.id, { key: entry.id, lemma: entry.lemma, entryId: entry.id, depth: 0, pos: entry.meanings.map((g) => g.pos) });

  const addEdge = (source: string, target: string, relation: RelationType) => {
    if (source === target) return;
    const [a, b] = symmetric.has(relation) && target < source ? [target, source] : [source, target];
    const key = `${a}\u0000${b}\u0000${relation}`;
    if (edgeKeys.has(key)) return;
    edgeKeys.add(key);
    edges.push({ source, target, relation });
  };

  const expand = (from: DictionaryEntry, fromKey: string, nodeDepth: number) => {
    let added = 0;
    // One meaning of the entry itself; every meaning of its neighbours.
    for (const { link, relation, pos } of neighboursOf(from, relationTypes, nodeDepth === 1 ? meaning : undefined)) {
      const key = nodeKey(link, from.language);
      const existing = nodes.get(key);
      if (existing) {
        if (!existing.pos.includes(pos) && existing.depth > 0) existing.pos.push(pos);
        addEdge(fromKey, key, relation);
        continue;
      }
      if (added >= maxNeighbours || nodes.size >= maxNodes) {
        truncated = true;
        continue;
      }
      nodes.set(key, { key, lemma: link.lemma, entryId: link.id, depth: nodeDepth, pos: [pos] });
      added++;
      addEdge(fromKey, key, relation);
    }
  };

  expand(entry, entry.id, 1);
  if (depth >= 2) {
    const byId = new Map<string, DictionaryEntry>();
    for (const related of relatedEntries) byId.set(related.id, related);
    for (const node of [...nodes.values()]) {
      if (node.depth !== 1 || node.entryId === null) continue;
      const related = byId.get(node.entryId);
      if (related) expand(related, node.key, 2);
    }
  }
  return { nodes: [...nodes.values()], edges, truncated };
}
