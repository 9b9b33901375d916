import { createHash } from 'node:crypto';
import { hostPolicy, inlineScripts, pagePolicy, policyFromHtml, scriptHash, withPolicyMeta } from './content-security-policy';

const lt = 'https://api.languagetool.org';
const page = [
  '<!DOCTYPE html><html lang="pl"><head><meta charSet="utf-8"/>',
  '<script>document.documentElement.classList.add("dark")</script>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script type="application/ld+json">{"@type":"WebApplication"}</script>',
  '</head><body><script>self.__next_f.push([1,"Zażółć \\u003c/script\\u003e"])</script></body></html>',
].join('');

describe('Content-Security-Policy', () => {
  it('lists the executable inline scripts only', () => {
    expect(inlineScripts(page)).toEqual(['document.documentElement.classList.add("dark")', 'self.__next_f.push([1,"Zażółć \\u003c/script\\u003e"])']);
  });

  it('hashes the UTF-8 bytes of a script as browsers do', () => {
    const source = 'self.__next_f.push([1,"Zażółć"])';
    expect(scriptHash(source)).toBe(`sha256-${createHash('sha256').update(Buffer.from(source, 'utf8')).digest('base64')}`);
  });

  it('allows exactly the page scripts, with no unsafe-inline or unsafe-eval for scripts', () => {
    const policy = pagePolicy(inlineScripts(page), lt);
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc.split(' ').filter((s) => s.startsWith("'sha256-"))).toHaveLength(2);
    expect(scriptSrc).not.toMatch(/'unsafe-(inline|eval)'/);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain(`connect-src 'self' ${lt}`);
  });

  it('takes the configured LanguageTool origin, not its path', () => {
    expect(pagePolicy([], 'https://lt.example.org:8081/api/')).toContain("connect-src 'self' https://lt.example.org:8081;");
  });

  it('injects the policy before the first script, once', () => {
    const html = withPolicyMeta(page, lt);
    const at = html.indexOf('http-equiv="Content-Security-Policy"');
    expect(at).toBeGreaterThan(html.indexOf('<meta charSet="utf-8"/>'));
    expect(at).toBeLessThan(html.indexOf('<script'));
    expect(withPolicyMeta(html, lt)).toBe(html);
    expect(policyFromHtml(html)).toBe(pagePolicy(inlineScripts(page), lt));
  });

  it('gives the host a policy that cannot block the hashed scripts, and forbids framing', () => {
    const policy = hostPolicy(lt);
    expect(policy).not.toMatch(/(^|; )(default-src|script-src) /);
    expect(policy).toContain("frame-ancestors 'none'");
  });
});
