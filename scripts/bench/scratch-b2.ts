import { countWords } from '@/lib/text/tokenize';
import { bmpClasses } from '@/lib/text/char-class';
import { countWords as alf } from 'alfaaz';
const words = "the quick brown fox jumps over lazy dog while well-known authors don't write 1,000 pages about e-mail and John's co-operation in 2024 Paris London".split(' ');
let seed=1; const rnd=()=>{seed=(seed*1103515245+12345)&0x7fffffff; return seed/0x7fffffff;};
let parts: string[]=[]; let len=0;
while(len<10_000_000){ let s=''; const n=5+Math.floor(rnd()*20); for(let i=0;i<n;i++){ s+=(i?' ':'')+words[Math.floor(rnd()*words.length)]; } s+= rnd()<0.1?'?':'.'; parts.push(s); len+=s.length+1; if(rnd()<0.2){parts.push('\n\n');} }
const text=parts.join(' ');
const tab = bmpClasses;
function base(t: string){ let c=0; let prev=0; for(let i=0;i<t.length;i++){ const k=tab[t.charCodeAt(i)]!; if(k===1&&prev!==1)c++; prev=k;} return c;}
function time(f:()=>number){ f(); const ts=[]; let r=0; for(let i=0;i<7;i++){const t=performance.now(); r=f(); ts.push(performance.now()-t);} ts.sort((a,b)=>a-b); return [r, (text.length/ts[3]!/1000).toFixed(0)] }
for (let k=0;k<2;k++){
console.log('alfaaz', time(()=>alf(text)));
console.log('ours', time(()=>countWords(text,'en')));
console.log('base', time(()=>base(text)));
}
