import parseTweet from 'twitter-text/dist/parseTweet';
const p = parseTweet as unknown as (t: string, o?: object) => any;
for (const n of [1000, 10000, 100000]) {
  const text = 'Hello world 😀 https://example.com/x 東京 café. '.repeat(n/45);
  const t = performance.now(); const r = p(text); console.log(n, (performance.now()-t).toFixed(1), r.weightedLength, r.validRangeEnd);
}
const nfd = 'e\u0301'.repeat(300);
const r = p(nfd); console.log(nfd.length, r.weightedLength, r.validRangeEnd);
console.log(p('a\uFEFF' + 'b'.repeat(300)));
console.log(p('😀'.repeat(150)));
console.log(JSON.stringify(require('twitter-text/dist/configs').default ?? require('twitter-text/dist/configs')));
