import { SemanticDictionaryPage, semanticDictionaryMetadata } from '@/features/dictionary/server';

export const generateMetadata = () => semanticDictionaryMetadata('en');

export default function Page() {
  return <SemanticDictionaryPage locale="en" />;
}
