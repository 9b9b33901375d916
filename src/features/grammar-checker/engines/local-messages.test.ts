/**
 * Every message the on-device engine's own rules produce (spelling, the generic, English and
 * language rules) is a template of every locale file, and the values a finding brings are
 * exactly the template's arguments there: a finding the UI cannot translate fails here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { locales } from '@/i18n/locales';
import { checkEnglishRules } from '../model/english-rules';
import { checkGenericRules } from '../model/generic-rules';
import { checkLanguageRules } from '../model/language-rules';
import { englishRuleMessage, type RuleMessage } from '../model/rule-messages';
import type { Suggestion } from '../model/types';
import type { Speller } from './hunspell';
import { HunspellChecker } from './hunspell-checker';

const speller: Speller = { spell: (word) => !word.startsWith('Fehller'), suggest: () => [], add: () => {}, dispose: () => {} };

/** Findings of every kind of local rule, with every template at least once. */
const findings: Suggestion[] = [
  ...new HunspellChecker(speller, 'de-DE').check('Ein Fehller.'),
  ...checkGenericRules('I saw the the cat  here . Then he left. then he came (without [a word) and a word). Good,but late.', 'en-US'),
  ...checkEnglishRules(
    'We should to go. He can speaks. I didn\'t went. More smarter. I am agree. It depends of it. Afraid from dogs. Since five years. ' +
      'Explain me. Suggested me to rest. Borrow me it. Enjoy to play. Look forward to hear. Return back. The reason is because. ' +
      'Although it rained, but we went. I can\'t hardly. If I will have time. In my opinion, I think so.',
  ),
  ...checkEnglishRules(
    'There is many reasons. I am exciting about the trip. I very like it. He is married with a doctor. This are my shoes. ' +
      'Your welcome. Can you tell me where is the station? I have seen him yesterday.',
  ),
  ...checkLanguageRules('Er sagte "Hallo" und ging. Das Paket wiegt 10kg. Wir wohnen hier seid Jahren. Warte... ja - nein.', 'de-DE', { picky: true }),
  ...checkLanguageRules('Bonjour! Il est sorti malgré qu’il pleuve.', 'fr'),
  ...checkLanguageRules('Qué hora es?', 'es'),
  ...checkLanguageRules('La città conta 1,250,000 abitanti.', 'it'),
  ...checkLanguageRules('Wczoraj poszłem do kina.', 'pl-PL'),
  ...checkLanguageRules('ﾃﾞｰﾀはＡＢＣにある、、朝早く起きれない。絶対絶命だ。', 'ja-JP', { picky: true }),
  ...checkLanguageRules('私は学生です。毎日学校に行きます。昨日は雨だった。', 'ja-JP'),
  ...checkLanguageRules('本書は手引きである。原則は単純である。次に説明します。', 'ja-JP'),
  ...checkLanguageRules(`${'とても長い文章が続きます'.repeat(9)}。雨が降り、風が吹き、雷が鳴り、停電し、暗くなった。`, 'ja-JP', { picky: true }),
];

const messages: RuleMessage[] = findings.flatMap((s) => [s.localizedMessage, s.localizedShortMessage]).filter((m): m is RuleMessage => m !== undefined);

const templatesOf = (locale: string) =>
  (JSON.parse(readFileSync(join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as { GrammarChecker: { rules: Record<string, string> } }).GrammarChecker.rules;

/** The argument names of a template; only plain `{name}` arguments are expected. */
function argumentsOf(template: string): string[] {
  return parse(template).flatMap((el: MessageFormatElement) => {
    if (el.type === TYPE.literal) return [];
    if (el.type === TYPE.argument) return [el.value];
    throw new Error(`unexpected ICU element in ${JSON.stringify(template)}`);
  });
}

describe('messages of the on-device engine', () => {
  it('every finding carries its template, and its English message is that template’s text', () => {
    for (const s of findings) {
      expect(s.localizedMessage).toBeDefined();
      expect(s.message).toBe(englishRuleMessage(s.localizedMessage as RuleMessage));
      if (s.shortMessage !== undefined || s.localizedShortMessage) expect(s.shortMessage).toBe(englishRuleMessage(s.localizedShortMessage as RuleMessage));
    }
  });

  it('the sample findings use every template of GrammarChecker.rules', () => {
    expect([...new Set(messages.map((m) => m.key))].sort()).toEqual(Object.keys(templatesOf('en')).sort());
  });

  it.each(locales)('%s has every template with exactly the arguments the findings give', (locale) => {
    const templates = templatesOf(locale);
    for (const message of messages) {
      const template = templates[message.key];
      expect({ key: message.key, template: typeof template }).toEqual({ key: message.key, template: 'string' });
      expect({ key: message.key, args: [...new Set(argumentsOf(template as string))].sort() }).toEqual({ key: message.key, args: Object.keys(message.values).sort() });
    }
  });
});
