import { TextCounterPage, textCounterMetadata } from '@/features/text-counter';

export const generateMetadata = () => textCounterMetadata('en');

export default function Page() {
  return <TextCounterPage locale="en" />;
}
