import { tokenize, countWords, countSentences, segmentSentences } from '@/lib/text/tokenize';
const cases: [string,string][] = [
 ["The well-known co‐operation of Jean-Pierre: don't, l'homme, it’s! 1.5 1,000 3.14 −5 50% $5 - — jan.kowalski@example.pl https://example.com/a-b. (see https://en.wikipedia.org/wiki/Foo_(bar)) 😀 word—word 12:30 COVID-19", 'en'],
 ["私はJavaScriptが好きです。2024年に東京へ行きました😀 コンピューター", 'ja'],
 ["Heading\nFirst sentence here. Second one\n\nThird para", 'en'],
 ["ภาษาไทยง่ายนิดเดียว ทดสอบ", 'th'],
 ["Zażółć gęślą jaźń. 3,5 zł to ok.", 'pl'],
 ["می‌خواهم بروم. ٣٫٥ كتاب", 'fa'],
 ["안녕하세요 세계! Tiếng Việt rất hay.", 'ko'],
 ["צה\"ל אמר", 'he'],
];
for (const [t,l] of cases) {
  const toks = tokenize(t,l);
  console.log(toks.map(x=>`${x.text}${x.kind==='number'?'#':''}@${x.sentence}`).join(' | '));
  console.log(countWords(t,l), toks.length, countSentences(t,l), JSON.stringify(segmentSentences(t,l)));
}
