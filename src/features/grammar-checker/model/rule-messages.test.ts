import compile from 'icu-minify/compile';
import en from '../../../../messages/en.json';
import { formatRuleTemplate } from './rule-messages';

describe('formatRuleTemplate', () => {
  // The site's bundles import messages/*.json precompiled (next.config.ts); Node reads the ICU
  // text. A finding's English message must read the same either way (the worker runs the
  // precompiled form: a string method on it stopped every on-device check once).
  const templates = Object.entries(en.GrammarChecker.rules);

  it.each(templates)('%s reads the same precompiled and as ICU text', (_key, template) => {
    const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    const values = Object.fromEntries(names.map((name, i) => [name, `«value ${i} of ${name}»`]));
    const text = formatRuleTemplate(template, values);
    expect(formatRuleTemplate(compile(template), values)).toBe(text);
    for (const value of Object.values(values)) expect(text).toContain(value);
    expect(text).not.toMatch(/[{}]/);
  });
});
