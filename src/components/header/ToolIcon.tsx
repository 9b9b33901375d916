import type { ToolId } from '@/config/tools';

const paths: Record<ToolId, string> = {
  textCounter: 'M4 9h16M4 15h16M10 3 8 21M16 3l-2 18',
  grammarChecker: 'M4 7h10M4 12h7M4 17h5m6-1 3 3 5-7',
  keywordDensity: 'M4 20V10m5 10V4m5 16v-7m5 7V8',
  semanticDictionary: 'M5 4.5A1.5 1.5 0 0 1 6.5 3H19v15H6.5A1.5 1.5 0 0 0 5 19.5m0-15v15m0 0A1.5 1.5 0 0 0 6.5 21H19M9 7h6',
};

/** A tool's line icon; decorative, so hidden from assistive technology. */
export function ToolIcon({ tool, className }: { tool: ToolId; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className={className}>
      <path d={paths[tool]} />
    </svg>
  );
}
