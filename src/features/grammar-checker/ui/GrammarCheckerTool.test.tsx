import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { downloadFile } from '@/lib/download';
import { keepUnloadCopy } from '@/lib/draft-store';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/test-utils/render-with-intl';
import { GrammarCheckError } from '../model/errors';
import { checkGenericRules } from '../model/generic-rules';
import type { CheckOptions, CheckProgress, Suggestion, SuggestionCategory } from '../model/types';
import { applyUserPreferences } from '../model/user-preferences';
import type { GrammarEngineProviders, LocalGrammarEngine } from './engine-providers';
import { GrammarCheckerTool } from './GrammarCheckerTool';
import { STORAGE_KEYS } from './preferences';

// The upload button brings the import worker; it is tested in its own feature.
jest.mock('@/features/document-import', () => ({ DocumentUpload: () => null }));
jest.mock('@/lib/download', () => ({ downloadFile: jest.fn() }));

type Rule = { original: string; category: SuggestionCategory; replacements: string[]; ruleId?: string; message?: string };

/** Findings for every occurrence of each rule's `original` in the text, as an engine reports them. */
function findAll(text: string, rules: readonly Rule[], engine: Suggestion['engine']): Suggestion[] {
  const found: Suggestion[] = [];
  for (const rule of rules) {
    for (let at = text.indexOf(rule.original); at !== -1; at = text.indexOf(rule.original, at + 1)) {
      const ruleId = rule.ruleId ?? `RULE_${rule.category.toUpperCase()}`;
      found.push({
        id: `${engine}:${ruleId}:${at}:${rule.original.length}`,
        category: rule.category,
        offset: at,
        length: rule.original.length,
        original: rule.original,
        replacements: rule.replacements,
        message: rule.message ?? `About “${rule.original}”.`,
        ruleId,
        engine,
      });
    }
  }
  return found.sort((a, b) => a.offset - b.offset);
}

function fakeEngine(rules: readonly Rule[], engine: Suggestion['engine'] = 'local'): LocalGrammarEngine & { check: jest.Mock } {
  return {
    supports: () => true,
    check: jest.fn(async (text: string, _language: string, _signal?: AbortSignal, _progress?: unknown, options?: CheckOptions) =>
      applyUserPreferences(findAll(text, rules, engine), options),
    ),
  };
}

function providers(local: LocalGrammarEngine, remote: LocalGrammarEngine = fakeEngine([], 'languagetool')): GrammarEngineProviders {
  return { local: async () => local, remote: async () => remote };
}

const englishRules: Rule[] = [
  { original: 'has', category: 'grammar', replacements: ['have', 'had'], ruleId: 'AGREEMENT' },
  { original: 'teh', category: 'misspelling', replacements: ['the', 'tea'], ruleId: 'SPELLING' },
  { original: ' ,', category: 'punctuation', replacements: [','], ruleId: 'COMMA_SPACE' },
  { original: 'very unique', category: 'style', replacements: ['unique'], ruleId: 'VERY_UNIQUE' },
  { original: 'monday', category: 'casing', replacements: ['Monday'], ruleId: 'DAY_CASE' },
];

function setText(value: string) {
  fireEvent.change(screen.getByTestId('grammar-input'), { target: { value } });
}

function cards() {
  return screen.queryAllByTestId('suggestion');
}

async function checkText(user: ReturnType<typeof userEvent.setup>, value?: string) {
  if (value !== undefined) setText(value);
  await user.click(screen.getByTestId('check-button'));
  await waitFor(() => expect(screen.getByTestId('grammar-status')).not.toHaveTextContent('Checking text...'));
}

function card(original: string) {
  const found = cards().find((c) => within(c).queryByTestId('suggestion-original')?.textContent === original);
  if (!found) throw new Error(`No card for ${original}`);
  return found;
}

beforeEach(() => localStorage.clear());

describe('GrammarCheckerTool', () => {
  it('renders a card per finding with its category, and says how many', async () => {
    const user = userEvent.setup();
    renderWithIntl(<GrammarCheckerTool locale="en" engines={providers(fakeEngine(englishRules))} />);
    await checkText(user, 'I has a apple , teh cat is very unique on monday.');
    expect(cards().map((c) => c.getAttribute('data-category'))).toEqual(['grammar', 'punctuation', 'misspelling', 'style', 'casing']);
    expect(within(card('teh')).getByTestId('suggestion-category')).toHaveTextContent('Spelling');
    expect(within(card('has')).getByTestId('suggestion-category')).toHaveTextContent('Grammar');
    expect(within(card('monday')).getByTestId('suggestion-category')).toHaveTextContent('Capitalization');
    expect(screen.getByTestId('grammar-status')).toHaveTextContent('5 suggestions');
    expect(screen.getByTestId('grammar-status')).toHaveAttribute('aria-live', 'polite');
    // Every flagged span is marked in the text, each underlined in its category's own style.
    const marks = [...screen.getByTestId('grammar-input-marks').querySelectorAll('mark')];
    expect(marks.map((m) => [m.textContent, /decoration-(wavy|double|dotted|dashed|solid)/.exec(m.className)?.[1]])).toEqual([
      ['has', 'double'],
      [' ,', 'dashed'],
      ['teh', 'wavy'],
      ['very unique', 'dotted'],
      ['monday', 'solid'],
    ]);
  });

  it('says so when there is nothing to fix', async () => {
    const user = userEvent.setup();
    renderWithIntl(<GrammarCheckerTool locale="en" engines={providers(fakeEngine(englishRules))} />);
    await checkText(user, 'All is well here.');
    expect(screen.getByTestId('grammar-status')).toHaveTextContent('No suggestions found. Your text looks great!');
    expect(cards()).toHaveLength(0);
  });

  it('accepts a suggestion, shifting the other cards; rejects another', async () => {
    const user = userEvent.setup();
    renderWithIntl(<GrammarCheckerTool locale="en" engines={providers(fakeEngine(englishRules))} />);
    await checkText(user, 'I has a teh cat on monday.');
    await user.click(within(card('has')).getByTestId('accept-suggestion'));
    expect(screen.getByTestId('grammar-input')).toHaveValue('I have a teh cat on monday.');
    expect(cards()).toHaveLength(2);
    // The spelling card now points one character further: choose its second replacement.
    await user.click(within(card('teh')).getByRole('radio', { name: 'tea' }));
    await user.click(within(card('teh')).getByTestId('accept-suggestion'));
    expect(screen.getByTestId('grammar-input')).toHaveValue('I have a tea cat on monday.');
    await user.click(within(card('monday')).getByTestId('reject-suggestion'));
    expect(cards()).toHaveLength(0);
    expect(screen.getByTestId('grammar-input')).toHaveValue('I have a tea cat on monday.');
    expect(screen.getByTestId('grammar-status')).toHaveTextContent('0 suggestions');
  });

  it('offers Accept All and Reject All from five suggestions on', async () => {
    const user = userEvent.setup();
    renderWithIntl(<GrammarCheckerTool locale="en" engines={providers(fakeEngine(englishRules))} />);
    await checkText(user, 'I has a apple , teh cat is very unique.');
    expect(cards()).toHaveLength(4);
    expect(screen.queryByTestId('accept-all')).toBeNull();
    expect(screen.queryByTestId('reject-all')).toBeNull();

    await checkText(user, 'I has a apple , teh cat is very unique on monday.');
    expect(cards()).toHaveLength(5);
    await user.click(screen.getByTestId('accept-all'));
    expect(screen.getByTestId('grammar-input')).toHaveValue('I have a apple, the cat is unique on Monday.');
    expect(cards()).toHaveLength(0);

    await checkText(user, 'I has a apple , teh cat is very unique on monday.');
    await user.click(screen.getByTestId('reject-all'));
    expect(cards()).toHaveLength(0);
    expect(screen.getByTestId('grammar-input')).toHaveValue('I has a apple , teh cat is very unique on monday.');
  });

  it('adds a word to the personal dictionary and ignores a rule: cards go at once, choices persist and reach the engine', async () => {
    const user = userEvent.setup();
    const local = fakeEngine(englishRules);
    const { unmount } = renderWithIntl(<GrammarCheckerTool locale="en" engines={providers(local)} />);
    await checkText(user, 'teh cat has a teh hat on monday.');
    expect(cards()).toHaveLength(4);

    await user.click(within(cards()[0]!).getByTestId('toggle-details'));
    expect(within(cards()[0]!).getByTestId('toggle-details')).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(cards()[0]!).getByRole('button', { name: 'Add “teh” to my dictionary' }));
    // Both "teh" cards are gone.
    expect(cards().map((c) => c.getAttribute('data-category'))).toEqual(['grammar', 'casing']);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.personal)!).words).toEqual(['teh']);
    expect(within(screen.getByTestId('personal-panel')).getByText('1 word in my dictionary')).toBeInTheDocument();

    await user.click(within(card('monday')).getByTestId('toggle-details'));
    await user.click(within(card('monday')).getByTestId('ignore-rule'));
    expect(cards().map((c) => c.getAttribute('data-category'))).toEqual(['grammar']);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.personal)!).ignoredRules).toEqual([{ id: 'DAY_CASE', label: 'DAY_CASE' }]);

    // A new page remembers both and passes them to the engine.
    unmount();
    renderWithIntl(<GrammarCheckerTool locale="en" engines={providers(local)} />);
    expect(screen.getByText('1 ignored rule')).toBeInTheDocument();
    await checkText(user, 'teh cat has a teh hat on monday.');
    // The last call may be the live check of the typed text, if typing outlasted its pause (a slow machine): it passes them too.
    expect(local.check).toHaveBeenLastCalledWith(
      'teh cat has a teh hat on monday.',
      'en-US',
      expect.anything(),
      expect.any(Function),
      expect.objectContaining({ personalWords: ['teh'], disabledRules: ['DAY_CASE'], picky: false }),
    );
    expect(cards().map((c) => c.getAttribute('data-category'))).toEqual(['grammar']);

    // Removing the word from the panel brings its findings back at the next check.
    await user.click(screen.getByRole('button', { name: 'Remove “teh”' }));
    expect(screen.getByText('No words in my dictionary')).toBeInTheDocument();
    await checkText(user);
    expect(cards()).toHaveLength(3);
  });

  it('shows the on-device rules’ messages in the UI language, and names an ignored rule in it', async () => {
    const user = userEvent.setup();
    const local: LocalGrammarEngine = {
      supports: () => true,
      check: async (text: string, language: string, _signal?: AbortSignal, _progress?: unknown, options?: CheckOptions) =>
        applyUserPreferences(checkGenericRules(text, language), options),
    };
    renderWithIntl(<GrammarCheckerTool locale="pl" engines={providers(local)} />, 'pl');
    setText('To  jest tekst.');
    await user.click(screen.getByTestId('check-button'));
    await waitFor(() => expect(cards()).toHaveLength(1));
    await user.click(within(cards()[0]!).getByTestId('toggle-details'));
    expect(within(cards()[0]!).getByTestId('suggestion-message')).toHaveTextContent('Dwie lub więcej spacji z rzędu.');

    await user.click(within(cards()[0]!).getByTestId('ignore-rule'));
    expect(cards()).toHaveLength(0);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.personal)!).ignoredRules).toEqual([{ id: 'LOCAL_DOUBLE_SPACE', label: 'Podwójna spacja' }]);
    expect(screen.getByTestId('ignored-rules')).toHaveTextContent('Podwójna spacja');
  });

  it('rejects an imported file that is not an exported dictionary, and merges one that is', async () => {
    const user = userEvent.setup();
    renderWithIntl(<GrammarCheckerTool locale="en" engines={providers(fakeEngine(englishRules))} />);
    const input = screen.getByTestId('import-personal-file');
    await user.upload(input, new File(['{"words": 3}'], 'bad.json', { type: 'application/json' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a dictionary exported from this site.');

    const good = JSON.stringify({ format: 'writekit-grammar-personal', version: 1, words: ['Zorblat'], ignoredRules: [{ id: 'X_RULE', label: 'X rule' }] });
    await user.upload(input, new File([good], 'good.json', { type: 'application/json' }));
    await waitFor(() => expect(screen.getByText('1 word in my dictionary')).toBeInTheDocument());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('X rule')).toBeInTheDocument();
  });

  it('starts loading the on-device checker for the chosen language when the editor gets focus, not for LanguageTool', async () => {
    const user = userEvent.setup();
    const local = { ...fakeEngine(englishRules), preload: jest.fn() };
    const createLocal = jest.fn(async () => local);
    const { unmount } = renderWithIntl(<GrammarCheckerTool locale="de" engines={{ local: createLocal, remote: async () => fakeEngine([], 'languagetool') }} />, 'de');
    expect(createLocal).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('grammar-input'));
    await waitFor(() => expect(local.preload).toHaveBeenCalledWith('de-DE'));
    expect(local.check).not.toHaveBeenCalled();
    unmount();

    localStorage.setItem(STORAGE_KEYS.engine, 'remote');
    const remoteOnly = jest.fn(async () => local);
    renderWithIntl(<GrammarCheckerTool locale="de" engines={{ local: remoteOnly, remote: async () => fakeEngine([], 'languagetool') }} />, 'de');
    await user.click(screen.getByTestId('grammar-input'));
    await act(async () => {});
    expect(remoteOnly).not.toHaveBeenCalled();
  });

  it('tells why LanguageTool failed and shows the on-device result instead', async () => {
    const user = userEvent.setup();
    const local = fakeEngine(englishRules);
    const remote: LocalGrammarEngine = { supports: () => true, check: jest.fn().mockRejectedValue(new GrammarCheckError({ kind: 'offline' })) };
    renderWithIntl(<GrammarCheckerTool locale="en" engines={providers(local, remote)} />);
    await user.selectOptions(screen.getByTestId('engine-select'), 'remote');
    expect(screen.getByTestId('remote-notice')).toHaveTextContent('Your text is sent to the LanguageTool server (api.languagetool.org) to be checked.');
    expect(localStorage.getItem(STORAGE_KEYS.engine)).toBe('remote');
    await checkText(user, 'teh cat');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('You are offline, so LanguageTool cannot be reached.');
    expect(alert).toHaveTextContent('Showing the suggestions of the on-device checker instead.');
    expect(cards().map((c) => c.getAttribute('data-category'))).toEqual(['misspelling']);
    expect(remote.check).toHaveBeenCalledTimes(1);
    expect(local.check).toHaveBeenCalledTimes(1);

    (remote.check as jest.Mock).mockRejectedValue(new GrammarCheckError({ kind: 'rateLimited', retryAfterSeconds: 30 }));
    await checkText(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Please try again in 30 seconds.');
    expect(cards()).toHaveLength(1);

    (remote.check as jest.Mock).mockRejectedValue(new GrammarCheckError({ kind: 'server', status: 503 }));
    await checkText(user);
    expect(screen.getByRole('alert')).toHaveTextContent('The LanguageTool server answered with an error (503).');
  });

  it('reports a failing on-device checker', async () => {
    const user = userEvent.setup();
    const local: LocalGrammarEngine = { supports: () => true, check: jest.fn().mockRejectedValue(new Error('WASM failed')) };
    renderWithIntl(<GrammarCheckerTool locale="en" engines={providers(local)} />);
    await checkText(user, 'teh cat');
    expect(screen.getByRole('alert')).toHaveTextContent('The on-device checker could not be loaded.');
  });

  describe('interim findings (English spelling while harper.js loads)', () => {
    /**
     * An engine that reports "teh" at once as interim (after loading progress, when `loading`),
     * then waits for `finish` to give its result (or fail).
     */
    function interimEngine({ loading = true, kind = 'spelling' as 'spelling' | 'part' } = {}) {
      let finish: (outcome: 'result' | 'failure') => void = () => {};
      const done = new Promise<'result' | 'failure'>((resolve) => (finish = resolve));
      const local: LocalGrammarEngine = {
        supports: () => true,
        check: jest.fn(async (text: string, _language: string, _signal?: AbortSignal, onProgress?: (p: CheckProgress) => void) => {
          if (loading) onProgress?.({ phase: 'loading', loaded: 10, total: 100 });
          // Interim findings come under the rule of the final ones (the engine's choice): their cards stay.
          onProgress?.({ phase: 'interim', kind, suggestions: findAll(text, [{ original: 'teh', category: 'misspelling', replacements: [], ruleId: 'SPELLING' }], 'local') });
          if ((await done) === 'failure') throw new Error('WASM failed');
          return findAll(text, englishRules, 'local');
        }),
      };
      return { local, finish };
    }

    /** Checks "I has teh cat." with the button (live checking off) until the interim card shows. */
    async function checkWithButton(local: LocalGrammarEngine) {
      const user = userEvent.setup();
      renderWithIntl(<GrammarCheckerTool locale="en" engines={providers(local)} />);
      await user.click(screen.getByTestId('live-toggle'));
      setText('I has teh cat.');
      await user.click(screen.getByTestId('check-button'));
      await waitFor(() => expect(cards()).toHaveLength(1));
    }

    it('shows them while the checker loads, says so, and keeps their cards when the result replaces them', async () => {
      const { local, finish } = interimEngine();
      await checkWithButton(local);
      const interimCard = card('teh');
      expect(screen.getByTestId('grammar-interim')).toHaveTextContent('Spelling only so far');
      expect(screen.getByTestId('grammar-loading')).toHaveTextContent('Loading the on-device checker… 10%');
      expect(screen.getByTestId('grammar-status')).toHaveTextContent('Checking text...');

      await act(async () => finish('result'));
      await waitFor(() => expect(cards()).toHaveLength(2));
      expect(card('teh')).toBe(interimCard);
      expect(within(card('teh')).getByRole('radio', { name: 'the' })).toBeChecked();
      expect(screen.queryByTestId('grammar-interim')).toBeNull();
      expect(screen.getByTestId('grammar-status')).toHaveTextContent('2 suggestions');
    });

    it('shows the findings on the first part of a long text as the check goes on, without the note on spelling', async () => {
      const { local, finish } = interimEngine({ loading: false, kind: 'part' });
      await checkWithButton(local);
      expect(screen.queryByTestId('grammar-interim')).toBeNull();
      expect(screen.getByTestId('grammar-status')).toHaveTextContent('Checking text...');
      await act(async () => finish('result'));
      await waitFor(() => expect(screen.getByTestId('grammar-status')).toHaveTextContent('2 suggestions'));
    });

    it('says the check goes on while live checking shows them, without loading progress', async () => {
      const { local, finish } = interimEngine({ loading: false });
      renderWithIntl(<GrammarCheckerTool locale="en" engines={providers(local)} />);
      setText('I has teh cat.');
      await waitFor(() => expect(cards()).toHaveLength(1), { timeout: 3000 });
      expect(screen.getByTestId('grammar-status')).toHaveTextContent('Checking text...');
      expect(screen.getByTestId('grammar-results')).toHaveAttribute('aria-busy', 'true');
      await act(async () => finish('result'));
      await waitFor(() => expect(screen.getByTestId('grammar-status')).toHaveTextContent('2 suggestions'));
      expect(screen.getByTestId('grammar-results')).toHaveAttribute('aria-busy', 'false');
    });

    it('takes them away when the check fails after all', async () => {
      const { local, finish } = interimEngine();
      await checkWithButton(local);
      await act(async () => finish('failure'));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The on-device checker could not be loaded.'));
      expect(cards()).toHaveLength(0);
      expect(screen.queryByTestId('grammar-interim')).toBeNull();
    });
  });

  it('sends languages the device does not cover to LanguageTool, and says so', async () => {
    const user = userEvent.setup();
    const local = fakeEngine(englishRules);
    const remote = fakeEngine([{ original: '测试', category: 'misspelling', replacements: ['测验'] }], 'languagetool');
    renderWithIntl(<GrammarCheckerTool locale="en" engines={providers(local, remote)} />);
    expect(screen.getByTestId('engine-select')).toHaveValue('local');
    await user.selectOptions(screen.getByTestId('engine-select'), 'local');
    await user.selectOptions(screen.getByTestId('grammar-language'), 'zh-CN');
    expect(screen.getByTestId('local-unavailable')).toBeInTheDocument();
    expect(screen.getByTestId('remote-notice')).toBeInTheDocument();
    await checkText(user, '这是一个测试。');
    expect(local.check).not.toHaveBeenCalled();
    expect(remote.check).toHaveBeenCalledWith('这是一个测试。', 'zh-CN', expect.anything(), expect.any(Function), expect.anything());
    expect(cards()).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('zh-CN');
  });

  it('checks Japanese on the device by its rules alone, and says what that covers', async () => {
    const user = userEvent.setup();
    const local = fakeEngine([{ original: '見れる', category: 'grammar', replacements: ['見られる'] }]);
    const remote = fakeEngine([], 'languagetool');
    renderWithIntl(<GrammarCheckerTool locale="en" engines={providers(local, remote)} />);
    await user.selectOptions(screen.getByTestId('grammar-language'), 'ja-JP');
    expect(screen.getByTestId('engine-select')).toHaveValue('local');
    expect(screen.getByTestId('local-rules-only')).toHaveTextContent(/Japanese.*without a dictionary/);
    expect(screen.queryByTestId('local-unavailable')).not.toBeInTheDocument();
    await checkText(user, '映画を見れる。');
    expect(local.check).toHaveBeenCalledWith('映画を見れる。', 'ja-JP', expect.anything(), expect.any(Function), expect.anything());
    expect(remote.check).not.toHaveBeenCalled();
    expect(cards()).toHaveLength(1);
    // A language with a dictionary says nothing of the kind.
    await user.selectOptions(screen.getByTestId('grammar-language'), 'de-DE');
    expect(screen.queryByTestId('local-rules-only')).not.toBeInTheDocument();
  });

  it('checks languages LanguageTool does not cover on the device, marks them and says so', async () => {
    const user = userEvent.setup();
    const local = fakeEngine([{ original: 'Prahu', category: 'misspelling', replacements: ['Praha'] }]);
    const remote = fakeEngine([], 'languagetool');
    renderWithIntl(<GrammarCheckerTool locale="en" engines={providers(local, remote)} />);
    const czech = [...(screen.getByTestId('grammar-language') as HTMLSelectElement).options].find((o) => o.value === 'cs-CZ');
    expect(czech?.textContent).toBe('Czech (Czechia) (on this device only)');
    await user.selectOptions(screen.getByTestId('grammar-language'), 'cs-CZ');
    await user.selectOptions(screen.getByTestId('engine-select'), 'remote');
    expect(screen.getByTestId('remote-unsupported')).toHaveTextContent('LanguageTool does not check this language (Czech (Czechia)), so the text is checked on this device instead and never leaves it.');
    expect(screen.queryByTestId('remote-notice')).not.toBeInTheDocument();
    await checkText(user, 'Jedu na Prahu.');
    expect(remote.check).not.toHaveBeenCalled();
    expect(local.check).toHaveBeenCalledWith('Jedu na Prahu.', 'cs-CZ', expect.anything(), expect.any(Function), expect.anything());
    expect(cards()).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names the languages in the UI language and preselects the page’s one', async () => {
    renderWithIntl(<GrammarCheckerTool locale="pl" engines={providers(fakeEngine([]))} />, 'pl');
    const select = screen.getByTestId('grammar-language') as HTMLSelectElement;
    await waitFor(() => expect(select).toHaveValue('pl-PL'));
    const labels = [...select.options].map((o) => o.textContent);
    expect(labels).toContain('niemiecki (Niemcy)');
    expect(labels).toContain('niemiecki (język prosty)');
    expect(labels).toContain('kataloński (balearski)');
    expect(labels).toEqual([...labels].sort(new Intl.Collator('pl').compare));
  });

  it('without checking as you type: drops cards whose words were edited and says the text changed', async () => {
    localStorage.setItem(STORAGE_KEYS.live, '0');
    const user = userEvent.setup();
    renderWithIntl(<GrammarCheckerTool locale="en" engines={providers(fakeEngine(englishRules))} />);
    await checkText(user, 'I has a teh cat on monday.');
    expect(screen.queryByTestId('grammar-text-changed')).toBeNull();
    setText('We I has a teh cat on monday.');
    setText('We I has a tex cat on monday.');
    expect(screen.getByTestId('grammar-text-changed')).toHaveTextContent('The text has changed since the last check.');
    // "has" and "monday" moved with the edit; "teh" is gone.
    expect(cards().map((c) => within(c).getByTestId('suggestion-original').textContent)).toEqual(['has', 'monday']);
    await user.click(within(card('monday')).getByTestId('accept-suggestion'));
    expect(screen.getByTestId('grammar-input')).toHaveValue('We I has a tex cat on Monday.');
  });

  it('opens the card of the flagged words the user clicks in the text', async () => {
    const user = userEvent.setup();
    renderWithIntl(<GrammarCheckerTool locale="en" engines={providers(fakeEngine(englishRules))} />);
    await checkText(user, 'I has a teh cat.');
    const input = screen.getByTestId('grammar-input') as HTMLTextAreaElement;
    expect(card('teh')).toHaveAttribute('data-expanded', 'false');
    act(() => {
      input.setSelectionRange(9, 9);
      fireEvent.click(input);
    });
    expect(card('teh')).toHaveAttribute('data-expanded', 'true');
    expect(within(card('teh')).getByTestId('suggestion-details')).toBeVisible();
    // Keyboard users get a button that takes them to the card.
    await user.click(screen.getByRole('button', { name: 'Open the suggestion for “teh”' }));
    await waitFor(() => expect(card('teh')).toHaveFocus());
  });

  describe('checking as you type', () => {
    it('checks after a pause in typing, without the button, and keeps the cards still there', async () => {
      const local = fakeEngine(englishRules);
      renderWithIntl(<GrammarCheckerTool locale="en" engines={providers(local)} />);
      expect(screen.getByTestId('live-toggle')).toBeChecked();
      setText('I has a cat.');
      await waitFor(() => expect(cards()).toHaveLength(1), { timeout: 3000 });
      expect(local.check).toHaveBeenCalledTimes(1);
      const first = card('has');
      await userEvent.setup().click(within(first).getByTestId('toggle-details'));

      setText('I has a cat. teh end');
      await waitFor(() => expect(cards()).toHaveLength(2), { timeout: 3000 });
      // The card of "has" is the same one, still open; the status never said "Checking text...".
      expect(card('has')).toBe(first);
      expect(card('has')).toHaveAttribute('data-expanded', 'true');
      expect(screen.queryByTestId('grammar-text-changed')).toBeNull();
    });

    it('waits while an input method composes (kana not yet converted), and checks the text once converted', async () => {
      const local = fakeEngine([{ original: '見れる', category: 'grammar', replacements: ['見られる'] }]);
      renderWithIntl(<GrammarCheckerTool locale="en" engines={providers(local)} />);
      const field = screen.getByTestId('grammar-input');
      // Typed, then composing before the pause ended: that pause waits too.
      setText('映画を');
      fireEvent.compositionStart(field);
      setText('映画を見れる');
      await new Promise((r) => setTimeout(r, 800));
      expect(local.check).not.toHaveBeenCalled();
      setText('映画を見れる');
      fireEvent.compositionEnd(field);
      await waitFor(() => expect(local.check).toHaveBeenCalledTimes(1), { timeout: 3000 });
      expect(local.check).toHaveBeenLastCalledWith('映画を見れる', 'en-US', expect.anything(), expect.any(Function), expect.anything());
    });

    it('shows the marks of a live check at once and the replacements it left out as they are found, each word looked up once', async () => {
      let found: (replacements: string[]) => void = () => {};
      const local = {
        ...fakeEngine([{ original: 'teh', category: 'misspelling', replacements: [], ruleId: 'LOCAL_SPELLING' }]),
        suggest: jest.fn(() => new Promise<string[]>((resolve) => (found = resolve))),
      };
      renderWithIntl(<GrammarCheckerTool locale="en" engines={providers(local)} />);
      setText('I saw teh cat.');
      await waitFor(() => expect(cards()).toHaveLength(1), { timeout: 3000 });
      expect(local.check).toHaveBeenLastCalledWith('I saw teh cat.', 'en-US', expect.anything(), expect.any(Function), expect.objectContaining({ live: true }));
      expect(within(card('teh')).getByTestId('replacements-pending')).toHaveTextContent('Looking for replacements…');
      expect(local.suggest).toHaveBeenCalledWith('teh', 'en-US');
      act(() => found(['the', 'tea']));
      await waitFor(() => expect(within(card('teh')).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['the', 'tea']));
      expect(within(card('teh')).queryByTestId('replacements-pending')).toBeNull();

      // The next live check reports the word again without replacements: they are there at once.
      setText('I saw teh cat again.');
      await waitFor(() => expect(local.check).toHaveBeenCalledTimes(2), { timeout: 3000 });
      await waitFor(() => expect(within(card('teh')).getAllByRole('radio')).toHaveLength(2));
      expect(within(card('teh')).queryByTestId('replacements-pending')).toBeNull();
      expect(local.suggest).toHaveBeenCalledTimes(1);
    });

    it('looks up the replacements of a card opened beyond the ones filled after the check', async () => {
      const words = Array.from({ length: 31 }, (_, i) => `zq${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}w`);
      const local = {
        ...fakeEngine(words.map((original) => ({ original, category: 'misspelling' as const, replacements: [], ruleId: 'LOCAL_SPELLING' }))),
        suggest: jest.fn(async (word: string) => [`${word}-fixed`]),
      };
      renderWithIntl(<GrammarCheckerTool locale="en" engines={providers(local)} />);
      setText(words.join(' '));
      await waitFor(() => expect(local.suggest).toHaveBeenCalledTimes(30), { timeout: 3000 });
      const last = words[30] as string;
      await waitFor(() => expect(card(last)).toHaveTextContent('No replacement is proposed; edit the text yourself.'));
      await userEvent.setup().click(within(card(last)).getByTestId('toggle-details'));
      await waitFor(() => expect(card(last)).toHaveTextContent(`${last}-fixed`));
      expect(local.suggest).toHaveBeenLastCalledWith(last, 'en-US');
    });

    it('says so when no replacement is found for a word left out', async () => {
      const local = { ...fakeEngine([{ original: 'qzx', category: 'misspelling', replacements: [], ruleId: 'LOCAL_SPELLING' }]), suggest: jest.fn(async () => []) };
      renderWithIntl(<GrammarCheckerTool locale="en" engines={providers(local)} />);
      setText('A qzx here.');
      await waitFor(() => expect(cards()).toHaveLength(1), { timeout: 3000 });
      await waitFor(() => expect(card('qzx')).toHaveTextContent('No replacement is proposed; edit the text yourself.'));
    });

    it('checks the text kept from the last visit once it is back, without an edit', async () => {
      keepUnloadCopy('grammarChecker', { text: 'I has a cat.', restorable: null });
      const local = fakeEngine(englishRules);
      renderWithIntl(<GrammarCheckerTool locale="en" engines={providers(local)} />);
      await waitFor(() => expect(screen.getByTestId('grammar-input')).toHaveValue('I has a cat.'));
      await waitFor(() => expect(cards()).toHaveLength(1), { timeout: 3000 });
      expect(local.check).toHaveBeenCalledTimes(1);
    });

    it('leaves the text kept from the last visit alone when checking as you type is off', async () => {
      localStorage.setItem(STORAGE_KEYS.live, '0');
      keepUnloadCopy('grammarChecker', { text: 'I has a cat.', restorable: null });
      const local = fakeEngine(englishRules);
      renderWithIntl(<GrammarCheckerTool locale="en" engines={providers(local)} />);
      await waitFor(() => expect(screen.getByTestId('grammar-input')).toHaveValue('I has a cat.'));
      await new Promise((r) => setTimeout(r, 800));
      expect(local.check).not.toHaveBeenCalled();
    });

    it('does not check by itself when switched off, nor with LanguageTool', async () => {
      const user = userEvent.setup();
      const local = fakeEngine(englishRules);
      const remote = fakeEngine(englishRules, 'languagetool');
      renderWithIntl(<GrammarCheckerTool locale="en" engines={providers(local, remote)} />);
      await user.click(screen.getByTestId('live-toggle'));
      expect(localStorage.getItem(STORAGE_KEYS.live)).toBe('0');
      setText('I has a cat.');
      await new Promise((r) => setTimeout(r, 800));
      expect(local.check).not.toHaveBeenCalled();

      await user.click(screen.getByTestId('live-toggle'));
      await user.selectOptions(screen.getByTestId('engine-select'), 'remote');
      expect(screen.getByTestId('live-toggle')).toBeDisabled();
      setText('I has a dog.');
      await new Promise((r) => setTimeout(r, 800));
      expect(remote.check).not.toHaveBeenCalled();
    });
  });

  it('offers to switch to the language the text looks like; never switches by itself', async () => {
    const user = userEvent.setup();
    const local = Object.assign(fakeEngine([]), { suggestLanguage: jest.fn(async () => 'de-DE') });
    renderWithIntl(<GrammarCheckerTool locale="en" engines={providers(local)} />);
    setText('Das ist ein kurzer Text, der eindeutig auf Deutsch geschrieben ist.');
    const offer = await screen.findByTestId('language-suggestion', undefined, { timeout: 3000 });
    expect(offer).toHaveTextContent('This looks like German.');
    expect(screen.getByTestId('grammar-language')).toHaveValue('en-US');
    expect(local.suggestLanguage).toHaveBeenLastCalledWith('Das ist ein kurzer Text, der eindeutig auf Deutsch geschrieben ist.', 'en-US');

    await user.click(within(offer).getByRole('button', { name: 'Switch language' }));
    expect(screen.getByTestId('grammar-language')).toHaveValue('de-DE');
    expect(screen.queryByTestId('language-suggestion')).toBeNull();
    await waitFor(() => expect(local.check).toHaveBeenLastCalledWith(expect.any(String), 'de-DE', expect.anything(), expect.any(Function), expect.anything()), { timeout: 3000 });
  });

  it('a dismissed offer does not come back for that language', async () => {
    const user = userEvent.setup();
    const local = Object.assign(fakeEngine([]), { suggestLanguage: jest.fn(async () => 'de-DE') });
    renderWithIntl(<GrammarCheckerTool locale="en" engines={providers(local)} />);
    setText('Das ist ein kurzer Text, der eindeutig auf Deutsch geschrieben ist.');
    await user.click(within(await screen.findByTestId('language-suggestion', undefined, { timeout: 3000 })).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('language-suggestion')).toBeNull();
    setText('Das ist ein anderer Text, der auch auf Deutsch geschrieben ist.');
    await waitFor(() => expect(local.suggestLanguage).toHaveBeenCalledTimes(2), { timeout: 3000 });
    expect(screen.queryByTestId('language-suggestion')).toBeNull();
    expect(screen.getByTestId('grammar-language')).toHaveValue('en-US');
  });

  it('filters the cards and marks by category, with counts', async () => {
    const user = userEvent.setup();
    renderWithIntl(<GrammarCheckerTool locale="en" engines={providers(fakeEngine(englishRules))} />);
    await checkText(user, 'I has a teh cat on monday, teh end.');
    const filters = screen.getAllByTestId('category-filter');
    expect(filters.map((f) => [f.getAttribute('data-category'), within(f).getByTestId('category-count').textContent, f.getAttribute('aria-pressed')])).toEqual([
      ['misspelling', '2', 'true'],
      ['grammar', '1', 'true'],
      ['casing', '1', 'true'],
    ]);
    await user.click(filters[0]!);
    expect(filters[0]).toHaveAttribute('aria-pressed', 'false');
    expect(cards().map((c) => c.getAttribute('data-category'))).toEqual(['grammar', 'casing']);
    expect([...screen.getByTestId('grammar-input-marks').querySelectorAll('mark')].map((m) => m.dataset.highlight)).toEqual(['grammar', 'casing']);
    await user.click(filters[0]!);
    expect(cards()).toHaveLength(4);
  });

  it('ignores a rejected finding once: the next check of the same passage keeps it hidden', async () => {
    const user = userEvent.setup();
    renderWithIntl(<GrammarCheckerTool locale="en" engines={providers(fakeEngine(englishRules))} />);
    await checkText(user, 'I has a teh cat.\nA teh dog.');
    await user.click(within(cards().find((c) => c.getAttribute('data-suggestion-id')?.includes(':8:'))!).getByTestId('reject-suggestion'));
    expect(cards()).toHaveLength(2);
    await checkText(user, 'A first line.\nI has a teh cat.\nA teh dog.');
    expect(cards().map((c) => within(c).getByTestId('suggestion-original').textContent)).toEqual(['has', 'teh']);
    expect(cards()[1]).toHaveAttribute('data-suggestion-id', expect.stringContaining(':33:'));
  });

  it('sends picky mode to the engine and remembers it', async () => {
    const user = userEvent.setup();
    const local = fakeEngine(englishRules);
    renderWithIntl(<GrammarCheckerTool locale="en" engines={providers(local)} />);
    await user.click(screen.getByTestId('picky-toggle'));
    expect(localStorage.getItem(STORAGE_KEYS.picky)).toBe('1');
    await checkText(user, 'I has a cat.');
    expect(local.check).toHaveBeenLastCalledWith('I has a cat.', 'en-US', expect.anything(), expect.any(Function), expect.objectContaining({ picky: true }));
  });

  it('links to the explanation of a rule in a new tab', async () => {
    const user = userEvent.setup();
    const local = fakeEngine([]);
    local.check.mockResolvedValue([{ ...findAll('I has a cat.', englishRules, 'languagetool')[0]!, url: 'https://languagetool.org/insights/post/subject-verb-agreement/' }]);
    renderWithIntl(<GrammarCheckerTool locale="en" engines={providers(local)} />);
    await checkText(user, 'I has a cat.');
    await user.click(within(card('has')).getByTestId('toggle-details'));
    const link = within(card('has')).getByRole('link', { name: 'Learn more about this rule (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://languagetool.org/insights/post/subject-verb-agreement/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  describe('taking accepted replacements back', () => {
    const originals = () => cards().map((c) => within(c).getByTestId('suggestion-original').textContent);

    it('an undo in the editor brings the text before a replacement back with its cards, without a check', async () => {
      localStorage.setItem(STORAGE_KEYS.live, '0');
      const user = userEvent.setup();
      const local = fakeEngine(englishRules);
      renderWithIntl(<GrammarCheckerTool locale="en" engines={providers(local)} />);
      await checkText(user, 'I has a teh cat on monday.');
      await user.click(within(card('has')).getByTestId('accept-suggestion'));
      await user.click(within(card('teh')).getByTestId('accept-suggestion'));
      expect(originals()).toEqual(['monday']);
      // The browser's undo puts the earlier text back through the input event, one step at a time.
      setText('I have a teh cat on monday.');
      expect(originals()).toEqual(['teh', 'monday']);
      setText('I has a teh cat on monday.');
      expect(originals()).toEqual(['has', 'teh', 'monday']);
      // And redo.
      setText('I have a teh cat on monday.');
      expect(originals()).toEqual(['teh', 'monday']);
      expect(local.check).toHaveBeenCalledTimes(1);
    });

    it('a card ignored once after the replacement stays hidden when the replacement is undone', async () => {
      localStorage.setItem(STORAGE_KEYS.live, '0');
      const user = userEvent.setup();
      renderWithIntl(<GrammarCheckerTool locale="en" engines={providers(fakeEngine(englishRules))} />);
      await checkText(user, 'I has a teh cat on monday.');
      await user.click(within(card('has')).getByTestId('accept-suggestion'));
      await user.click(within(card('monday')).getByTestId('reject-suggestion'));
      setText('I has a teh cat on monday.');
      expect(originals()).toEqual(['has', 'teh']);
    });

    it('Restore brings back the text before Accept All with its cards, and swaps again', async () => {
      localStorage.setItem(STORAGE_KEYS.live, '0');
      const user = userEvent.setup();
      renderWithIntl(<GrammarCheckerTool locale="en" engines={providers(fakeEngine(englishRules))} />);
      const before = 'I has a apple , teh cat is very unique on monday.';
      await checkText(user, before);
      expect(screen.getByTestId('restore-button')).toBeDisabled();
      expect(screen.getByTestId('restore-button')).toHaveAttribute('title', 'Bring back the text as it was before the last imported file or Accept All');
      await user.click(screen.getByTestId('accept-all'));
      expect(screen.getByTestId('grammar-input')).toHaveValue('I have a apple, the cat is unique on Monday.');
      await user.click(screen.getByTestId('restore-button'));
      expect(screen.getByTestId('grammar-input')).toHaveValue(before);
      expect(cards()).toHaveLength(5);
      await user.click(screen.getByTestId('restore-button'));
      expect(screen.getByTestId('grammar-input')).toHaveValue('I have a apple, the cat is unique on Monday.');
      expect(cards()).toHaveLength(0);
    });
  });

  it('copies and downloads the corrected text', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithIntl(<GrammarCheckerTool locale="en" engines={providers(fakeEngine(englishRules))} />);
    await checkText(user, 'I has a cat.');
    await user.click(within(card('has')).getByTestId('accept-suggestion'));
    await user.click(screen.getByTestId('copy-text'));
    expect(writeText).toHaveBeenCalledWith('I have a cat.');
    await waitFor(() => expect(screen.getByTestId('grammar-copy-status')).toHaveTextContent('Successfully copied to clipboard'));
    await user.click(screen.getByTestId('download-text'));
    expect(downloadFile).toHaveBeenCalledWith('checked-text.txt', 'I have a cat.', 'text/plain;charset=utf-8');
  });
});
