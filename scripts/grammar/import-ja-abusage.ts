/**
 * Imports the Japanese misused-expression list of the npm package `textlint-rule-ja-no-abusage`
 * 3.0.0 (MIT, © azu) — its `dict/prh.yml`, whose entries each link the authority that
 * calls the expression a misuse (mostly JapanKnowledge's 日本国語大辞典 column 「日本語どうでしょう？」,
 * NHK 放送文化研究所) — into src/features/grammar-checker/model/language-rules/japanese-abusage.json
 * for the on-device Japanese rules, with the licence in data/grammar/ja-abusage/.
 *
 *   npm pack textlint-rule-ja-no-abusage@3.0.0 && tar xzf textlint-rule-ja-no-abusage-3.0.0.tgz
 *   npx tsx scripts/grammar/import-ja-abusage.ts package
 *
 * Entries whose "misuse" current dictionaries also list as correct, or that can be right in
 * their literal sense, are left out (LEFT_OUT, with the reason): the rules are written for
 * precision.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const yaml = require('js-yaml') as { load(text: string): unknown };

/** Expected forms of the entries left out, and why. */
const LEFT_OUT: Readonly<Record<string, string>> = {
  値を返す: 'technical house style, not a misuse (返却する is a correct verb)',
  '$1の返り値': 'technical house style, not a misuse',
  '愛嬌を$1まく': '愛想を振りまく is listed as correct by several current dictionaries',
  熱に浮かされる: '熱にうなされる is right in its literal sense (nightmares in a fever)',
  自己本位: '自分本位 is a dictionary word; only the typo 本意 would stay, and the entry flags both',
  '目$1留ま$2': '目に止まる is given as a variant spelling by current dictionaries',
  目を留め: '目を止める is given as a variant spelling by current dictionaries',
  口が堅い: '口が固い is given as a variant spelling by current dictionaries',
  '思い$1かない': '思いもつかない is in common, accepted use',
  '嫌気が差$1': '嫌気がする is listed by current dictionaries',
  '活$1入れ': '喝を入れる is listed as accepted by current dictionaries',
  間髪をいれず: 'the entry flags 間髪いれず too, which is in common, accepted use',
  例外を捕捉: '例外を補足する is right in its literal sense (to add notes on the exceptions)',
  似て非なるもの: '似て異なるもの is right in its literal sense (alike, yet different)',
  鼻も引っ掛けない: '鼻にも掛けない is given as an idiom of its own by current dictionaries',
};

/** Entries narrowed to the context where they are certain: the pattern (in the list's notation) and expected form used instead. */
const NARROWED: Readonly<Record<string, { pattern: string; expected: string }>> = {
  // 一つ返事 alone is also "one reply" (あと一つ返事が来ていない); the idiom is 二つ返事で.
  二つ返事: { pattern: '一つ返事で', expected: '二つ返事で' },
  // Not inside a longer word: 空気に触る, 電気に触る (to touch), 答案の上, 法案の条文.
  '$1に障る': { pattern: '/(?<!\\p{sc=Han})([気癪])に触る/', expected: '$1に障る' },
  案の定: { pattern: '/(?<!\\p{sc=Han})案の[上条]/', expected: '案の定' },
};

interface PrhEntry {
  expected: string;
  patterns?: string | string[];
  pattern?: string | string[];
  prh?: string;
}

export interface AbusageEntry {
  /** Regular-expression source of the misuse. */
  wrong: string;
  /** The correct expression; `$n` refers to the match's groups. */
  right: string;
  /** Where the entry's authority is, when the list gives one. */
  source?: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const packageDir = process.argv[2];
if (!packageDir) throw new Error('Usage: npx tsx scripts/grammar/import-ja-abusage.ts <extracted textlint-rule-ja-no-abusage package folder>');
const dict = yaml.load(readFileSync(join(packageDir, 'dict/prh.yml'), 'utf8')) as { rules: PrhEntry[] };
const entries: AbusageEntry[] = [];
for (const rule of dict.rules) {
  if (rule.expected in LEFT_OUT) continue;
  const narrowed = NARROWED[rule.expected];
  const patterns = narrowed ? [narrowed.pattern] : [rule.patterns ?? rule.pattern ?? []].flat();
  const right = narrowed?.expected ?? rule.expected;
  for (const p of patterns) {
    const wrong = p.startsWith('/') && p.endsWith('/') ? p.slice(1, -1) : escape(p);
    new RegExp(wrong, 'u');
    entries.push({ wrong, right, ...(rule.prh ? { source: rule.prh.replace(/^See /, '') } : {}) });
  }
}
const out = join(process.cwd(), 'src/features/grammar-checker/model/language-rules/japanese-abusage.json');
writeFileSync(out, `${JSON.stringify(entries, null, 1)}\n`);
mkdirSync(join(process.cwd(), 'data/grammar/ja-abusage'), { recursive: true });
copyFileSync(join(packageDir, 'LICENSE'), join(process.cwd(), 'data/grammar/ja-abusage/LICENSE'));
console.log(`${entries.length} entries (${Object.keys(LEFT_OUT).length} left out)`);
