import { auditVerdict } from './audit';

const report = (vulnerabilities: Record<string, number>, packages: Record<string, { severity: string }> = {}) =>
  JSON.stringify({ auditReportVersion: 2, vulnerabilities: packages, metadata: { vulnerabilities: vulnerabilities } });

describe('auditVerdict', () => {
  it('is clean with only low and moderate findings', () => {
    expect(auditVerdict(report({ info: 0, low: 2, moderate: 1, high: 0, critical: 0, total: 3 })).kind).toBe('clean');
  });

  it('fails on high or critical findings and names the packages', () => {
    const verdict = auditVerdict(report({ low: 0, moderate: 0, high: 1, critical: 1, total: 2 }, { a: { severity: 'high' }, b: { severity: 'critical' }, c: { severity: 'low' } }));
    expect(verdict).toEqual({ kind: 'vulnerable', counts: expect.any(Object), packages: ['a (high)', 'b (critical)'] });
  });

  it('says when the registry has no audit endpoint', () => {
    const refused = JSON.stringify({ message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk', statusCode: 405 });
    expect(auditVerdict(refused)).toEqual({ kind: 'unavailable', reason: expect.stringContaining('405') });
    expect(auditVerdict('').kind).toBe('unavailable');
  });
});
