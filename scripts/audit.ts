/**
 * `npm run audit`: fails when `npm audit --omit=dev` reports a high or critical vulnerability in
 * what the site ships. A registry without the audit endpoint (a mirror answering 404/405) cannot
 * be asked; then the check says so loudly and passes, unless AUDIT_REQUIRED=1 makes it fail.
 */
import { spawnSync } from 'node:child_process';

export type AuditVerdict =
  | { kind: 'clean'; counts: Record<string, number> }
  | { kind: 'vulnerable'; counts: Record<string, number>; packages: string[] }
  | { kind: 'unavailable'; reason: string };

interface AuditReport {
  statusCode?: number;
  message?: string;
  error?: { code?: string; summary?: string };
  metadata?: { vulnerabilities?: Record<string, number> };
  vulnerabilities?: Record<string, { severity?: string }>;
}

const blocking = new Set(['high', 'critical']);

/** The verdict on `npm audit --json` output. */
export function auditVerdict(json: string): AuditVerdict {
  let report: AuditReport;
  try {
    report = JSON.parse(json) as AuditReport;
  } catch {
    return { kind: 'unavailable', reason: 'npm audit printed no report' };
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    const reason = report.message ?? report.error?.summary ?? report.error?.code ?? `status ${report.statusCode ?? 'unknown'}`;
    return { kind: 'unavailable', reason };
  }
  const packages = Object.entries(report.vulnerabilities ?? {})
    .filter(([, v]) => blocking.has(v.severity ?? ''))
    .map(([name, v]) => `${name} (${v.severity})`);
  return (counts.high ?? 0) + (counts.critical ?? 0) > 0 ? { kind: 'vulnerable', counts, packages } : { kind: 'clean', counts };
}

if (process.argv[1]?.endsWith('audit.ts')) {
  const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const verdict = auditVerdict(result.stdout);
  if (verdict.kind === 'vulnerable') {
    console.error(`audit: high or critical vulnerabilities in production dependencies:\n  ${verdict.packages.join('\n  ')}`);
    process.exit(1);
  } else if (verdict.kind === 'clean') {
    console.log(`audit: no high or critical vulnerability in production dependencies (${JSON.stringify(verdict.counts)})`);
  } else {
    console.warn(`audit: NOT CHECKED — the registry cannot answer npm audit (${verdict.reason}).`);
    if (process.env.AUDIT_REQUIRED === '1') process.exit(1);
  }
}
