import { DictionaryEntryPage, entryMetadata, entryStaticParams } from '@/features/dictionary/server';
import { localeParam, prefixedLocaleParams } from '@/i18n/route-params';

type Props = { params: Promise<{ locale: string; entry: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => prefixedLocaleParams().flatMap(({ locale }) => entryStaticParams(locale).map((p) => ({ locale, ...p })));
export const generateMetadata = async ({ params }: Props) => entryMetadata(await localeParam(params), (await params).entry);

export default async function Page({ params }: Props) {
  return <DictionaryEntryPage locale={await localeParam(params)} segment={(await params).entry} />;
}
