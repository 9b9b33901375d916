import { NotFoundPage, notFoundMetadata } from '@/components/errors/NotFoundPage';
import { localeParam, type LocaleParams } from '@/i18n/route-params';

/** Exported as out/{locale}/404.html: the server and host rules answer unknown paths under /{locale}/ with it. */
export const generateMetadata = async ({ params }: LocaleParams) => notFoundMetadata(await localeParam(params));

export default async function Page({ params }: LocaleParams) {
  return <NotFoundPage locale={await localeParam(params)} />;
}
