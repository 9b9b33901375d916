import { turkishSuffixedName } from './turkish-suffixed-names';

describe('turkishSuffixedName', () => {
  it.each([
    ["Ahmet'in", 'Ahmet'],
    ["Google'ın", 'Google'],
    ["Samba'nın", 'Samba'],
    ["Mengin'e", 'Mengin'],
    ["Ankara'ya", 'Ankara'],
    ["İstanbul'da", 'İstanbul'],
    ["Tom'la", 'Tom'],
    ["Atatürk'ün", 'Atatürk'],
    ["PDF'ye", 'PDF'],
    ["CD'sinde", 'CD'],
    ["TDK'nin", 'TDK'],
    ["1985'te", '1985'],
    ["Ankara'dakiler", 'Ankara'],
    ["Türkiye'dekilerden", 'Türkiye'],
    ["Ahmet'inki", 'Ahmet'],
    ["Ahmet'ler", 'Ahmet'],
    ["Ayşe'm", 'Ayşe'],
    ["Ankara'dır", 'Ankara'],
    ["Ahmet'ti", 'Ahmet'],
    ["Saint-Étienne'de", 'Saint-Étienne'],
    ['Linux’ta', 'Linux'],
  ])('%s is the name %s with its suffixes', (word, name) => {
    expect(turkishSuffixedName(word)).toBe(name);
  });

  it.each([
    "Ankara'lı", // a derivational suffix: Ankaralı (Yazım Kılavuzu)
    "Türk'çe",
    "debian'ın", // no apostrophe after a common noun
    "evim'de",
    "İstanbul'xyz",
    'Ahmet',
    "Ahmet'",
  ])('%s is not', (word) => {
    expect(turkishSuffixedName(word)).toBeNull();
  });
});
