import type { ReactNode } from 'react';
import { RootLayout } from '@/components/layout/RootLayout';

export { viewport } from '@/components/layout/viewport';

/** English: the unprefixed tree (DESIGN §2: a lone [locale] tree cannot export an unprefixed English). */
export default function Layout({ children }: { children: ReactNode }) {
  return <RootLayout locale="en">{children}</RootLayout>;
}
