import { OfflinePage, offlineMetadata } from '@/components/errors/OfflinePage';

/** out/offline.html: shown by the service worker for pages not yet saved on the device. */
export const generateMetadata = () => offlineMetadata('en');

export default function Page() {
  return <OfflinePage locale="en" />;
}
