import { GrammarCheckerPage, grammarCheckerMetadata } from '@/features/grammar-checker';
import { localeParam, type LocaleParams } from '@/i18n/route-params';

export const generateMetadata = async ({ params }: LocaleParams) => grammarCheckerMetadata(await localeParam(params));

export default async function Page({ params }: LocaleParams) {
  return <GrammarCheckerPage locale={await localeParam(params)} />;
}
