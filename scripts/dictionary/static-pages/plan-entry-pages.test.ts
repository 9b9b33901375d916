import { hostProfiles, type HostLimits } from '../../host/host-limits';
import { planEntryPages, type LanguageCandidates } from './plan-entry-pages';

const limits: HostLimits = { files: 1000, foldersCount: false, bytes: 1_000_000, bytesPerFile: 100_000 };
const empty = { files: 0, folders: 0, bytes: 0 };
const language = (name: string, candidates: number, pageBytes = 100): LanguageCandidates<string> => ({ language: name, candidates, pageBytes });

describe('planEntryPages', () => {
  it('gives every language the same share of the files the limit leaves, less the margin', () => {
    const plan = planEntryPages({ limits, existing: { files: 400, folders: 0, bytes: 0 }, languages: [language('en', 10_000), language('pl', 10_000)], margin: 0.1 });
    // 900 files within the margin, 400 taken: 250 each.
    expect(plan.pages).toEqual({ en: 250, pl: 250 });
    expect(plan.files).toBe(500);
    expect(plan.bytes).toBe(500 * 100);
  });

  it('lets a language with fewer candidates than its share leave the rest to the others', () => {
    const plan = planEntryPages({ limits, existing: empty, languages: [language('en', 10_000), language('ru', 40), language('uk', 10_000)], margin: 0 });
    expect(plan.pages).toEqual({ en: 480, ru: 40, uk: 480 });
  });

  it('hands out what is left after equal shares in the order the languages come', () => {
    const plan = planEntryPages({ limits, existing: { files: 998, folders: 0, bytes: 0 }, languages: [language('en', 10), language('pl', 10), language('ru', 10)], margin: 0 });
    expect(plan.pages).toEqual({ en: 1, pl: 1, ru: 0 });
  });

  it('stops where the bytes run out when they bind before the files', () => {
    // 100,000 bytes left: en pages cost 1,000, pl pages 3,000 → 25 each (100,000 / 4,000).
    const plan = planEntryPages({ limits, existing: { files: 0, folders: 0, bytes: 900_000 }, languages: [language('en', 1000, 1000), language('pl', 1000, 3000)], margin: 0 });
    expect(plan.pages).toEqual({ en: 25, pl: 25 });
    expect(plan.bytes).toBeLessThanOrEqual(100_000);
  });

  it('counts folders where the host does', () => {
    const withFolders = { ...limits, foldersCount: true };
    const existing = { files: 400, folders: 200, bytes: 0 };
    expect(planEntryPages({ limits: withFolders, existing, languages: [language('en', 10_000)], margin: 0 }).pages.en).toBe(400);
    expect(planEntryPages({ limits, existing, languages: [language('en', 10_000)], margin: 0 }).pages.en).toBe(600);
  });

  it('plans nothing when out/ already fills the budget', () => {
    const plan = planEntryPages({ limits, existing: { files: 990, folders: 0, bytes: 0 }, languages: [language('en', 10), language('pl', 10)] });
    expect(plan).toEqual({ pages: { en: 0, pl: 0 }, files: 0, bytes: 0 });
  });

  it('fills the default profile with every language of a realistic build, within its limits', () => {
    const candidates = [147_378, 22_789, 49_921, 109_803, 21_746, 36_053, 19_154, 25_750, 33_747, 50_764, 43_096, 11_282, 15_942, 12_340];
    const languages = candidates.map((n, i) => language(`l${i}`, n, 70_000));
    const existing = { files: 15_200, folders: 1_500, bytes: 800_000_000 };
    const plan = planEntryPages({ limits: hostProfiles.free, existing, languages });
    const counts = Object.values(plan.pages);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    expect(existing.files + plan.files).toBeLessThanOrEqual(hostProfiles.free.files * 0.97);
    expect(existing.bytes + plan.bytes).toBeLessThanOrEqual(hostProfiles.free.bytes * 0.97);
    // Bytes bind here: one more page per language would not fit.
    expect(existing.bytes + plan.bytes + 14 * 70_000).toBeGreaterThan(hostProfiles.free.bytes * 0.97);
  });

  it('gives the large profile every entry of the small languages and equal shares of the rest', () => {
    const plan = planEntryPages({
      limits: hostProfiles.large,
      existing: { files: 15_200, folders: 1_500, bytes: 800_000_000 },
      languages: [language('en', 147_378), language('ru', 11_282), language('de', 109_803)],
    });
    expect(plan.pages.ru).toBe(11_282);
    expect(plan.pages.en! - plan.pages.de!).toBeLessThanOrEqual(1);
    expect(plan.files).toBe(Math.floor(200_000 * 0.97) - 16_700);
  });
});
