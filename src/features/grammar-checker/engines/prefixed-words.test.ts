import { hasPrefixedWords, isPrefix, prefixedWordRest } from './prefixed-words';

/** A dictionary double that knows these words only. */
const knows = (...words: string[]) => {
  const set = new Set(words);
  return (word: string) => set.has(word);
};

describe('words made with a prefix', () => {
  it('reads a prefix joined to a known word in each Romance language', () => {
    expect(prefixedWordRest('preconfiguración', 'es', knows('configuración'))).toBe('configuración');
    expect(prefixedWordRest('superutilisateur', 'fr', knows('utilisateur'))).toBe('utilisateur');
    expect(prefixedWordRest('Préconfiguration', 'fr', knows('configuration'))).toBe('configuration');
    expect(prefixedWordRest('riavviato', 'it', knows('avviato'))).toBe('avviato');
    expect(prefixedWordRest('preconfiguração', 'pt', knows('configuração'))).toBe('configuração');
    expect(prefixedWordRest('preinstal·lat', 'ca', knows('instal·lat'))).toBe('instal·lat');
    expect(prefixedWordRest('preconfigurare', 'ro', knows('configurare'))).toBe('configurare');
  });

  it('follows each language’s joins: a doubled r or s, a hyphen between equal vowels or before h', () => {
    // Spanish and Portuguese double an r after a vowel (RAE; Acordo Ortográfico, Base XVI).
    expect(prefixedWordRest('autorretrato', 'es', knows('retrato'))).toBe('rretrato');
    expect(prefixedWordRest('autoretrato', 'es', knows('retrato'))).toBeNull();
    expect(prefixedWordRest('contrassenha', 'pt', knows('senha'))).toBe('ssenha');
    expect(prefixedWordRest('antisocial', 'es', knows('social'))).toBe('social');
    // Equal vowels meet in Spanish, take a hyphen in French and Portuguese; "ré" joins before é.
    expect(prefixedWordRest('antiinflamatorio', 'es', knows('inflamatorio'))).toBe('inflamatorio');
    expect(prefixedWordRest('antiinflammatoire', 'fr', knows('inflammatoire'))).toBeNull();
    expect(prefixedWordRest('réécrire', 'fr', knows('écrire'))).toBe('écrire');
    expect(prefixedWordRest('microondas', 'pt', knows('ondas'))).toBeNull();
    // Portuguese: a hyphen before h, after sub before b or r, after super before r.
    expect(prefixedWordRest('antihigiénico', 'pt', knows('higiénico'))).toBeNull();
    expect(prefixedWordRest('subregião', 'pt', knows('região'))).toBeNull();
    expect(prefixedWordRest('superhomem', 'pt', knows('homem'))).toBeNull();
    // Catalan r and s after a vowel are left to the dictionary.
    expect(prefixedWordRest('autoservei', 'ca', knows('servei'))).toBeNull();
  });

  it('needs a known base of four letters or more, a case it can judge, and a language with prefixes', () => {
    expect(prefixedWordRest('prepan', 'es', knows('pan'))).toBeNull();
    expect(prefixedWordRest('preguntas', 'es', knows('guntas'.slice(1)))).toBeNull();
    expect(prefixedWordRest('PRECONFIGURACIÓN', 'es', knows('configuración'))).toBeNull();
    expect(prefixedWordRest('preConfiguración', 'es', knows('configuración'))).toBeNull();
    expect(prefixedWordRest('Vorkonfiguration', 'de', knows('konfiguration'))).toBeNull();
    expect(hasPrefixedWords('fr')).toBe(true);
    expect(hasPrefixedWords('de')).toBe(false);
    expect(isPrefix('ré', 'fr')).toBe(true);
    expect(isPrefix('preg', 'es')).toBe(false);
  });
});
