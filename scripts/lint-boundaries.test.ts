/**
 * The feature boundaries are held by the lint configuration (eslint.config.mjs): these cases run
 * the real `eslint` on snippets placed at real paths, so loosening the rules fails here.
 */
import { execFileSync } from 'node:child_process';

jest.setTimeout(120_000);

/**
 * The `no-restricted-imports` messages for each snippet, linted as if it were the file at its
 * path — all in one child process (ESLint's flat config is an ES module Jest cannot load).
 */
function restrictedImports(snippets: Array<{ filePath: string; code: string }>): string[][] {
  const script = `
    const { ESLint } = require('eslint');
    const snippets = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
    (async () => {
      const eslint = new ESLint();
      const found = [];
      for (const { filePath, code } of snippets) {
        const [result] = await eslint.lintText(code, { filePath });
        found.push(result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message));
      }
      process.stdout.write(JSON.stringify(found));
    })();`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { input: JSON.stringify(snippets), encoding: 'utf8' })) as string[][];
}

const cases: Array<[string, string, boolean]> = [
  ['src/features/keyword-density/ui/KeywordTable.tsx', "import { toEntryId } from '@/features/dictionary/model/entry-id';", true],
  ['src/features/keyword-density/ui/KeywordTable.tsx', "import { toEntryId } from '../../dictionary/model/entry-id';", true],
  ['src/features/grammar-checker/engines/testing/fake.ts', "import { toEntryId } from '../../../dictionary/model/entry-id';", true],
  ['src/features/grammar-checker/index.ts', "export { toEntryId } from '../dictionary/model/entry-id';", true],
  ['src/app/(default)/semantic-dictionary/page.tsx', "import { SemanticDictionaryPage } from '@/features/dictionary/ui/SemanticDictionaryPage';", true],
  ['src/features/text-counter/model/count.ts', "import { useState } from 'react';", true],
  ['src/features/text-counter/model/count.ts', "import { readStored } from '@/lib/storage/storage';", true],
  ['src/features/text-counter/model/count.ts', "import { Button } from '@/components/ui/Button';", true],
  ['src/features/keyword-density/ui/KeywordTable.tsx', "import { toEntryId } from '@/features/dictionary';", false],
  ['src/app/(default)/semantic-dictionary/page.tsx', "import { SemanticDictionaryPage } from '@/features/dictionary/server';", false],
  ['src/app/[locale]/semantic-dictionary/[entry]/page.tsx', "import { entryStaticParams } from '@/features/dictionary/ui/DictionaryEntryPage';", true],
  ['src/features/grammar-checker/engines/testing/fake.ts', "import { finalizeSuggestions } from '../../model/languagetool-response';", false],
  ['src/features/keyword-density/model/stop-words.ts', "import arabic from '../../../../data/stopwords/arabic.json';", false],
  ['src/features/document-import/model/import-host.ts', "import type { CallContext } from '@/lib/worker/host';", false],
];

describe('feature boundaries in the lint configuration', () => {
  const found = restrictedImports(cases.map(([filePath, code]) => ({ filePath, code: `${code}\nexport {};\n` })));
  it.each(cases.map((c, index) => [...c, index] as const))('%s: %s → restricted: %s', (_filePath, _code, restricted, index) => {
    expect((found[index] ?? []).length > 0).toBe(restricted);
  });
});
