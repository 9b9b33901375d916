/**
 * The four tools as menu entries: route, accent colours, and whether menus hide them (label and
 * description come from messages under `Tools.<id>`). `accent` is the brand colour of the
 * specification; `accentStrong` is the same hue darkened to ≥ 4.5:1 contrast on white, for text
 * and filled buttons, and `accentOnDark` the hue that keeps ≥ 4.5:1 on the dark theme's
 * background.
 */
const toolIds = ['textCounter', 'grammarChecker', 'keywordDensity', 'semanticDictionary'] as const;

export type ToolId = (typeof toolIds)[number];

export interface ToolEntry {
  id: ToolId;
  /** Route in its English (unprefixed) form. */
  path: string;
  accent: string;
  accentStrong: string;
  accentOnDark: string;
  /** Hidden entries are routable but left out of menus. */
  hidden?: boolean;
}

export const tools: Record<ToolId, ToolEntry> = {
  textCounter: { id: 'textCounter', path: '/', accent: '#42c38f', accentStrong: '#1b7a53', accentOnDark: '#42c38f' },
  grammarChecker: { id: 'grammarChecker', path: '/grammar-checker', accent: '#f87171', accentStrong: '#b91c1c', accentOnDark: '#f87171' },
  keywordDensity: { id: 'keywordDensity', path: '/keyword-density-checker', accent: '#F97316', accentStrong: '#c2410c', accentOnDark: '#fb923c' },
  semanticDictionary: { id: 'semanticDictionary', path: '/semantic-dictionary', accent: '#3b82f6', accentStrong: '#1d4ed8', accentOnDark: '#60a5fa' },
};

export const menuTools: ToolEntry[] = toolIds.map((id) => tools[id]).filter((t) => !t.hidden);
