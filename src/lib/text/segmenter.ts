/** Cached `Intl.Segmenter` instances: constructing one costs far more than segmenting a sentence. */

export type Granularity = 'grapheme' | 'word' | 'sentence';

const cache = new Map<string, Intl.Segmenter>();

/**
 * A shared segmenter for `locale` (a BCP 47 tag). A malformed tag falls back to the default
 * locale instead of throwing, so a bad value in the URL or settings cannot break counting.
 */
export function getSegmenter(locale: string, granularity: Granularity): Intl.Segmenter {
  const key = `${granularity}\u0000${locale}`;
  let segmenter = cache.get(key);
  if (segmenter === undefined) {
    try {
      segmenter = new Intl.Segmenter(locale, { granularity });
    } catch {
      segmenter = new Intl.Segmenter(undefined, { granularity });
    }
    cache.set(key, segmenter);
  }
  return segmenter;
}
