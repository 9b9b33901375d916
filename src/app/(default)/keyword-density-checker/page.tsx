import { KeywordDensityPage, keywordDensityMetadata } from '@/features/keyword-density';

export const generateMetadata = () => keywordDensityMetadata('en');

export default function Page() {
  return <KeywordDensityPage locale="en" />;
}
