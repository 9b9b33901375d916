'use client';

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { KeywordRow } from '../model';

export interface KeywordChartProps {
  rows: KeywordRow[];
  /** Accessible summary of the chart (the table view has the same data as text). */
  label: string;
  formatDensity: (density: number) => string;
}

/** Horizontal bars of the top phrases by count. Loaded on demand: recharts is large. */
export default function KeywordChart({ rows, label, formatDensity }: KeywordChartProps) {
  const height = Math.max(160, rows.length * 30 + 40);
  return (
    <div role="img" aria-label={label} data-testid="keyword-chart" style={{ height }} className="w-full text-sm">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} layout="vertical" margin={{ top: 8, right: 24, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="currentColor" strokeOpacity={0.15} />
          <XAxis type="number" allowDecimals={false} stroke="currentColor" tick={{ fill: 'currentColor' }} />
          <YAxis type="category" dataKey="phrase" width={160} stroke="currentColor" tick={{ fill: 'currentColor' }} interval={0} />
          <Tooltip
            cursor={{ fillOpacity: 0.08 }}
            formatter={(value, _name, item) => [`${String(value)} (${formatDensity((item.payload as KeywordRow).density)})`, '']}
            contentStyle={{ color: '#0f172a' }}
          />
          <Bar dataKey="count" fill="var(--tool-accent)" radius={[0, 4, 4, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
