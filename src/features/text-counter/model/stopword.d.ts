// The `stopword` package ships no types; its ES module exports one array per ISO 639-3 code.
declare module 'stopword' {
  export const bul: string[], ces: string[], deu: string[], ell: string[], eng: string[], fra: string[], hun: string[], ita: string[], jpn: string[];
  export const nld: string[], pol: string[], por: string[], ron: string[], rus: string[], spa: string[], swe: string[], ukr: string[];
}
