import { KeywordDensityPage, keywordDensityMetadata } from '@/features/keyword-density';
import { localeParam, type LocaleParams } from '@/i18n/route-params';

export const generateMetadata = async ({ params }: LocaleParams) => keywordDensityMetadata(await localeParam(params));

export default async function Page({ params }: LocaleParams) {
  return <KeywordDensityPage locale={await localeParam(params)} />;
}
