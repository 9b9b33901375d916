import { SemanticDictionaryPage, semanticDictionaryMetadata } from '@/features/dictionary/server';
import { localeParam, type LocaleParams } from '@/i18n/route-params';

export const generateMetadata = async ({ params }: LocaleParams) => semanticDictionaryMetadata(await localeParam(params));

export default async function Page({ params }: LocaleParams) {
  return <SemanticDictionaryPage locale={await localeParam(params)} />;
}
