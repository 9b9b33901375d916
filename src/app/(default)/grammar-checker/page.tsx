import { GrammarCheckerPage, grammarCheckerMetadata } from '@/features/grammar-checker';

export const generateMetadata = () => grammarCheckerMetadata('en');

export default function Page() {
  return <GrammarCheckerPage locale="en" />;
}
