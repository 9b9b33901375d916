import { DictionaryLetterPage, letterMetadata, letterStaticParams } from '@/features/dictionary/server';
import { localeParam, prefixedLocaleParams } from '@/i18n/route-params';

type Props = { params: Promise<{ locale: string; letter: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => prefixedLocaleParams().flatMap(({ locale }) => letterStaticParams(locale).map((p) => ({ locale, ...p })));
export const generateMetadata = async ({ params }: Props) => letterMetadata(await localeParam(params), decodeURIComponent((await params).letter));

export default async function Page({ params }: Props) {
  return <DictionaryLetterPage locale={await localeParam(params)} segment={decodeURIComponent((await params).letter)} />;
}
