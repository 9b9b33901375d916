import { OfflinePage, offlineMetadata } from '@/components/errors/OfflinePage';
import { localeParam, type LocaleParams } from '@/i18n/route-params';

/** out/{locale}/offline.html: shown by the service worker for pages not yet saved on the device. */
export const generateMetadata = async ({ params }: LocaleParams) => offlineMetadata(await localeParam(params));

export default async function Page({ params }: LocaleParams) {
  return <OfflinePage locale={await localeParam(params)} />;
}
