/**
 * Japanese rules. Japanese has no spelling to check against a word list as alphabetic languages
 * do, and no word boundaries in writing, so these rules match characters, not words; each one
 * only what is wrong wherever it matches. Their authorities:
 * - Half-width katakana and (picky) full-width Latin letters and digits: JTF 日本語標準スタイル
 *   ガイド（翻訳用）第3.0版 (日本翻訳連盟, 2019), 2.1.5 カタカナ (full width; half-width
 *   katakana are not used), 2.1.8 算用数字 and 2.1.9 アルファベット (half width). The latter is
 *   picky: newspapers and vertical writing use full-width digits.
 * - Two punctuation marks in a row (、、 。。 、。): a slip wherever it stands; three or more
 *   full stops are an informal ellipsis and left alone.
 * - ら抜き言葉 (見れる for 見られる): the potential of ichidan verbs and 来る is -られる; the
 *   Japanese Language Council (第20期国語審議会, 「新しい時代に応じた国語施策について（審議経過
 *   報告）」, 1995) found the ら-less form not acceptable in formal use. Verbs are listed (no
 *   morphology here), in kanji and in kana: ichidan verbs only, none whose ら-less form is also
 *   another verb's potential (居れる, 切れる, かえれる…).
 * - Misused expressions: the list of the npm package textlint-rule-ja-no-abusage 3.0.0 (MIT),
 *   each entry with its authority (./japanese-abusage.json, scripts/grammar/import-ja-abusage.ts);
 *   こんばんわ beside its こんにちわ and ～ずらい for ～づらい from 現代仮名遣い (内閣告示, 1986):
 *   the particle は in 今晩は, and づ in compounds of つらい.
 * - Mixed polite (です・ます) and plain (だ・である) sentence endings in one paragraph: 「公用文作成
 *   の考え方」 (文化審議会建議, 2022), I-2 (文体は統一する). Quotations in 「」『』 and brackets
 *   are left out: dialogue may use either style.
 * - (Picky) auxiliary verbs in kanji (～て頂く, ～て下さい) and 「することができる」: the same
 *   公用文作成の考え方, I-3 (補助動詞はひらがなで書く) and its advice against wordy phrases.
 * - (Picky) sentences over 100 characters and over three 読点: the defaults of the npm preset
 *   textlint-rule-preset-ja-technical-writing (sentence-length, max-ten).
 */
import abusage from './japanese-abusage.json';
import type { LanguageRule, RuleHit } from './rule';

const HAN = String.raw`\p{sc=Han}`;

/** Characters of the wrong width, each run flagged with its compatibility form (NFKC): ﾃﾞｰﾀ → データ, ＯＳ → OS. */
function widthRule(id: string, pattern: RegExp, key: 'fullWidthKana' | 'halfWidthAlphanumeric', picky: boolean): LanguageRule {
  return {
    id,
    category: picky ? 'style' : 'punctuation',
    picky,
    pattern,
    hit(match) {
      const expected = match[0].normalize('NFKC');
      return { offset: match.index, length: match[0].length, replacements: [expected], message: { key, values: { expected } } };
    },
  };
}

/** Runs of half-width katakana and the half-width 。「」、・ beside them. */
const halfWidthKana = widthRule('LOCAL_JA_HALF_WIDTH_KANA', /[\uFF61-\uFF9F]+/gu, 'fullWidthKana', false);
const fullWidthAlphanumerics = widthRule('LOCAL_JA_FULL_WIDTH_ALPHANUMERIC', /[\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A]+/gu, 'halfWidthAlphanumeric', true);

const doubledPunctuation: LanguageRule = {
  id: 'LOCAL_JA_DOUBLED_PUNCTUATION',
  category: 'punctuation',
  pattern: /(?<![、。，．])[、。，．]{2}(?![、。，．])/gu,
  hit(match) {
    const marks = match[0];
    // The full stop ends the sentence when there is one; otherwise one comma is enough.
    const expected = [...marks].find((m) => m === '。' || m === '．') ?? marks.charAt(0);
    return { offset: match.index, length: marks.length, replacements: [expected], message: { key: 'doubledPunctuation', values: { expected } } };
  },
};

/**
 * Ichidan verbs (and 来る) as written before their endings. Left out on purpose: 居 (居れる is
 * also the potential of 居る "oru"), 切 and 入 alone (切れる, 入れる are verbs of their own) and
 * any stem whose ら-less form is another verb.
 */
const ICHIDAN_STEMS = [
  '見', '来', '出', '寝', '着', '得', '生き', '起き', '降り', '借り', '浴び', '落ち', '閉じ', '信じ', '感じ', '食べ', '比べ', '調べ', '並べ', '述べ',
  '考え', '答え', '教え', '覚え', '変え', '伝え', '迎え', '与え', '加え', '抑え', '整え', '耐え', '超え', '越え', '数え', '支え', '備え', '着替え',
  '決め', '止め', '辞め', '始め', '集め', '続け', '受け', '助け', '付け', '避け', '分け', '掛け', '向け', '届け', '預け', '見つけ', '片付け', '出かけ',
  '投げ', '逃げ', '上げ', '下げ', '入れ', '忘れ', '慣れ', '離れ', '訪れ', '見せ', '任せ', '捨て', '育て', '建て',
];
const RA_NUKI_ENDINGS = ['る', 'ない', 'なかった', 'なく', 'ます', 'ません', 'ました', 'た', 'て', 'ず', 'れば'];

/**
 * The same verbs written in kana (casual writing: たべれる, みれる). A stem of one kana (み 見,
 * こ 来, で 出) is taken only at a word's start, after a kanji or a particle (テレビがみれる),
 * not inside another word (ほこれる, しみれる); こ only before る and ます, as これ ("this")
 * may stand before ない and た. ね is left out (ねれる is also the potential of 練る), and so
 * are stems whose ら-less form is another verb (かえれる of 帰る, きれる of 切る).
 */
const ICHIDAN_KANA_STEMS = [
  'み', 'こ', 'で', 'たべ', 'おき', 'かり', 'おり', 'しんじ', 'かんじ', 'いれ', 'わすれ', 'なれ', 'おぼえ', 'かんがえ', 'こたえ', 'おしえ', 'きめ',
  'やめ', 'あつめ', 'つづけ', 'うけ', 'たすけ', 'つけ', 'かけ', 'むけ', 'とどけ', 'あずけ', 'みつけ', 'でかけ', 'なげ', 'にげ', 'あげ', 'さげ', 'はなれ',
  'みせ', 'まかせ', 'すて', 'そだて', 'たて',
];
/** Particles a verb may follow directly (テレビがみれる, ここからでれない). */
const AFTER_PARTICLE = /(?:[はがをにでもとへやよねか]|から|まで|より|など|だけ|しか|って)$/u;

/** Longest stems first, so that みつけ is not read as み. */
const stemsPattern = (stems: readonly string[]) => [...stems].sort((a, b) => b.length - a.length).join('|');

function raNukiHit(whole: string, offset: number, stem: string, ending: string): RuleHit {
  const expected = `${stem}られ${ending}`;
  return { offset, length: whole.length, replacements: [expected], message: { key: 'raNuki', values: { expected } } };
}

const KANJI_RA_NUKI = `(${stemsPattern(ICHIDAN_STEMS)})れ(${RA_NUKI_ENDINGS.join('|')})`;
const KANJI_RA_NUKI_AT_END = new RegExp(`${KANJI_RA_NUKI}$`, 'u');

const raNuki: LanguageRule = {
  id: 'LOCAL_JA_RA_NUKI',
  category: 'grammar',
  pattern: new RegExp(KANJI_RA_NUKI, 'gu'),
  hit(match, text) {
    const [whole, stem = '', ending = ''] = match;
    // 出来る (dekiru) is not 来る; 見れば, 来れば are the conditional, which the endings leave out.
    if (stem === '来' && text.charAt(match.index - 1) === '出') return undefined;
    return raNukiHit(whole, match.index, stem, ending);
  },
};

const raNukiKana: LanguageRule = {
  id: 'LOCAL_JA_RA_NUKI',
  category: 'grammar',
  pattern: new RegExp(`(${stemsPattern(ICHIDAN_KANA_STEMS)})れ(${RA_NUKI_ENDINGS.join('|')})`, 'gu'),
  hit(match, text) {
    const [whole, stem = '', ending = ''] = match;
    const before = text.slice(Math.max(0, match.index - 2), match.index);
    if (stem.length === 1 && /\p{sc=Hiragana}$/u.test(before) && !AFTER_PARTICLE.test(before)) return undefined;
    if (stem === 'こ' && !['る', 'ます', 'ません', 'ました'].includes(ending)) return undefined;
    // The end of a verb written partly in kanji (見つけれた, 出かけれる) is the kanji rule's.
    if (KANJI_RA_NUKI_AT_END.test(text.slice(Math.max(0, match.index - 4), match.index + whole.length))) return undefined;
    return raNukiHit(whole, match.index, stem, ending);
  },
};

interface Abusage {
  wrong: string;
  right: string;
}

/** `right` with `$n` replaced by the match's groups (the list's notation). */
function expand(right: string, match: RegExpExecArray): string {
  return right.replace(/\$(\d)/g, (_, n: string) => match[Number(n)] ?? '');
}

const ABUSAGE: readonly Abusage[] = [
  ...(abusage as readonly Abusage[]),
  { wrong: 'こんばんわ', right: 'こんばんは' },
  // ～づらい is つらい in a compound; ずらす (to shift) has no form in ずらい or ずらく[てなも].
  { wrong: `(?<=[${HAN}\\p{sc=Hiragana}])ずら(い|く[てなも])`, right: 'づら$1' },
];

const abusageRules: LanguageRule[] = ABUSAGE.map((entry) => ({
  // Named by the right expression (unique in the list), so that an ignored rule stays ignored
  // when the list is imported again.
  id: `LOCAL_JA_ABUSAGE_${entry.right.replace(/\$\d/g, '')}`,
  category: 'grammar',
  pattern: new RegExp(entry.wrong, 'gu'),
  hit(match) {
    const right = expand(entry.right, match);
    if (right === match[0]) return undefined;
    return { offset: match.index, length: match[0].length, replacements: [right], message: { key: 'commonError', values: { wrong: match[0], right } } };
  },
}));

/** The auxiliary verbs written in kanji, and what the kana forms are. */
const AUXILIARIES: ReadonlyArray<[wrong: string, right: string]> = [
  ['て頂', 'ていただ'],
  ['で頂', 'でいただ'],
  ['て下さ', 'てくださ'],
  ['で下さ', 'でくださ'],
];

const auxiliaryInKanji: LanguageRule = {
  id: 'LOCAL_JA_AUXILIARY_KANA',
  category: 'style',
  picky: true,
  // Only 頂く and 下さる conjugated: not 登って頂上, して頂戴.
  pattern: /[てで](?:頂(?=[いかきくけこ])|下さ(?=[いるれらっ]))/gu,
  hit(match) {
    const right = AUXILIARIES.find(([wrong]) => wrong === match[0])?.[1];
    if (!right) return undefined;
    return { offset: match.index, length: match[0].length, replacements: [right], message: { key: 'style', values: { wrong: match[0], right } } };
  },
};

const wordyCan: LanguageRule = {
  id: 'LOCAL_JA_SURU_KOTO_GA_DEKIRU',
  category: 'style',
  picky: true,
  // After a noun of two or more kanji or in katakana (変更する, コピーする); 愛する, 察する are
  // verbs of their own, and 愛できる is wrong.
  pattern: /(?<=\p{sc=Han}{2}|[\p{sc=Katakana}ー])することができ/gu,
  hit(match) {
    return { offset: match.index, length: match[0].length, replacements: ['でき'], message: { key: 'style', values: { wrong: match[0], right: 'でき' } } };
  },
};

/** Sentence endings of the polite style, with the plain one to offer where it is mechanical. */
const POLITE_ENDINGS: ReadonlyArray<[ending: string, plain: string | null]> = [
  ['ではありませんでした', 'ではなかった'],
  ['ではありません', 'ではない'],
  ['でしょう', 'だろう'],
  ['でした', 'だった'],
  ['です', 'だ'],
  ['ませんでした', null],
  ['ません', null],
  ['ましょう', null],
  ['ました', null],
  ['ます', null],
];
/** Sentence endings of the plain style, with the polite one to offer. */
const PLAIN_ENDINGS: ReadonlyArray<[ending: string, polite: string]> = [
  ['ではなかった', 'ではありませんでした'],
  ['ではない', 'ではありません'],
  ['であった', 'でした'],
  ['である', 'です'],
  ['だろう', 'でしょう'],
  ['だった', 'でした'],
  ['であろう', 'でしょう'],
  ['だ', 'です'],
];

interface Ending {
  offset: number;
  ending: string;
  other: string | null;
}

/** Quotations and bracketed asides, whose style is their own: blanked out, offsets kept. */
function withoutQuotations(text: string): string {
  return text.replace(/「[^「」]*」|『[^『』]*』|（[^（）]*）|\([^()]*\)/gu, (m) => ' '.repeat(m.length));
}

/** The style of each sentence of `text` ending in 。！？ whose ending tells it. */
function sentenceEndings(text: string): { polite: Ending[]; plain: Ending[] } {
  const body = withoutQuotations(text);
  const polite: Ending[] = [];
  const plain: Ending[] = [];
  // Each sentence end looked at backwards from its mark: linear in the text, however long a
  // sentence is.
  for (const mark of body.matchAll(/[。！？!?]/gu)) {
    const tail = body.slice(Math.max(0, (mark.index ?? 0) - 12), mark.index);
    // A closing particle (ですか, だよね) leaves the style as it was.
    const before = tail.slice(0, tail.length - (/(?:よね|か|ね|よ)$/u.exec(tail)?.[0].length ?? 0));
    const end = (mark.index ?? 0) - (tail.length - before.length);
    const politeEnding = POLITE_ENDINGS.find(([e]) => before.endsWith(e));
    if (politeEnding) {
      polite.push({ offset: end - politeEnding[0].length, ending: politeEnding[0], other: politeEnding[1] });
      continue;
    }
    const plainEnding = PLAIN_ENDINGS.find(([e]) => before.endsWith(e));
    if (!plainEnding) continue;
    // だ after a kana other than の is part of a verb (読んだ, 死んだ are the past tense): only the
    // copula after a noun (kanji, katakana) or の (のだ) counts.
    if (plainEnding[0] === 'だ' || plainEnding[0] === 'だった' || plainEnding[0] === 'だろう') {
      const prev = before.charAt(before.length - plainEnding[0].length - 1);
      if (!/[\p{sc=Han}\p{sc=Katakana}ーの]/u.test(prev)) continue;
    }
    plain.push({ offset: end - plainEnding[0].length, ending: plainEnding[0], other: plainEnding[1] });
  }
  return { polite, plain };
}

/**
 * Flags the endings of the style used less in the text (a paragraph, as the checker checks
 * paragraph by paragraph), when the other style is used at least twice as often: a tie says
 * nothing about which one the writer meant.
 */
const mixedStyle: LanguageRule = {
  id: 'LOCAL_JA_MIXED_STYLE',
  category: 'style',
  // The whole text at once: one match at its start.
  pattern: /^/gu,
  hit(_match, text) {
    const { polite, plain } = sentenceEndings(text);
    if (polite.length === 0 || plain.length === 0) return undefined;
    const minority = polite.length >= 2 * plain.length ? plain : plain.length >= 2 * polite.length ? polite : null;
    if (!minority) return undefined;
    const key = minority === plain ? 'mixedStylePlain' : 'mixedStylePolite';
    return minority.map((e): RuleHit => ({
      offset: e.offset,
      length: e.ending.length,
      replacements: e.other ? [e.other] : [],
      message: { key, values: { wrong: e.ending } },
    }));
  },
};

/** Characters of the longest sentence not advised against, and 読点 in one sentence (textlint-rule-preset-ja-technical-writing's defaults). */
const LONGEST_SENTENCE = 100;
const MOST_COMMAS = 3;

/** Sentences of a text: runs up to 。！？ or a line break, with their offsets. */
function* sentences(text: string): Generator<{ offset: number; sentence: string }> {
  for (const m of text.matchAll(/[^。！？!?\n]+[。！？!?]*/gu)) yield { offset: m.index ?? 0, sentence: m[0] };
}

/** Picky advice on each sentence of the text: `advice` gives the finding for one, if any. */
function sentenceAdvice(id: string, advice: (sentence: string, offset: number) => RuleHit | undefined): LanguageRule {
  return {
    id,
    category: 'style',
    picky: true,
    // The whole text at once: one match at its start.
    pattern: /^/gu,
    hit: (_match, text) => [...sentences(text)].flatMap(({ sentence, offset }) => advice(sentence, offset) ?? []),
  };
}

const longSentence = sentenceAdvice('LOCAL_JA_LONG_SENTENCE', (sentence, offset) => {
  const trimmed = sentence.trimEnd();
  const count = [...trimmed].length;
  if (count <= LONGEST_SENTENCE) return undefined;
  return { offset, length: trimmed.length, replacements: [], message: { key: 'longSentence', values: { count: String(count), max: String(LONGEST_SENTENCE) } } };
});

const manyCommas = sentenceAdvice('LOCAL_JA_MANY_COMMAS', (sentence, offset) => {
  // A 、 after a noun lists (TXT、HTML、MD; 学生、教師) and is not counted, as by the preset's
  // max-ten out of its strict mode: only one closing a clause, told here by kana since the last 、.
  const clauseCommas: number[] = [];
  let segmentStart = 0;
  for (const m of sentence.matchAll(/、/gu)) {
    const at = m.index ?? 0;
    if (/\p{sc=Hiragana}/u.test(sentence.slice(segmentStart, at))) clauseCommas.push(at);
    segmentStart = at + 1;
  }
  // The first comma over the limit is flagged: the sentence is to be split before it.
  const over = clauseCommas[MOST_COMMAS];
  if (over === undefined) return undefined;
  return { offset: offset + over, length: 1, replacements: [], message: { key: 'manyCommas', values: { count: String(clauseCommas.length), max: String(MOST_COMMAS) } } };
});

export const JAPANESE: readonly LanguageRule[] = [
  halfWidthKana,
  fullWidthAlphanumerics,
  doubledPunctuation,
  raNuki,
  raNukiKana,
  ...abusageRules,
  auxiliaryInKanji,
  wordyCan,
  mixedStyle,
  longSentence,
  manyCommas,
];
