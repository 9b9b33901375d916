'use client';

import { useQueries, useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { LabeledSelect } from '@/components/ui/LabeledSelect';
import type { Locale } from '@/i18n/locales';
import { localizePath } from '@/i18n/paths';
import { navigateSafely } from '@/lib/version/update-state';
import { buildGraph, graphExpansionIds, lookupEntry, relationSlug, relationTypes, senseRelationOrder, shardUrlsForEntries, type DictionaryEntry, type EntryShard, type GraphNode } from '../model';
import { entryShardQuery, manifestQuery } from '../data/queries';
import { entryPath } from '../routes';
import { relationColours } from './relation-colours';
import { relationGroup, relationGroups, type RelationGroup } from './relation-groups';


/** Stable (module-level) so that TanStack Query re-runs it only when a shard query changes. */
const shardDataOf = (results: Array<{ data?: EntryShard; isPending: boolean }>) => ({ shards: results.map((r) => r.data), pending: results.some((r) => r.isPending) });

const depthOptions = [
  { value: '1', label: '1' },
  { value: '2', label: '2' },
] as const;

const size = 560;
const centre = size / 2;

/** Nodes on rings: the word in the centre, its neighbours around it, theirs further out. */
function layout(nodes: GraphNode[], parents: Map<string, string>) {
  const positions = new Map<string, { x: number; y: number; angle: number }>();
  const first = nodes.filter((n) => n.depth === 1);
  positions.set(nodes[0]?.key ?? '', { x: centre, y: centre, angle: 0 });
  first.forEach((node, i) => {
    const angle = (2 * Math.PI * i) / Math.max(1, first.length) - Math.PI / 2;
    positions.set(node.key, { x: centre + Math.cos(angle) * 150, y: centre + Math.sin(angle) * 150, angle });
  });
  const byParent = new Map<string, GraphNode[]>();
  for (const node of nodes.filter((n) => n.depth === 2)) {
    const parent = parents.get(node.key) ?? '';
    byParent.set(parent, [...(byParent.get(parent) ?? []), node]);
  }
  for (const [parent, children] of byParent) {
    const base = positions.get(parent)?.angle ?? 0;
    const spread = Math.min(0.5, (2 * Math.PI) / Math.max(1, first.length));
    children.forEach((node, i) => {
      const angle = base + (children.length === 1 ? 0 : spread * (i / (children.length - 1) - 0.5));
      positions.set(node.key, { x: centre + Math.cos(angle) * 250, y: centre + Math.sin(angle) * 250, angle });
    });
  }
  return positions;
}

/**
 * The interactive semantic graph: filter by relation group, depth 1–2, select a word to open it.
 * Words are links (keyboard reachable); the same relations are listed as text below it.
 */
export function SemanticGraph({ entry }: { entry: DictionaryEntry }) {
  const t = useTranslations('Dictionary');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [groups, setGroups] = useState<Set<RelationGroup>>(() => new Set(relationGroups));
  const [depth, setDepth] = useState<1 | 2>(1);
  // One meaning at a time (its index in reading order), or all of them.
  const [meaning, setMeaning] = useState<number | undefined>(undefined);
  const meaningOptions = useMemo(
    () => [
      { value: 'all', label: t('graphAllMeanings') },
      ...entry.meanings
        .flatMap((group) => group.senses)
        .map((sense, i) => {
          const gloss = sense.definition ?? sense.synonyms.map((l) => l.lemma).join(', ');
          return { value: String(i), label: `${i + 1}. ${gloss.length > 60 ? `${gloss.slice(0, 59)}…` : gloss}` };
        }),
    ],
    [entry, t],
  );

  const types = useMemo(() => relationTypes.filter((type) => groups.has(relationGroup(type))), [groups]);
  const manifest = useQuery({ ...manifestQuery(), enabled: depth === 2 });
  const urls = depth === 2 && manifest.data ? shardUrlsForEntries(graphExpansionIds(entry, { relationTypes: types, meaning }), manifest.data) : [];
  // `combine` keeps the result stable while no shard changes, so the graph is not rebuilt per render.
  const { shards: shardData, pending: shardsPending } = useQueries({ queries: urls.map((url) => entryShardQuery(url)), combine: shardDataOf });
  // Depth 2 grows as its shards arrive: assistive technology (and tests) learn when it is complete.
  const expanding = depth === 2 && (manifest.isPending || shardsPending);
  const related = useMemo(() => {
    const out: DictionaryEntry[] = [];
    if (depth !== 2) return out;
    const ids = graphExpansionIds(entry, { relationTypes: types, meaning });
    for (const shard of shardData) {
      if (!shard) continue;
      for (const id of ids) {
        const found = lookupEntry(shard, id);
        if (found?.kind === 'entry') out.push(found.entry);
      }
    }
    return out;
  }, [depth, entry, types, shardData, meaning]);

  const graph = useMemo(() => buildGraph(entry, related, { relationTypes: types, depth, meaning }), [entry, related, types, depth, meaning]);
  const shownTypes = senseRelationOrder.filter((type) => graph.edges.some((edge) => edge.relation === type));
  const parents = useMemo(() => {
    const map = new Map<string, string>();
    const depthOf = new Map(graph.nodes.map((n) => [n.key, n.depth]));
    for (const edge of graph.edges) {
      if (depthOf.get(edge.target) === 2 && depthOf.get(edge.source) === 1) map.set(edge.target, edge.source);
      if (depthOf.get(edge.source) === 2 && depthOf.get(edge.target) === 1) map.set(edge.source, edge.target);
    }
    return map;
  }, [graph]);
  const positions = useMemo(() => layout(graph.nodes, parents), [graph, parents]);
  const lemmaOf = new Map(graph.nodes.map((n) => [n.key, n.lemma]));

  const toggle = (group: RelationGroup) =>
    setGroups((current) => {
      const next = new Set(current);
      if (next.has(group)) next.delete(group);
      else next.add(group);
      return next;
    });

  return (
    <section aria-labelledby="graph-heading" aria-busy={expanding} className="space-y-3" data-testid="semantic-graph">
      <h2 id="graph-heading" className="text-2xl font-semibold">
        {t('graphHeading')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('graphHint')}</p>
      <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
        <fieldset className="flex flex-wrap gap-x-4 gap-y-1">
          <legend className="mb-1 w-full text-sm font-semibold">{t('graphRelations')}</legend>
          {relationGroups.map((group) => (
            <label key={group} className="flex items-center gap-1.5 text-sm">
              <input type="checkbox" checked={groups.has(group)} onChange={() => toggle(group)} data-testid={`graph-filter-${group}`} />
              {t(group)}
            </label>
          ))}
        </fieldset>
        <LabeledSelect label={t('graphDepth')} testId="graph-depth" value={String(depth)} fullWidth={false} options={depthOptions} onChange={(value) => setDepth(value === '2' ? 2 : 1)} />
        {meaningOptions.length > 2 && (
          <LabeledSelect
            label={t('graphMeaning')}
            testId="graph-meaning"
            value={meaning === undefined ? 'all' : String(meaning)}
            fullWidth={false}
            options={meaningOptions}
            onChange={(value) => setMeaning(value === 'all' ? undefined : Number(value))}
          />
        )}
      </div>
      {shownTypes.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold">{t('graphLegend')}</h3>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="graph-legend">
            {shownTypes.map((type) => (
              <li key={type} className="flex items-center gap-1.5" data-relation={relationSlug(type)}>
                <span aria-hidden="true" className="inline-block h-1 w-5 rounded" style={{ background: relationColours[type] }} />
                {t(`relationNames.${type}`)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <svg viewBox={`0 0 ${size} ${size}`} className="w-full max-w-2xl rounded-xl border border-slate-200 dark:border-slate-800" role="group" aria-label={t('graphHeading')}>
        {graph.edges.map((edge, i) => {
          const a = positions.get(edge.source);
          const b = positions.get(edge.target);
          if (!a || !b) return null;
          return (
            <line key={i} x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={relationColours[edge.relation]} strokeOpacity={0.8} strokeWidth={2} data-relation={relationSlug(edge.relation)}>
              <title>{`${lemmaOf.get(edge.source)} → ${t(`relationNames.${edge.relation}`)} → ${lemmaOf.get(edge.target)}`}</title>
            </line>
          );
        })}
        {graph.nodes.map((node) => {
          const p = positions.get(node.key);
          if (!p) return null;
          const label = (
            <>
              <circle cx={p.x} cy={p.y} r={node.depth === 0 ? 9 : 5} className={node.depth === 0 ? 'fill-accent' : 'fill-slate-500 dark:fill-slate-300'} />
              <text x={p.x} y={p.y - 10} textAnchor="middle" className={`fill-current ${node.depth === 0 ? 'text-base font-bold' : 'text-xs'}`}>
                {node.lemma}
              </text>
            </>
          );
          if (!node.entryId || node.depth === 0) return <g key={node.key}>{label}</g>;
          const href = localizePath(entryPath(node.entryId), locale);
          return (
            <a
              key={node.key}
              href={href}
              data-testid="graph-node"
              className="focus:outline-none [&:focus>circle]:stroke-[3] [&:focus>circle]:stroke-current"
              onClick={(event) => {
                event.preventDefault();
                navigateSafely(href, router);
              }}
              onKeyDown={(event) => {
                // SVG links are focusable but not every browser activates them with Enter.
                if (event.key !== 'Enter') return;
                event.preventDefault();
                navigateSafely(href, router);
              }}
            >
              {label}
            </a>
          );
        })}
      </svg>
      <div>
        <h3 className="text-lg font-semibold">{t('graphListHeading')}</h3>
        <ul className="mt-1 space-y-0.5 text-sm" data-testid="graph-list">
          {graph.edges.map((edge, i) => (
            <li key={i}>
              {lemmaOf.get(edge.source)} → {t(`relationNames.${edge.relation}`)} → {lemmaOf.get(edge.target)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
