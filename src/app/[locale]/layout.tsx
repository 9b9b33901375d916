import type { ReactNode } from 'react';
import { RootLayout } from '@/components/layout/RootLayout';
import { localeParam, prefixedLocaleParams, type LocaleParams } from '@/i18n/route-params';

export { viewport } from '@/components/layout/viewport';

export const dynamicParams = false;
export const generateStaticParams = prefixedLocaleParams;

export default async function Layout({ children, params }: { children: ReactNode } & LocaleParams) {
  return <RootLayout locale={await localeParam(params)}>{children}</RootLayout>;
}
