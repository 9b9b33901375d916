import type { ReactNode } from 'react';
import { RootLayout } from '@/components/layout/RootLayout';

export { viewport } from '@/components/layout/viewport';

/** English: the unprefixed tree (a lone [locale] tree exports English under /en/ and no out/index.html). */
export default function Layout({ children }: { children: ReactNode }) {
  return <RootLayout locale="en">{children}</RootLayout>;
}
