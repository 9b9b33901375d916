import { countWords, tokenize, countSentences } from '@/lib/text/tokenize';
import { countWords as alf } from 'alfaaz';
const words = "the quick brown fox jumps over lazy dog while well-known authors don't write 1,000 pages about e-mail and John's co-operation in 2024 Paris London".split(' ');
let seed=1; const rnd=()=>{seed=(seed*1103515245+12345)&0x7fffffff; return seed/0x7fffffff;};
let parts: string[]=[]; let len=0;
while(len<10_000_000){ let s=''; const n=5+Math.floor(rnd()*20); for(let i=0;i<n;i++){ s+=(i?' ':'')+words[Math.floor(rnd()*words.length)]; } s+= rnd()<0.1?'?':'.'; parts.push(s); len+=s.length+1; if(rnd()<0.2){parts.push('\n\n');} }
const text=parts.join(' ');
function time(f:()=>number){ f(); const ts=[]; let r=0; for(let i=0;i<5;i++){const t=performance.now(); r=f(); ts.push(performance.now()-t);} ts.sort((a,b)=>a-b); return [r, text.length/ts[2]!/1000] }
console.log('alfaaz', time(()=>alf(text)));
console.log('ours', time(()=>countWords(text,'en')));
console.log('sent', time(()=>countSentences(text,'en')));
console.log('tok', time(()=>tokenize(text,'en').length));
