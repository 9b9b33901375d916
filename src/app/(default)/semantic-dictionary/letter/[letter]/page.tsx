import { DictionaryLetterPage, letterMetadata, letterStaticParams } from '@/features/dictionary/server';

type Props = { params: Promise<{ letter: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => letterStaticParams('en');
export const generateMetadata = async ({ params }: Props) => letterMetadata('en', decodeURIComponent((await params).letter));

export default async function Page({ params }: Props) {
  return <DictionaryLetterPage locale="en" segment={decodeURIComponent((await params).letter)} />;
}
