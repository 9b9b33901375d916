// Deep imports of twitter-text's CommonJS build (see x-weighted-length.ts for why): the package's
// own types only describe the root entry point.
declare module 'twitter-text/dist/parseTweet' {
  import type { ParsedTweet, ParseTweetOptions } from 'twitter-text';

  export default function parseTweet(text: string, options?: ParseTweetOptions): ParsedTweet;
}

declare module 'twitter-text/dist/configs' {
  import type { ParseTweetOptions } from 'twitter-text';

  const configs: { defaults: Required<ParseTweetOptions>; version3: Required<ParseTweetOptions> };
  export default configs;
}
