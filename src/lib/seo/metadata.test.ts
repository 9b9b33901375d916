import { pageMetadata } from './metadata';

describe('pageMetadata', () => {
  const input = { locale: 'pl' as const, path: '/grammar-checker', title: 'Sprawdzanie', description: 'Opis' };

  it('gives a page that exists in every locale its canonical and hreflang alternates', () => {
    const { alternates } = pageMetadata(input);
    expect(String(alternates?.canonical)).toMatch(/\/pl\/grammar-checker$/);
    expect(Object.keys(alternates?.languages ?? {})).toHaveLength(18);
  });

  it('gives a page pre-rendered in one locale only its canonical and no alternates', () => {
    const { alternates } = pageMetadata({ ...input, path: '/semantic-dictionary/letter/ł--pl', inEveryLocale: false });
    expect(String(alternates?.canonical)).toMatch(/\/pl\/semantic-dictionary\/letter\//);
    expect(alternates?.languages).toBeUndefined();
  });
});
