import { notFound } from 'next/navigation';
import { isLocale, prefixedLocales, type Locale } from './locales';

export interface LocaleParams {
  params: Promise<{ locale: string }>;
}

/** generateStaticParams of the prefixed tree: every locale but English. */
export function prefixedLocaleParams() {
  return prefixedLocales.map((locale) => ({ locale }));
}

export async function localeParam(params: LocaleParams['params']): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale) || locale === 'en') notFound();
  return locale;
}
