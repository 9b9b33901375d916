import { parse } from '@formatjs/icu-messageformat-parser';
import { frenchSpacing, namedStyles } from './check-messages';

const nbsp = '\u00a0';
const narrow = '\u202f';

/** The problems without the quoted surroundings: `before ":", not a normal space`. */
const flagged = (message: string) => frenchSpacing(message).map((problem) => problem.replace(/^needs a no-break space (.*?): ".*"$/s, '$1'));

describe('frenchSpacing', () => {
  it('passes a no-break or narrow no-break space before : ; ! ? » and after «', () => {
    expect(frenchSpacing(`Ces outils fonctionnent hors ligne sur cet appareil${nbsp}:`)).toEqual([]);
    expect(frenchSpacing(`Phrases${nbsp}: identifiées par le navigateur${narrow}; un saut de ligne termine aussi une phrase.`)).toEqual([]);
    expect(frenchSpacing(`Vouliez-vous dire${narrow}? Votre texte a l’air parfait${narrow}!`)).toEqual([]);
    expect(frenchSpacing(`Avec «${nbsp}Ignorer les nombres${nbsp}», les nombres sont exclus.`)).toEqual([]);
  });

  it('flags a normal space or no space before : ; ! ? », and quotes where', () => {
    expect(frenchSpacing('Cette page n’a pas encore été enregistrée sur cet appareil : elle ne peut pas s’ouvrir.')).toEqual([
      'needs a no-break space before ":", not a normal space: "r cet appareil : elle ne peut p"',
    ]);
    expect(flagged('Ces outils fonctionnent hors ligne sur cet appareil :')).toEqual(['before ":", not a normal space']);
    expect(flagged('Vous êtes hors ligne: impossible de joindre LanguageTool.')).toEqual(['before ":", not "e"']);
    expect(flagged('Votre texte a l’air parfait !')).toEqual(['before "!", not a normal space']);
    expect(flagged('Vouliez-vous dire?')).toEqual(['before "?", not "e"']);
    expect(flagged(`un mot vide${narrow}; la phrase se termine ici ;`)).toEqual(['before ";", not a normal space']);
    expect(flagged(`Avec «${nbsp}Ignorer les nombres »`)).toEqual(['before "»", not a normal space']);
  });

  it('flags « followed by anything but a no-break space', () => {
    expect(flagged(`comme « le${nbsp}» ou «et${nbsp}»`)).toEqual(['after "«", not a normal space', 'after "«", not "e"']);
  });

  it('reads an argument as text, so a mark right after it is flagged', () => {
    expect(frenchSpacing(`{word}${nbsp}: sens, synonymes et antonymes`)).toEqual([]);
    expect(frenchSpacing('{word}: sens, synonymes et antonymes')).toEqual(['needs a no-break space before ":", not an argument: "{…}: sens, synonyme"']);
  });

  it('checks the text inside plural options but not the ICU syntax around it', () => {
    expect(frenchSpacing('{count, plural, =0 {Aucune règle ignorée} one {# règle ignorée} other {# règles ignorées}}')).toEqual([]);
    expect(frenchSpacing(`Réessayez dans {seconds, plural, one {# seconde} other {# secondes}}${narrow}!`)).toEqual([]);
    expect(flagged('{count, plural, one {# règle ignorée !} other {# règles ignorées}}')).toEqual(['before "!", not a normal space']);
  });

  it('ignores URLs, times and the ?! pair', () => {
    expect(frenchSpacing('Le serveur https://api.languagetool.org/v2/check?language=fr répond.')).toEqual([]);
    expect(frenchSpacing('Le service reprend à 10:30.')).toEqual([]);
    expect(frenchSpacing(`Vraiment${narrow}?!`)).toEqual([]);
    expect(flagged('Voir https://example.org: le site.')).toEqual(['before ":", not "g"']);
  });
});

describe('namedStyles', () => {
  it('finds named number, date and time styles, also inside plural options and tags', () => {
    expect(namedStyles(parse('Loading… {progress, number, percent}'))).toEqual(['percent']);
    expect(namedStyles(parse('{n, plural, one {on {day, date, short}} other {<b>{t, time, short}</b>}}'))).toEqual(['short', 'short']);
  });

  it('leaves plain arguments, plurals and unstyled numbers alone', () => {
    expect(namedStyles(parse('Loading… {progress} of {count, number} {count, plural, one {file} other {files}}'))).toEqual([]);
  });
});
