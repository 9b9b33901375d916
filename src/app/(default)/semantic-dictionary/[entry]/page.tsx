import { DictionaryEntryPage, entryMetadata, entryStaticParams } from '@/features/dictionary/server';

type Props = { params: Promise<{ entry: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => entryStaticParams('en');
export const generateMetadata = async ({ params }: Props) => entryMetadata('en', (await params).entry);

export default async function Page({ params }: Props) {
  return <DictionaryEntryPage locale="en" segment={(await params).entry} />;
}
