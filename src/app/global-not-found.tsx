import { NotFoundPage, notFoundMetadata } from '@/components/errors/NotFoundPage';
import { RootLayout } from '@/components/layout/RootLayout';

export { viewport } from '@/components/layout/viewport';

/** out/404.html: the English 404, served for unknown paths outside the locale folders. */
export const generateMetadata = () => notFoundMetadata('en');

export default function GlobalNotFound() {
  return (
    <RootLayout locale="en">
      <NotFoundPage locale="en" />
    </RootLayout>
  );
}
