import { TextCounterPage, textCounterMetadata } from '@/features/text-counter';
import { localeParam, type LocaleParams } from '@/i18n/route-params';

export const generateMetadata = async ({ params }: LocaleParams) => textCounterMetadata(await localeParam(params));

export default async function Page({ params }: LocaleParams) {
  return <TextCounterPage locale={await localeParam(params)} />;
}
