import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applySuggestion } from '../apply-suggestion';
import { checkLanguageRules } from './index';

const found = (text: string, picky = false) => checkLanguageRules(text, 'ja-JP', { picky }).map((s) => [s.ruleId, s.original, s.replacements[0] ?? null]);
const ids = (text: string, picky = false) => checkLanguageRules(text, 'ja-JP', { picky }).map((s) => `${s.ruleId}: ${s.original}`);

describe('Japanese notation', () => {
  it('writes half-width katakana in full width, voiced marks joined', () => {
    expect(found('ﾃﾞｰﾀをｶﾀｶﾅで書く。')).toEqual([
      ['LOCAL_JA_HALF_WIDTH_KANA', 'ﾃﾞｰﾀ', 'データ'],
      ['LOCAL_JA_HALF_WIDTH_KANA', 'ｶﾀｶﾅ', 'カタカナ'],
    ]);
  });

  it('advises half-width Latin letters and digits only when picky', () => {
    expect(found('ＯＳは第１版から使う。')).toEqual([]);
    expect(found('ＯＳは第１版から使う。', true)).toEqual([
      ['LOCAL_JA_FULL_WIDTH_ALPHANUMERIC', 'ＯＳ', 'OS'],
      ['LOCAL_JA_FULL_WIDTH_ALPHANUMERIC', '１', '1'],
    ]);
  });

  it('flags two punctuation marks in a row, not an ellipsis of full stops', () => {
    expect(found('晴れ、、明日は雨。。それでは。、')).toEqual([
      ['LOCAL_JA_DOUBLED_PUNCTUATION', '、、', '、'],
      ['LOCAL_JA_DOUBLED_PUNCTUATION', '。。', '。'],
      ['LOCAL_JA_DOUBLED_PUNCTUATION', '。、', '。'],
    ]);
    expect(found('そうですか。。。なるほど。')).toEqual([]);
  });
});

describe('ら抜き言葉', () => {
  it.each([
    ['朝早く起きれない。', '起きれない', '起きられない'],
    ['この映画はどこで見れますか。', '見れます', '見られます'],
    ['明日は来れる？', '来れる', '来られる'],
    ['会議に出れなかった。', '出れなかった', '出られなかった'],
    ['辛い物は食べれません。', '食べれません', '食べられません'],
    ['失敗を忘れれる人はいない。', '忘れれる', '忘れられる'],
    ['すぐに見つけれた。', '見つけれた', '見つけられた'],
  ])('%s', (text, original, replacement) => {
    expect(found(text)).toEqual([['LOCAL_JA_RA_NUKI', original, replacement]]);
  });

  it.each([
    ['まだたべれない。', 'たべれない', 'たべられない'],
    ['テレビがみれる。', 'みれる', 'みられる'],
    ['明日はこれますか。', 'これます', 'こられます'],
    ['ここからでれない。', 'でれない', 'でられない'],
    ['すぐにみつけれた。', 'みつけれた', 'みつけられた'],
    ['朝はおきれない。', 'おきれない', 'おきられない'],
  ])('in kana: %s', (text, original, replacement) => {
    expect(found(text)).toEqual([['LOCAL_JA_RA_NUKI', original, replacement]]);
  });

  it('leaves kana that only look like it alone: inside a word, これ before ない and た, 練る, 帰る', () => {
    expect(ids('胸をはってほこれる。しみれる。これないと困る。これたべて。パン生地をねれる。家にかえれる。髪がきれる。')).toEqual([]);
  });

  it('leaves the conditional, 出来る and the verbs whose potential it is alone', () => {
    expect(ids('見れば分かる。来れば会える。出来れば早く来てください。大阪に居れる。紙が切れる。日本語が話せる。よく晴れた日に窓を開けて寝た。')).toEqual([]);
  });

  it('corrects the sentence in place', () => {
    const text = '明日は来れる？';
    const findings = checkLanguageRules(text, 'ja-JP');
    expect(applySuggestion(text, findings, findings[0] as (typeof findings)[number]).text).toBe('明日は来られる？');
  });
});

describe('misused expressions', () => {
  it.each([
    ['絶対絶命のピンチだった。', '絶対絶命', '絶体絶命'],
    ['こんにちわ、田中さん。', 'こんにちわ', 'こんにちは'],
    ['こんばんわ。', 'こんばんわ', 'こんばんは'],
    ['彼は怒り心頭に達する思いだった。', '怒り心頭に達する', '怒り心頭に発する'],
    ['取り付く暇もない様子だ。', '取り付く暇もない', '取り付く島もない'],
    ['一つ返事で引き受けた。', '一つ返事で', '二つ返事で'],
    ['この字は読みずらい。', 'ずらい', 'づらい'],
    ['話しずらくて黙った。', 'ずらくて', 'づらくて'],
  ])('%s', (text, original, replacement) => {
    const hits = checkLanguageRules(text, 'ja-JP');
    expect(hits.map((s) => [s.original, s.replacements[0]])).toEqual([[original, replacement]]);
    expect(hits[0]?.localizedMessage?.key).toBe('commonError');
  });

  it('has one rule id per expression', () => {
    const texts = '絶対絶命。こんにちわ。こんばんわ。読みずらい。一つ返事で。気に触る。';
    const found = checkLanguageRules(texts, 'ja-JP').map((s) => s.ruleId);
    expect(new Set(found).size).toBe(found.length);
    expect(found).toContain('LOCAL_JA_ABUSAGE_絶体絶命');
  });

  it('leaves the correct forms and the literal senses alone', () => {
    expect(ids('絶体絶命。こんにちは。あと一つ返事が来ていない。予定をずらした。少しずらくらい問題ない。例外を補足する。')).toEqual([]);
    // Not inside a longer word: 空気 (air), 答案 (an answer sheet), 法案 (a bill).
    expect(ids('冷たい空気に触る。答案の上に名前を書く。法案の条文を読む。')).toEqual([]);
    expect(found('それは気に触る言い方だ。案の上、雨だった。')).toEqual([
      ['LOCAL_JA_ABUSAGE_に障る', '気に触る', '気に障る'],
      ['LOCAL_JA_ABUSAGE_案の定', '案の上', '案の定'],
    ]);
  });
});

describe('mixed polite and plain styles', () => {
  it('flags the plain endings in a polite paragraph, with the polite form where it is mechanical', () => {
    expect(found('私は学生です。毎日学校に行きます。昨日は雨だった。宿題は難しいです。')).toEqual([['LOCAL_JA_MIXED_STYLE', 'だった', 'でした']]);
  });

  it('flags the polite endings in a plain paragraph', () => {
    const hits = checkLanguageRules('本書は手引きである。原則は単純である。次の章で詳しく説明します。', 'ja-JP');
    expect(hits.map((s) => [s.original, s.replacements])).toEqual([['ます', []]]);
    expect(hits[0]?.localizedMessage).toEqual({ key: 'mixedStylePolite', values: { wrong: 'ます' } });
  });

  it('ignores quotations, past tenses of verbs, a tie and a closing particle', () => {
    expect(ids('彼は「これは大変だ。」と言いました。私もそう思います。本当にそうですね。')).toEqual([]);
    expect(ids('昨日は本を読んだ。とても面白かったです。また読みます。')).toEqual([]);
    expect(ids('これは本です。あれはペンだ。')).toEqual([]);
    expect(ids('そうですか。分かりました。これで終わりだよね。')).toEqual([]);
  });
});

describe('picky style advice', () => {
  it('writes auxiliary verbs in kana and shortens することができる after a noun', () => {
    const text = '資料を送って下さい。変更することができる。心から愛することができる。';
    expect(found(text)).toEqual([]);
    expect(ids('山を登って頂上に着いた。笑って頂戴。', true)).toEqual([]);
    expect(found('ご説明して頂けますか。', true)).toEqual([['LOCAL_JA_AUXILIARY_KANA', 'て頂', 'ていただ']]);
    expect(found(text, true)).toEqual([
      ['LOCAL_JA_AUXILIARY_KANA', 'て下さ', 'てくださ'],
      ['LOCAL_JA_SURU_KOTO_GA_DEKIRU', 'することができ', 'でき'],
    ]);
  });
});

describe('picky advice on long sentences', () => {
  const long = `${'とても長い文章が続きます'.repeat(9)}。`;
  it('flags a sentence over 100 characters and the fourth 読点 of a sentence, only when picky', () => {
    const text = `${long}短い文です。雨が降り、風が吹き、雷が鳴り、停電し、暗くなった。`;
    expect(found(text)).toEqual([]);
    const hits = checkLanguageRules(text, 'ja-JP', { picky: true });
    expect(hits.map((s) => [s.ruleId, s.offset, s.length])).toEqual([
      ['LOCAL_JA_LONG_SENTENCE', 0, long.length],
      ['LOCAL_JA_MANY_COMMAS', text.indexOf('停電し、') + 3, 1],
    ]);
    expect(hits[0]?.localizedMessage).toEqual({ key: 'longSentence', values: { count: String(long.length), max: '100' } });
    expect(hits[1]?.localizedMessage).toEqual({ key: 'manyCommas', values: { count: '4', max: '3' } });
  });

  it('leaves sentences of 100 characters and three 読点 alone, and does not count the 、 of a list of nouns', () => {
    expect(ids(`${'あ'.repeat(99)}。雨が降り、風が吹き、雷が鳴った。`, true)).toEqual([]);
    expect(ids('TXT、HTML、MD、DOC、PDF に対応しています。学生、教師、会社員、ブロガーにおすすめです。', true)).toEqual([]);
  });
});

describe('edited Japanese stays silent', () => {
  it.each([
    ['the Universal Declaration of Human Rights', 'data/grammar/udhr/ja-JP.txt'],
    ["the Debian Administrator's Handbook", 'data/grammar/handbook/ja-JP.txt'],
  ])('%s', (_name, file) => {
    const text = readFileSync(join(process.cwd(), file), 'utf8');
    // Paragraph by paragraph, as the checker checks.
    expect(text.split(/\n\s*\n/).flatMap((paragraph) => ids(paragraph))).toEqual([]);
  });
});
