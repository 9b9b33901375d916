import type { CheckProgress } from '../model/types';
import { LocalEngine, textParts, type LocalAssetSource } from './local-engine';
import { HARPER_PICKY_RULES } from './harper-findings';
import { createNodeAssetSource } from './node-assets';

jest.setTimeout(60_000);

// The tests below judge which replacements come, not how soon: a loaded machine (CI) must not run
// a French suggestion search past the default 250 ms budget and leave a word without any.
const engine = new LocalEngine(createNodeAssetSource(), { hunspell: { suggestionBudgetMs: 5_000 } });
afterAll(() => engine.dispose());

const summary = (found: Awaited<ReturnType<LocalEngine['check']>>) => found.map((s) => `${s.category}:${s.original}→${s.replacements[0] ?? ''}`);

/**
 * Node assets whose harper waits until `interimShown` is called: in a browser harper's WASM is
 * ~50 times the interim dictionary's size, so the interim findings come first.
 */
function harperAfterInterim() {
  const node = createNodeAssetSource();
  let interimShown = () => {};
  const shown = new Promise<void>((resolve) => (interimShown = resolve));
  const assets: LocalAssetSource = {
    ...node,
    harper: async (dialect, ranks, onProgress, signal) => {
      await shown;
      return node.harper(dialect, ranks, onProgress, signal);
    },
  };
  return { assets, interimShown: () => interimShown() };
}

/** `assets`, recording the ids of the dictionaries asked for. */
function recordingDictionaries(assets: LocalAssetSource) {
  const dictionaries: string[] = [];
  const source: LocalAssetSource = {
    ...assets,
    dictionary: (id, onProgress, signal) => {
      dictionaries.push(id);
      return assets.dictionary(id, onProgress, signal);
    },
  };
  return { source, dictionaries };
}

/**
 * Node assets whose harper is watched: `setUps` counts the harpers set up, `disposed` those
 * released, and a check throws once after `crashNextCheck()` (a crashed worker).
 */
function watchedHarper() {
  const node = createNodeAssetSource();
  const setUps = jest.fn();
  const disposed = jest.fn();
  let crashNext = false;
  const assets: LocalAssetSource = {
    ...node,
    harper: async (dialect, ranks, onProgress, signal) => {
      setUps();
      const checker = await node.harper(dialect, ranks, onProgress, signal);
      return {
        setDialect: (d) => checker.setDialect(d),
        setPersonalWords: (w) => checker.setPersonalWords(w),
        dispose: () => (disposed(), checker.dispose()),
        check: async (text) => {
          if (!crashNext) return checker.check(text);
          crashNext = false;
          throw new Error('The worker stopped');
        },
      };
    },
  };
  return { assets, setUps, disposed, crashNextCheck: () => (crashNext = true) };
}

describe('textParts', () => {
  it('cuts a long text after a blank line near the first size, then near the next, covering it all', () => {
    const paragraph = 'A paragraph of some forty characters.\n\n';
    const text = paragraph.repeat(40);
    // 39 characters a paragraph: 5 of them before 200, 10 before 400.
    const parts = textParts(text, 200, 400);
    expect(parts[0]).toEqual([0, 5 * paragraph.length]);
    expect(parts.slice(1, -1).every(([start, end]) => end - start === 10 * paragraph.length)).toBe(true);
    expect(parts.at(-1)?.[1]).toBe(text.length);
    for (let i = 1; i < parts.length; i++) expect(parts[i]?.[0]).toBe(parts[i - 1]?.[1]);
    for (const [, end] of parts.slice(0, -1)) expect(text.slice(end - 2, end)).toBe('\n\n');
  });

  it('takes a line break where no blank line is, and leaves a short text or one without breaks whole', () => {
    const lines = 'One line of text here.\n'.repeat(30);
    expect(textParts(lines, 100, 200)[0]).toEqual([0, 92]);
    expect(textParts('Short.', 100, 200)).toEqual([[0, 6]]);
    expect(textParts('x'.repeat(1000), 100, 200)).toEqual([[0, 1000]]);
  });
});

describe('LocalEngine: a long English text', () => {
  /** Node assets whose harper records the length of each text it lints and can be held before one. */
  function countingHarper() {
    const node = createNodeAssetSource();
    const linted: number[] = [];
    let beforeLint: (n: number) => Promise<void> = async () => {};
    const assets: LocalAssetSource = {
      ...node,
      harper: async (dialect, ranks, onProgress, signal) => {
        const checker = await node.harper(dialect, ranks, onProgress, signal);
        return {
          setDialect: (d) => checker.setDialect(d),
          setPersonalWords: (w) => checker.setPersonalWords(w),
          dispose: () => checker.dispose(),
          check: async (text) => {
            linted.push(text.length);
            await beforeLint(linted.length);
            return checker.check(text);
          },
        };
      },
    };
    return { assets, linted, holdBefore: (hold: (n: number) => Promise<void>) => (beforeLint = hold) };
  }

  const paragraph = 'She go to school every day and she like it very much, because her teacher is kind and funny.\n\n';
  const text = paragraph.repeat(80);

  it('shows harper’s findings on the first part while it lints the rest, and finds the same in the end as in one piece', async () => {
    const { assets, linted } = countingHarper();
    const own = new LocalEngine(assets);
    try {
      await own.check('Warm up.', 'en-US');
      const progress: CheckProgress[] = [];
      const found = await own.check(text, 'en-US', undefined, (p) => progress.push(p));
      expect(linted.slice(1).length).toBeGreaterThan(1);
      const parts = progress.flatMap((p) => (p.phase === 'interim' ? [p] : []));
      expect(parts.length).toBe(linted.length - 2);
      expect(parts.every((p) => p.kind === 'part')).toBe(true);
      const firstEnd = linted[1] as number;
      const harperFirst = (parts[0]?.suggestions ?? []).filter((s) => s.ruleId.startsWith('HARPER_'));
      expect(harperFirst.length).toBeGreaterThan(0);
      expect(harperFirst.every((s) => s.offset < firstEnd)).toBe(true);
      // Every paragraph's slips are found, where they are.
      expect(found.filter((s) => s.original === 'go')).toHaveLength(80);
      expect(found.every((s) => text.slice(s.offset, s.offset + s.length) === s.original)).toBe(true);
      const inOnePiece = new LocalEngine(createNodeAssetSource(), { harperPartChars: [Infinity, Infinity] });
      try {
        expect(found.map((s) => s.id)).toEqual((await inOnePiece.check(text, 'en-US')).map((s) => s.id));
      } finally {
        await inOnePiece.dispose();
      }
    } finally {
      await own.dispose();
    }
  });

  it('stops between parts when the check is cancelled, so that the next check waits for one part at most', async () => {
    const { assets, linted, holdBefore } = countingHarper();
    const own = new LocalEngine(assets);
    try {
      await own.check('Warm up.', 'en-US');
      const controller = new AbortController();
      let release = () => {};
      // The second part waits until the check is cancelled.
      holdBefore((n) => (n === 3 ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve()));
      const check = own.check(text, 'en-US', controller.signal, () => {});
      await new Promise((resolve) => setTimeout(resolve, 50));
      while (linted.length < 3) await new Promise((resolve) => setTimeout(resolve, 20));
      controller.abort();
      release();
      await expect(check).rejects.toMatchObject({ name: 'AbortError' });
      expect(linted.length).toBe(3);
    } finally {
      await own.dispose();
    }
  });
});

describe('LocalEngine: English with harper.js', () => {
  it('finds grammar, spelling, casing and reports progress', async () => {
    const progress: CheckProgress[] = [];
    const found = await engine.check('This is an test. i has a adress.', 'en-US', undefined, (p) => progress.push(p));
    expect(summary(found)).toEqual(expect.arrayContaining(['grammar:an→a', 'casing:i→I', 'grammar:has→have', 'misspelling:adress→address']));
    expect(progress.some((p) => p.phase === 'loading' && (p.loaded ?? 0) > 0)).toBe(true);
    expect(progress.at(-1)?.phase).toBe('checking');
  });

  it('keeps the spelling finding that harper’s split-word rule would hide (dedup off), one finding per span', async () => {
    const found = await engine.check('Send it to my adress please.', 'en-US');
    const adress = found.filter((s) => s.original === 'adress');
    expect(adress).toHaveLength(1);
    expect(adress[0]?.replacements).toEqual(expect.arrayContaining(['address', 'a dress']));
    expect(adress[0]?.replacements[0]).toBe('address');
  });

  it('leaves acronyms, their plurals and words with digits to the reader, as every language does', async () => {
    expect(summary(await engine.check('Burn the CD with the DHCP and TFTP settings; two PVs and three LVs on amd64.', 'en-US'))).toEqual([]);
    expect(summary(await engine.check('Burn the CD with the settigns.', 'en-US'))).toEqual(['misspelling:settigns→settings']);
  });

  it('stays silent on house style in edited prose: brand casing, closed prefixes and compounds, the serial comma, unit names', async () => {
    const prose =
      'Sam Hartman uses Unix. My co-author keeps the log files, notes and backups on ISO-8859-1 disks of 5 GB. ' +
      'The storage needs have changed.';
    expect(summary(await engine.check(prose, 'en-US'))).toEqual([]);
    // Names a learner writes in lower case are still capitalised; mass nouns still have no plural.
    const names = await engine.check('We visited paris in january.', 'en-US');
    expect(new Set(names.map((s) => `${s.original}→${s.replacements[0]}`))).toEqual(new Set(['paris→Paris', 'january→January']));
    expect(summary(await engine.check('They gave us many advices.', 'en-US')).map((s) => s.split('→')[0])).toContain('grammar:advices');
  });

  it('reads “one” before a modal as the pronoun, “over all” before what it governs and “there after” as two words, but still closes “overall” elsewhere', async () => {
    const prose = 'One might therefore wonder why. Parity blocks are spread over all of the disks. A package can be sent there after undergoing changes.';
    // (“all of the” → “all the” is style advice, which stays.)
    expect(summary(await engine.check(prose, 'en-US')).filter((s) => !s.startsWith('style:'))).toEqual([]);
    expect(summary(await engine.check('The over all result was good. Over all, it went well.', 'en-US')).map((s) => s.split('→')[0])).toEqual(['grammar:over all', 'grammar:Over all']);
    expect(summary(await engine.check('He gave me an advice.', 'en-US')).map((s) => s.split('→')[0])).toEqual(['grammar:an advice']);
  });

  it('leaves count nouns in -ion and -ness, clause subjects after “you”, nouns among phrasal verbs and “Thus” without a comma alone; still flags the learner’s errors', async () => {
    const prose =
      'A server may require a POST after such a redirection. We need an openness to new ideas. Unknown to you we have met. ' +
      'Open the BIOS setup tool. Keep backup and swap files. Thus the superior man is careful. Hence University education. ' +
      'To make a pie, you must first create the universe. He warned her if she should fell a deer. It cannot due to a bug.';
    expect(summary(await engine.check(prose, 'en-US')).filter((s) => !s.startsWith('style:'))).toEqual([]);
    const learner = summary(await engine.check('I need an information. You need to setup the printer. However the results were bad. You must careful.', 'en-US'));
    expect(learner.map((s) => s.split('→')[0])).toEqual(expect.arrayContaining(['grammar:an information', 'grammar:setup', 'grammar:must']));
    expect(learner.some((s) => s.includes('However,'))).toBe(true);
  });

  it('reads abbreviations, names in mixed case and adjectives in -ing as the Debian Installation Guide uses them; still flags the learner’s errors', async () => {
    const guide =
      'The installer is also known as “d-i”. Add an ssh key, or read it off a usb-stick. You cannot select an ftp mirror. ' +
      'A weak algorithm like DES is used with an InPort card. You thus need to append the option. The order they are listed in may differ. ' +
      'Why would someone want to compile a kernel? Be careful if you have existing partitions. Send log messages to a host, then submit bug reports. ' +
      'The ID is [1002:954f]. Press r for rescue mode. To give an empty answer, type ! at the prompt.';
    expect(summary(await engine.check(guide, 'en-US')).filter((s) => !s.startsWith('style:') && !s.startsWith('misspelling:'))).toEqual([]);
    const learner = summary(await engine.check('i think so. This is a Intel card. I ate a apple. It was released in may 2020. We live in paris.', 'en-US'));
    expect(learner.map((s) => s.split('→')[0])).toEqual(expect.arrayContaining(['casing:i', 'grammar:a', 'grammar:may', 'casing:paris']));
    expect(learner.filter((s) => s.startsWith('grammar:a→'))).toHaveLength(2);
    // The letter A is no article; a sentence's "A" is corrected to "An", not "AN".
    const letters = 'If A equals success, then go. From point A are many. My life is A-okay. The “A” is for content.';
    expect(summary(await engine.check(letters, 'en-US')).filter((s) => s.startsWith('grammar:'))).toEqual([]);
    expect(summary(await engine.check('A apple fell.', 'en-US'))).toContain('grammar:A→An');
    // Wrong negatives are off: "und" → "ind", "unregarded" → "disregarded" (1 in 19 right on real text).
    expect(summary(await engine.check('Relaxen und watch the blinkenlights near a small unregarded yellow sun.', 'en-US')).filter((s) => !s.startsWith('misspelling:'))).toEqual([]);
  });

  it('reads options, paths and file names as code, not prose, and still checks the prose around them', async () => {
    const manual =
      'Compare to -F, --form. If used together with -i, --include or -I, see /usr/share/doc/debian/bug-reporting.txt and the .changes file; ' +
      'it moves pathname.dpkg-backup back.';
    expect(summary(await engine.check(manual, 'en-US'))).toEqual([]);
    expect(summary(await engine.check('Compare to -F, --form. i has a adress -- or not.', 'en-US'))).toEqual(
      expect.arrayContaining(['casing:i→I', 'grammar:has→have', 'misspelling:adress→address']),
    );
  });

  it('does not capitalise a sentence start no dictionary knows (a program’s name), nor take an adjective in -ing for a mass noun', async () => {
    const text = 'The tags are kept in a file. ctags refers to it. Patterns match a leading dot, the same for an existing, regular file. They make a listing of all functions.';
    const found = summary(await engine.check(text, 'en-US'));
    expect(found.filter((s) => !s.startsWith('misspelling:'))).toEqual([]);
    expect(found.map((s) => s.split('→')[0])).toContain('misspelling:ctags');
  });

  it('takes two capitalised words for a name, not a repetition (Zsa Zsa, J. J.), and still flags a repeated word', async () => {
    expect(summary(await engine.check('Then he is finished. -- Zsa Zsa Gabor. Ask yourself. -- J. J. Gibson', 'en-US')).filter((s) => !s.startsWith('misspelling:'))).toEqual([]);
    expect(summary(await engine.check('The the cat sat at at least one chair.', 'en-US')).map((s) => s.split('→')[0])).toEqual(['style:The the', 'style:at at']);
  });

  it('reads quotations, verse and dialogue as the fortunes package quotes them; still flags the learner’s errors', async () => {
    const quoted = [
      'Houston, Tranquillity Base here.\n\t\t-- Neil Armstrong',
      'If it stinks, it’s chemistry. I think it\'s time to go. It\'s no use crying, and indeed it\'s true.',
      'Blessed are the meek, for they shall inherit the earth.',
      'Wake up, all you citizens. You guys are all sick! You two ought to be more careful.',
      'All you are is a rose. What I really want to do is be a shoe salesman.',
      'There is one thing wrong with every one of us.',
      'It is out of date. Bring your own can opener.',
      'A thief is anybody who gets caught. We saw a pride of lions and a thirst for life.',
      'Pedestrians are (a) irrelevant or (b) targets. Of mice an\' men. We met at 2 a.m. today.',
      'Ask Lucinda Childs and the Dominos. It may be due to a software problem.',
      'Sam:   What is up?\nNorm:\t\tNothing much.',
    ].join('\n\n');
    expect(summary(await engine.check(quoted, 'en-US')).filter((s) => !s.startsWith('misspelling:') && !s.startsWith('style:'))).toEqual([]);
    const learner = 'The dog wagged it\'s tail. I gave a present to they. They gave us many advices. I need an information. Is this you car? We has a car. She is a honest woman. This software is out of date software. I bought a software.';
    expect(summary(await engine.check(learner, 'en-US')).map((s) => s.split('→')[0])).toEqual(
      expect.arrayContaining(['grammar:it\'s', 'grammar:they', 'grammar:advices', 'grammar:an information', 'grammar:you', 'grammar:has', 'grammar:a', 'grammar:out of date', 'grammar:a software']),
    );
    // Filler words in dialogue are picky advice.
    const dialogue = 'And the, uh, plains stretch out forever.';
    expect(summary(await engine.check(dialogue, 'en-US'))).toEqual([]);
    expect(summary(await engine.check(dialogue, 'en-US', undefined, undefined, { picky: true })).length).toBeGreaterThan(0);
  });

  it('leaves an English paragraph in a French or German text to the generic rules: no French spaces, no guillemets, no German quotes there', async () => {
    const french = 'Voici le guide : il explique "le système" en détail, comment installer et configurer le réseau.\n\nI hope this "Debian Reference" helps you: it is a new version.';
    const found = await engine.check(french, 'fr');
    const frenchRules = found.filter((s) => s.ruleId.startsWith('LOCAL_FR_') || s.ruleId === 'LOCAL_TYPO_QUOTATION_MARKS');
    // The French paragraph's straight quotes are flagged, none in the English one, whose words are no misspellings ("you", "it", "is").
    expect(frenchRules.map((s) => s.offset < french.indexOf('I hope'))).toEqual([true, true]);
    expect(found.filter((s) => s.category === 'misspelling')).toEqual([]);
    const german = 'Er sagte "Hallo" zu mir.\nThe "quick fix" was not enough for the users.';
    const quotes = (await engine.check(german, 'de-DE')).filter((s) => s.ruleId === 'LOCAL_TYPO_QUOTATION_MARKS');
    expect(quotes.map((s) => s.offset < german.indexOf('The'))).toEqual([true, true]);
  });

  it('offers a misspelt word that starts a sentence with a capital, in one card, in English and in other languages', async () => {
    expect(summary(await engine.check('It rained. teh cat sat.', 'en-US'))).toEqual(['misspelling:teh→The']);
    expect(summary(await engine.check('Es regnete. dre Katze saß.', 'de-DE')).filter((s) => s.startsWith('misspelling:dre'))).toEqual([expect.stringMatching(/^misspelling:dre→\p{Lu}/u)]);
    expect(summary(await engine.check('Es regnete. dre Katze saß.', 'de-DE')).filter((s) => s.startsWith('casing:'))).toEqual([]);
  });

  it('capitalises sentence starts, not list items after a colon or a semicolon', async () => {
    const list = 'The company set goals:\n\nreducing the cost of software licenses by using free software;\n\ninstallation of a web shop;\n\nbetter security.';
    expect(summary(await engine.check(list, 'en-US'))).toEqual([]);
    expect(summary(await engine.check('It rained. then we left.', 'en-US'))).toEqual(['casing:then→Then']);
  });

  it('sets harper up afresh at the next English check after it failed (its worker crashed), and only then', async () => {
    const { assets, setUps, disposed, crashNextCheck } = watchedHarper();
    const own = new LocalEngine(assets);
    try {
      expect(summary(await own.check('i has a adress.', 'en-US'))).toEqual(expect.arrayContaining(['casing:i→I', 'misspelling:adress→address']));
      expect(summary(await own.check('This is an test.', 'en-GB'))).toEqual(['grammar:an→a']);
      expect(setUps).toHaveBeenCalledTimes(1);
      crashNextCheck();
      await expect(own.check('This is an test.', 'en-US')).rejects.toThrow('The worker stopped');
      expect(disposed).toHaveBeenCalledTimes(1);
      expect(summary(await own.check('This is an test.', 'en-US'))).toEqual(['grammar:an→a']);
      expect(setUps).toHaveBeenCalledTimes(2);
    } finally {
      await own.dispose();
    }
  });

  it('releases harper when another language is checked long after the last English check, and sets it up again for English', async () => {
    const { assets, setUps, disposed } = watchedHarper();
    let clock = 0;
    const own = new LocalEngine(assets, { harperIdleMs: 60_000, now: () => clock });
    try {
      await own.check('This is an test.', 'en-US');
      // German soon after: harper stays.
      clock = 59_000;
      await own.check('Ein Text.', 'de-DE');
      expect(disposed).not.toHaveBeenCalled();
      // English again (at 59 s) resets the clock; German a minute after that releases harper.
      await own.check('This is an test.', 'en-US');
      clock = 118_000;
      await own.check('Ein Text.', 'de-DE');
      expect(disposed).not.toHaveBeenCalled();
      clock = 119_000;
      await own.check('Ein Text.', 'de-DE');
      expect(disposed).toHaveBeenCalledTimes(1);
      expect(setUps).toHaveBeenCalledTimes(1);
      // Back to English: a new harper, which finds what the first found.
      expect(summary(await own.check('This is an test.', 'en-US'))).toEqual(['grammar:an→a']);
      expect(setUps).toHaveBeenCalledTimes(2);
    } finally {
      await own.dispose();
    }
  });

  it('shows the spelling findings of the dialect’s Hunspell dictionary while harper loads, then harper’s, and frees the dictionary', async () => {
    const { assets, interimShown } = harperAfterInterim();
    const { source, dictionaries } = recordingDictionaries(assets);
    const own = new LocalEngine(source);
    const misspellings = (found: Awaited<ReturnType<LocalEngine['check']>>) => summary(found.filter((s) => s.category === 'misspelling'));
    const internals = () => own as unknown as { checkers: Map<string, unknown>; interim: unknown };
    try {
      // A dictionary of another language stays loaded beside the interim one.
      await own.check('Ein Text.', 'de-DE');
      const progress: CheckProgress[] = [];
      const text = 'The colour of my adress is grey.\n\nWe has a neighbour in Londn.';
      const found = await own.check(text, 'en-GB', undefined, (p) => {
        progress.push(p);
        if (p.phase === 'interim') interimShown();
      });
      const interim = progress.flatMap((p) => (p.phase === 'interim' ? [p.suggestions] : []));
      expect(interim).toHaveLength(1);
      // British spelling is right for the British dictionary; offsets are the text's.
      expect(misspellings(interim[0] ?? [])).toEqual(['misspelling:adress→address', 'misspelling:Londn→London']);
      expect(interim[0]?.map((s) => text.slice(s.offset, s.offset + s.length))).toEqual(interim[0]?.map((s) => s.original));
      // Under harper's spelling rule, so that ignoring it, and the card of a word both flag, are the same.
      expect(new Set(interim[0]?.filter((s) => s.category === 'misspelling').map((s) => s.ruleId))).toEqual(new Set(['HARPER_SpellCheck']));
      expect(dictionaries).toEqual(['de', 'en-gb']);
      expect(misspellings(found)).toEqual(['misspelling:adress→address', 'misspelling:Londn→London']);
      expect(found.filter((s) => s.category === 'misspelling').map((s) => s.id)).toEqual(interim[0]?.filter((s) => s.category === 'misspelling').map((s) => s.id));
      expect(summary(found)).toContain('grammar:has→have');
      // harper is ready: the interim dictionary is gone, German's is still there.
      expect(internals().interim).toBeUndefined();
      expect([...internals().checkers.keys()]).toEqual(['de']);

      // harper is ready: no interim findings, no dictionary.
      const later: CheckProgress[] = [];
      expect(misspellings(await own.check('The color of my adress.', 'en-US', undefined, (p) => later.push(p)))).toEqual(['misspelling:adress→address']);
      expect(later.some((p) => p.phase === 'interim')).toBe(false);
      expect(dictionaries).toEqual(['de', 'en-gb']);
    } finally {
      await own.dispose();
    }
  });

  it('drops interim spelling findings when the user ignores English spelling, as harper’s', async () => {
    const { assets, interimShown } = harperAfterInterim();
    const own = new LocalEngine(assets);
    try {
      const interim: string[][] = [];
      const found = await own.check('My adress.', 'en-US', undefined, (p) => {
        if (p.phase !== 'interim') return;
        interim.push(p.suggestions.map((s) => s.original));
        interimShown();
      }, { disabledRules: ['HARPER_SpellCheck'] });
      expect(interim).toEqual([[]]);
      expect(found).toEqual([]);
    } finally {
      await own.dispose();
    }
  });

  it('preloads the interim dictionary with harper, and only until harper is ready', async () => {
    const { source, dictionaries } = recordingDictionaries(createNodeAssetSource());
    const own = new LocalEngine(source);
    try {
      own.preload('en-AU');
      expect(dictionaries).toEqual(['en-au']);
      await own.check('Ready.', 'en-AU');
      own.preload('en-CA');
      expect(dictionaries).toEqual(['en-au']);
    } finally {
      await own.dispose();
    }
  });

  it('waits for harper when the interim dictionary cannot be had', async () => {
    const assets = createNodeAssetSource();
    const own = new LocalEngine({ ...assets, dictionary: () => Promise.reject(new Error('offline')) });
    try {
      const progress: CheckProgress[] = [];
      expect(summary(await own.check('My adress.', 'en-US', undefined, (p) => progress.push(p)))).toEqual(['misspelling:adress→address']);
      expect(progress.some((p) => p.phase === 'interim')).toBe(false);
    } finally {
      await own.dispose();
    }
  });

  it('takes names harper does not know for names, but not typos of frequent words', async () => {
    const found = await engine.check('Yesterday Ian Murdock and Bruce Perens met Wichert Akkerman at DebConf in Amercia, Pariss and Londn with Jonh to read the Constitutoin.', 'en-US');
    expect(found.filter((s) => s.category === 'misspelling').map((s) => `${s.original}→${s.replacements[0] ?? ''}`)).toEqual(['Amercia→America', 'Pariss→Paris', 'Londn→London', 'Jonh→John', 'Constitutoin→Constitution']);
  });

  it('follows the dialect', async () => {
    const us = await engine.check('The colour of the centre is grey.', 'en-US');
    const gb = await engine.check('The colour of the centre is grey.', 'en-GB');
    expect(us.filter((s) => s.category === 'misspelling').length).toBeGreaterThan(0);
    expect(gb.filter((s) => s.category === 'misspelling')).toEqual([]);
  });
});

describe('LocalEngine: Hunspell', () => {
  it('accepts German compounds and flags a typo with a good first suggestion', async () => {
    const found = await engine.check('Das Küchenfenster und die Donaudampfschifffahrt sind schön, aber der Fehller nicht.', 'de-DE');
    expect(summary(found)).toEqual(['misspelling:Fehller→Fehler']);
  });

  it('accepts compounds of known words the dictionary does not list, but not a typo of a listed word', async () => {
    // Words of the German Universal Declaration of Human Rights that the dictionary lacks.
    const clean = await engine.check('Jeder ist rechtsfähig, auch nichtpolitischer Art; das Recht, ein Amt innezuhaben, soll ihm zuteilwerden.', 'de-DE');
    expect(summary(clean)).toEqual([]);
    // "unteralten" splits into "unter" + "alten", yet it is one letter from "unterhalten".
    expect(summary(await engine.check('Wir unteralten uns.', 'de-DE'))).toEqual(['misspelling:unteralten→unterhalten']);
    expect(summary(await engine.check('Kõik liikmesriigid on kohustunud kindlakstegemiseks.', 'et-EE')).filter((s) => s.startsWith('misspelling'))).toEqual([]);
  });

  it('accepts the optional Turkish circumflex, Romanian cedillas, Norwegian "noen", and Serbian inflections', async () => {
    expect(summary(await engine.check('Eğitim imkânlarından ve ahlâkın korunmasından söz etti.', 'tr-TR'))).toEqual([]);
    expect(summary(await engine.check('Ştiu că eşti aici şi mulţumesc.', 'ro-RO'))).toEqual([]);
    expect(summary(await engine.check('Ştiu că esti aici.', 'ro-RO'))).toEqual(['misspelling:esti→ești']);
    expect(summary(await engine.check('Har noen sett noe?', 'nb'))).toEqual([]);
    expect(summary(await engine.check('U Deklaraciji se zabranjuje diskriminacija.', 'sr-Latn-RS'))).toEqual([]);
  });

  it('accepts words made with a prefix in the Romance languages, but not typos of listed words that read as one', async () => {
    expect(summary(await engine.check('El archivo de preconfiguración lo lee el superusuario; el sistema viene preinstalado.', 'es'))).toEqual([]);
    expect(summary(await engine.check('Le fichier de préconfiguration est lu par le superutilisateur.', 'fr'))).toEqual([]);
    expect(summary(await engine.check('Il file di preconfigurazione è letto dal superutente.', 'it'))).toEqual([]);
    expect(summary(await engine.check('O ficheiro de preconfiguração é lido com autorregulação.', 'pt-PT'))).toEqual([]);
    // re + "cerda" and pre + "untas" read as prefixed words, but are one letter from recuerda and preguntas.
    const typos = summary(await engine.check('Ella recerda las preuntas.', 'es')).map((s) => s.split('→')[0]);
    expect(typos).toEqual(['misspelling:recerda', 'misspelling:preuntas']);
    // An accent left out is a typo, though re + "cursif" reads as a prefixed word.
    expect(summary(await engine.check('Un appel recursif change la resolution.', 'fr')).map((s) => s.split('→')[0])).toEqual(['misspelling:recursif', 'misspelling:resolution']);
    // A prefix written apart where the language joins it gets the joined word (Hunspell offered "pro-instalación").
    expect(summary(await engine.check('El sistema viene pre-instalado.', 'es'))).toEqual(['misspelling:pre-instalado→preinstalado']);
    expect(summary(await engine.check('Il sistema è pre-installato.', 'it'))).toEqual(['misspelling:pre-installato→preinstallato']);
    // Portuguese doubles the r after a vowel: "autoregulação" stays a misspelling.
    expect(summary(await engine.check('O ficheiro é lido com autoregulação.', 'pt-PT')).map((s) => s.split('→')[0])).toEqual(['misspelling:autoregulação']);
  });

  it('accepts German "zuhause" and "nachhause" (both spellings right since 2006), which the dictionary holds only for compounds or lacks, and "USB-Stick"', async () => {
    for (const language of ['de-DE', 'de-AT', 'de-CH']) {
      expect(summary(await engine.check('Ich bin heute zuhause und gehe dann nachhause. Zuhause ist es schön.', language))).toEqual([]);
      expect(summary(await engine.check('Stecken Sie den USB-Stick ein; beide Sticks sind leer.', language))).toEqual([]);
    }
    // Still a misspelling where the word is misspelt.
    expect(summary(await engine.check('Ich bin heute zuhausse.', 'de-DE')).map((s) => s.split('→')[0])).toEqual(['misspelling:zuhausse']);
  });

  it('takes unknown words written as names inside a sentence for names, but not typos of known words or German nouns', async () => {
    expect(summary(await engine.check('Le projet a été fondé par Ian Murdock et Bruce Perens en 1993.', 'fr'))).toEqual([]);
    expect(summary(await engine.check('Проект основал Иэн Мэрдок, а Брюс Перенс написал текст.', 'ru-RU'))).toEqual([]);
    expect(summary(await engine.check('Projekt założył Ian Murdock, a Bruce Perens napisał tekst.', 'pl-PL'))).toEqual([]);
    // A typo of a frequent name the dictionary lists stays flagged, as does an unknown word
    // starting a sentence.
    expect(summary(await engine.check('Nous partons pour Fance et Londrs demain.', 'fr'))).toEqual(['misspelling:Fance→France', 'misspelling:Londrs→Londres']);
    expect(summary(await engine.check('Мы едем в Лондн завтра.', 'ru-RU'))).toEqual(['misspelling:Лондн→Лондон']);
    expect(summary(await engine.check('Murdock a fondé le projet.', 'fr'))).toEqual([expect.stringMatching(/^misspelling:Murdock→/)]);
    // German writes every noun with a capital: one letter from any word, it is a misspelt noun.
    // A name far from every word is still a name there.
    expect(summary(await engine.check('Wir kaufen ein neues Fahrad für Herrn Perens und Herrn Akkerman.', 'de-DE'))).toEqual(['misspelling:Fahrad→Fahrrad']);
    expect(summary(await engine.check('Wir haben keine Zeitt für die Schuhle.', 'de-DE'))).toEqual(['misspelling:Zeitt→Zeit', 'misspelling:Schuhle→Schule']);
    expect(summary(await engine.check('Dann entschied das Bundesverfassungsgerichtt darüber.', 'de-DE')).map((s) => s.split('→')[0])).toEqual(['misspelling:Bundesverfassungsgerichtt']);
    expect(summary(await engine.check('Der Standart ist alt, ein neuer Standart kommt, und der Standart bleibt.', 'de-DE')).map((s) => s.split('→')[0])).toEqual(Array(3).fill('misspelling:Standart'));
    // A long text of another language: its capitalised words are all misspellings, names too.
    const german = 'Der Bericht über die Entwicklung der Software wurde von Ian Murdock geschrieben, und die Gemeinschaft las ihn. '.repeat(8);
    expect(summary(await engine.check(german, 'fr')).filter((s) => s.startsWith('misspelling:Murdock'))).toHaveLength(8);
    // Elsewhere a word written the same way three times is a name, and a typo of a long word is a typo.
    expect(summary(await engine.check('Usamos Debian aquí, con Debian y con Debian todo va bien según la Constitucion.', 'es'))).toEqual(['misspelling:Constitucion→Constitución']);
  });

  it('tries Hunspell again after a failed start (offline at the first check)', async () => {
    const assets = createNodeAssetSource();
    const hunspellRuntime = jest.fn().mockRejectedValueOnce(new Error('offline')).mockImplementation(() => assets.hunspellRuntime());
    const own = new LocalEngine({ ...assets, hunspellRuntime });
    try {
      await expect(own.check('Ein Text.', 'de-DE')).rejects.toThrow('offline');
      expect(summary(await own.check('Ein Tekst.', 'de-DE')).map((s) => s.split('→')[0])).toEqual(['misspelling:Tekst']);
    } finally {
      await own.dispose();
    }
  });

  it('accepts English loanwords in Latin-script languages, not their typos', async () => {
    const found = await engine.check('El hardware del servidor usa un proxy y un kernel nuevo, pero el hardwer falla.', 'es');
    expect(found.map((f) => f.original)).toEqual(['hardwer']);
    expect(summary(await engine.check('Il kernel gira sul gateway della rete.', 'it'))).toEqual([]);
  });

  it('leaves one-letter words to the reader', async () => {
    expect(summary(await engine.check('Razgovarao sam s njom i s njim.', 'sr-Latn-RS'))).toEqual([]);
  });

  it('checks Polish, Russian, Greek and French words with diacritics', async () => {
    expect(summary(await engine.check('Zażółć gęślą jaźń. To jest smochód.', 'pl-PL'))).toEqual(['misspelling:smochód→samochód']);
    expect(summary(await engine.check('Это очень хорошая идея, но малако кончилось.', 'ru-RU'))).toEqual(['misspelling:малако→молоко']);
    expect(summary(await engine.check('Η γλώσσα είναι όμορφη και το σπιτι μεγάλο.', 'el-GR'))).toEqual(['misspelling:σπιτι→σπίτι']);
    expect(summary(await engine.check("L'homme est là : aujourd’hui il fait beau. Il a mangé une pome.", 'fr'))).toEqual(['misspelling:pome→pomme']);
  });

  it('accepts abbreviations the dictionary lists with their full stop, and only before one', async () => {
    expect(summary(await engine.check('Pakete, Quellen usw. sind da, vgl. Kapitel 5 bzw. 6.', 'de-DE'))).toEqual([]);
    expect(summary(await engine.check('Schijven, partities enz. zijn er, bijv. deze.', 'nl'))).toEqual([]);
    expect(summary(await engine.check('Disky, oddíly apod. jsou tu, např. tento.', 'cs-CZ'))).toEqual([]);
    expect(summary(await engine.check('Diskar, partitioner etc. finns, dvs. alla.', 'sv'))).toEqual([]);
    expect(summary(await engine.check('Pakete, Quellen usw sind da.', 'de-DE'))).toEqual(['misspelling:usw→usw.']);
    // Turkish "bkz." (bakınız) is not in the dictionary, but in the language's abbreviation list.
    expect(summary(await engine.check('Ayrıntılar için bkz. bölüm 5.', 'tr-TR'))).toEqual([]);
  });

  it('leaves words of another script to their own language, and checks the language’s part of a hyphen-joined word', async () => {
    expect(summary(await engine.check('Debian и Red Hat используют ядро Linux, а IP-адресов и RAID-массивов много.', 'ru-RU'))).toEqual([]);
    expect(summary(await engine.check('Το Debian χρησιμοποιεί τον πυρήνα Linux.', 'el-GR'))).toEqual([]);
    expect(summary(await engine.check('Napisał po rosyjsku: Москва.', 'pl-PL'))).toEqual([]);
    // The language's own part is still checked, and so is a word that mixes scripts within itself.
    const [typo, ...others] = await engine.check('Много IP-адрисов.', 'ru-RU');
    expect(others).toEqual([]);
    expect(typo?.original).toBe('IP-адрисов');
    expect(typo?.replacements[0]).toBe('IP-адресов');
    expect(typo?.replacements.every((r) => r.startsWith('IP-'))).toBe(true);
    expect(summary(await engine.check('Это хорoшо.', 'ru-RU')).map((s) => s.split('→')[0])).toEqual(['misspelling:хорoшо']);
  });

  it('checks only the words of a hyphen-joined word with an acronym or a number (Debian Installation Guide: “UEFI-Systemen”)', async () => {
    expect(summary(await engine.check('Auf UEFI-Systemen und x86-Rechnern druckt der 3D-Drucker an der x-Achse.', 'de-DE'))).toEqual([]);
    expect(summary(await engine.check('Auf UEFI-Sytemen startet er.', 'de-DE'))).toEqual(['misspelling:UEFI-Sytemen→UEFI-Systemen']);
    // German nouns keep their capital after the hyphen.
    expect(summary(await engine.check('Auf UEFI-systemen startet er.', 'de-DE')).map((s) => s.split('→')[0])).toEqual(['misspelling:UEFI-systemen']);
    expect(summary(await engine.check('Les disques USB-C et les cartes SD-RAM.', 'fr'))).toEqual([]);
  });

  it('leaves acronyms after an elided article or preposition to the reader, as acronyms (French l’UEFI, Italian dell’ONU)', async () => {
    expect(summary(await engine.check("Activez l'UEFI, puis l’USB jusqu’à l’ONU.", 'fr'))).toEqual([]);
    expect(summary(await engine.check("Il segretario dell'ONU parla all’UE.", 'it'))).toEqual([]);
    // A word after the elision is still checked.
    expect(summary(await engine.check("Activez l'interfase.", 'fr')).map((s) => s.split('→')[0])).toEqual(["misspelling:l'interfase"]);
  });

  it('accepts both Vietnamese tone placements in oa, oe, uy', async () => {
    expect(summary(await engine.check('Văn hóa và văn hoá, tùy và tuỳ, thủy và thuỷ, xóa và xoá.', 'vi-VN'))).toEqual([]);
    expect(summary(await engine.check('Văn hóaa.', 'vi-VN')).map((s) => s.split('→')[0])).toEqual(['misspelling:hóaa']);
  });

  it('skips numbers, addresses and acronyms', async () => {
    expect(await engine.check('Napisz na jan.kowalski@example.pl albo zobacz https://example.pl/abc w 2024 r. (NATO, PKO).', 'pl-PL')).toEqual([]);
  });

  it('honours the personal dictionary', async () => {
    const found = await engine.check('Pan Brzęczyszczykiewiczowski przyszedł.', 'pl-PL', undefined, undefined, { personalWords: ['Brzęczyszczykiewiczowski'] });
    expect(found).toEqual([]);
  });

  it('computes suggestions within a time budget, the rest on demand', async () => {
    const budgeted = new LocalEngine(createNodeAssetSource(), { hunspell: { suggestionBudgetMs: 0 } });
    const found = await budgeted.check('To jest smochód.', 'pl-PL');
    expect(found[0]?.replacements).toEqual([]);
    expect(await budgeted.suggest('smochód', 'pl-PL')).toContain('samochód');
    await budgeted.dispose();
  });

  it('leaves replacements out of a live check when they would take longer than its budget; a pressed button gets them', async () => {
    const engine = new LocalEngine(createNodeAssetSource(), { liveSuggestionBudgetMs: 0, hunspell: { now: () => 0 } });
    const live = await engine.check('To jest smochód.', 'pl-PL', undefined, undefined, { live: true });
    expect(live.map((f) => [f.original, f.replacements])).toEqual([['smochód', []]]);
    expect((await engine.check('To jest smochód.', 'pl-PL'))[0]?.replacements).toContain('samochód');
    await engine.dispose();
  });
});

describe('LocalEngine: words joined by typographic hyphens, soft hyphens and no-break spaces', () => {
  it('checks them as the dictionaries write them, in French, Ukrainian, German and English', async () => {
    // U+2010 hyphen, U+2011 non-breaking hyphen, U+00AD soft hyphen, U+00A0 / U+202F no-break spaces.
    expect(await engine.check('Le bien\u2010être de tous. Le bien\u2011être. Elle s\u2010est levée. M.\u00A0Dupont arrive\u202F!', 'fr')).toEqual([]);
    expect(await engine.check('Усі держави\u2010члени й держави\u2011члени. Дер\u00ADжави\u00A0світу.', 'uk-UA')).toEqual([]);
    expect(await engine.check('Eine E\u2010Mail aus Baden\u2011Württemberg an die Ver\u00ADsiche\u00ADrung.', 'de-DE')).toEqual([]);
    expect(await engine.check('An ex\u00ADtra\u00ADor\u00ADdi\u00ADnary, well\u2011known idea from New\u00A0York.', 'en-US')).toEqual([]);
  });

  it('places a finding inside such a word on the text as written', async () => {
    const text = 'Die Ver\u00ADsicher\u00ADrung zahlt.';
    const [finding, ...rest] = await engine.check(text, 'de-DE');
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ offset: 4, length: 15, original: 'Ver\u00ADsicher\u00ADrung', id: 'local:LOCAL_SPELLING:4:15' });
    expect(finding?.replacements).toContain('Versicherung');
    const [english] = await engine.check('A self\u2011evidant truth.', 'en-US');
    expect(english).toMatchObject({ offset: 7, original: 'evidant', category: 'misspelling' });
    expect(english?.replacements[0]).toBe('evident');
  });
});

describe('LocalEngine: languages only the device checks', () => {
  // Article 1 of the Universal Declaration of Human Rights (public domain), and sentences with one typo.
  it.each([
    ['cs-CZ', 'Všichni lidé rodí se svobodní a sobě rovní co do důstojnosti a práv. Jsou nadáni rozumem a svědomím a mají spolu jednat v duchu bratrství.', 'Moje sestra bydlí v Praze a pracuje jako učitlka na základní škole.', 'učitlka→učitelka'],
    ['hu-HU', 'Minden emberi lény szabadon születik és egyenlő méltósága és joga van. Az emberek, ésszel és lelkiismerettel bírván, egymással szemben testvéri szellemben kell hogy viseltessenek. Az emberi jogok és az alapvető szabadságok az egész világon érvényesek.', 'A gyerekek az iskolában tanulnak, de ma a tanárr beteg.', 'tanárr→tanár'],
    ['bg-BG', 'Всички хора се раждат свободни и равни по достойнство и права. Те са надарени с разум и съвест и следва да се отнасят помежду си в дух на братство.', 'Днес времето е хубаво и отиваме в парка с децата, но училището е затворенно.', 'затворенно→затворено'],
  ])('%s: loads its dictionary, passes a correct text and finds a misspelling', async (language, correct, wrong, expected) => {
    expect(await engine.check(correct, language)).toEqual([]);
    expect(summary(await engine.check(wrong, language))).toEqual([`misspelling:${expected}`]);
  });

  it.each([
    ['hr-HR', 'Sva ljudska bića rađaju se slobodna i jednaka u dostojanstvu i pravima.'],
    ['sr-Latn-RS', 'Sva ljudska bića rađaju se slobodna i jednaka u dostojanstvu i pravima.'],
    ['mk-MK', 'Сите човечки суштества се раѓаат слободни и еднакви по достоинство и права.'],
    ['tr-TR', 'Bütün insanlar hür, haysiyet ve haklar bakımından eşit doğarlar.'],
    ['et-EE', 'Kõik inimesed sünnivad vabadena ja võrdsetena oma väärikuselt ja õigustelt.'],
    ['lv-LV', 'Visi cilvēki piedzimst brīvi un vienlīdzīgi savā pašcieņā un tiesībās.'],
    ['lt-LT', 'Visi žmonės gimsta laisvi ir lygūs savo orumu ir teisėmis.'],
    ['vi-VN', 'Tất cả mọi người sinh ra đều được tự do và bình đẳng về nhân phẩm và quyền.'],
  ])('%s: loads its dictionary and passes a correct sentence', async (language, correct) => {
    expect(await engine.check(correct, language)).toEqual([]);
  });
});

describe('LocalEngine: languages without local spelling', () => {
  it('runs the generic rules, and Japanese its own', async () => {
    expect(summary(await engine.check('これは「テストです。', 'ja-JP'))).toEqual(['punctuation:「→']);
    expect(summary(await engine.check('朝早く起きれない。', 'ja-JP'))).toEqual(['grammar:起きれない→起きられない']);
    expect(summary(await engine.check('Isto é un texto  con dous espazos.', 'ast-ES'))).toEqual(['punctuation:  → ']);
  });
});

describe('LocalEngine: the language’s own rules', () => {
  it('puts a rule’s correction in place of the spelling finding on the same word', async () => {
    const found = await engine.check('Wczoraj poszłem do kina.', 'pl-PL');
    expect(summary(found)).toEqual(['grammar:poszłem→poszedłem']);
    expect(found[0]?.localizedMessage).toEqual({ key: 'commonError', values: { wrong: 'poszłem', right: 'poszedłem' } });
  });

  it('leaves a quoted keyword the dictionary does not know in typewriter quotes, and flags quoted words of the language', async () => {
    const found = await engine.check('Kolumna "Locked" wskazuje blokadę, a "ważne" pliki zostają.', 'pl-PL');
    expect(found.filter((s) => s.ruleId === 'LOCAL_TYPO_QUOTATION_MARKS').map((s) => s.offset)).toEqual([37, 43]);
  });

  it('reports picky advice only when asked for, and drops disabled rules', async () => {
    const text = 'Bonjour! Il attendit...';
    expect(summary(await engine.check(text, 'fr'))).toEqual(['punctuation:Bonjour!→Bonjour\u202F!']);
    expect(summary(await engine.check(text, 'fr', undefined, undefined, { picky: true }))).toEqual(['punctuation:Bonjour!→Bonjour\u202F!', 'style:...→…']);
    expect(await engine.check(text, 'fr', undefined, undefined, { disabledRules: ['LOCAL_FR_SPACE_BEFORE_MARK'] })).toEqual([]);
  });

  it('gives harper’s typewriter dash and ellipsis advice in English only when picky advice is asked for, as in the other languages', async () => {
    const text = 'Be yourself; everyone else is already taken. -- Oscar Wilde, and so on... Then kick his ass.';
    const rules = async (picky: boolean) => new Set((await engine.check(text, 'en-US', undefined, undefined, { picky })).map((s) => s.ruleId));
    const plain = await rules(false);
    expect([...plain].filter((id) => HARPER_PICKY_RULES.has(id))).toEqual([]);
    const picky = await rules(true);
    expect([...picky].filter((id) => HARPER_PICKY_RULES.has(id)).sort()).toEqual(['HARPER_AvoidCurses', 'HARPER_Dashes', 'HARPER_UseEllipsisCharacter']);
  });
});
