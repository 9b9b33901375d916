/** @jest-environment jsdom */
import { BROWSER_EDIT_MAX_SPAN, changedSpan, editThroughBrowser, isEditable } from './editor-history';

/** No lone surrogate (String.prototype.isWellFormed, not in this project's TypeScript library yet). */
const wellFormed = (s: string) => !/\p{Surrogate}/u.test(s);
const apply = (before: string, span: ReturnType<typeof changedSpan>) => before.slice(0, span.start) + span.insert + before.slice(span.end);

describe('changedSpan', () => {
  it('finds the one changed span in texts of several scripts', () => {
    expect(changedSpan('Ich habe das gewusst, das er kommt.', 'Ich habe das gewusst, dass er kommt.')).toEqual({ start: 25, end: 25, insert: 's' });
    expect(changedSpan('в течении года', 'в течение года')).toEqual({ start: 8, end: 9, insert: 'е' });
    expect(changedSpan('Το είναι είναι σωστό.', 'Το είναι σωστό.')).toEqual({ start: 9, end: 15, insert: '' });
    expect(changedSpan('私は東京に住んでいます。', '私は大阪に住んでいます。')).toEqual({ start: 2, end: 4, insert: '大阪' });
    expect(changedSpan('same', 'same')).toEqual({ start: 4, end: 4, insert: '' });
  });

  it('applied to the old text, gives the new one', () => {
    const pairs: Array<[string, string]> = [
      ['I has a apple. This is is wrong.', 'I have an apple. This is wrong.'],
      ['Zażółć gęślą jaźń', 'Zażółć gęsią jaźń'],
      ['', 'Ein Text.'],
      ['Ein Text.', ''],
      ['aaa', 'aaaa'],
    ];
    for (const [before, after] of pairs) expect(apply(before, changedSpan(before, after))).toBe(after);
  });

  it('does not cut a character outside the Basic Multilingual Plane in two', () => {
    // 😀 (U+1F600) and 😃 (U+1F603) share their high surrogate; 𠮷 and 𠮶 too.
    const pairs: Array<[string, string]> = [
      ['Smile 😀 now', 'Smile 😃 now'],
      ['𠮷野家', '𠮶野家'],
      ['a😀', 'a😃'],
      ['😀b', '😃b'],
    ];
    for (const [before, after] of pairs) {
      const span = changedSpan(before, after);
      expect(apply(before, span)).toBe(after);
      expect(wellFormed(span.insert)).toBe(true);
      expect(wellFormed(before.slice(span.start, span.end))).toBe(true);
    }
  });
});

describe('isEditable', () => {
  it('is true where Ctrl+Z edits the field itself, not on buttons, radios and checkboxes', () => {
    const make = (html: string) => {
      const holder = document.createElement('div');
      holder.innerHTML = html;
      return holder.firstElementChild;
    };
    expect(isEditable(make('<textarea></textarea>'))).toBe(true);
    expect(isEditable(make('<input type="text">'))).toBe(true);
    expect(isEditable(make('<input>'))).toBe(true);
    expect(isEditable(make('<input type="search">'))).toBe(true);
    expect(isEditable(make('<input type="radio">'))).toBe(false);
    expect(isEditable(make('<input type="checkbox">'))).toBe(false);
    expect(isEditable(make('<button>Accept</button>'))).toBe(false);
    expect(isEditable(make('<li tabindex="-1">card</li>'))).toBe(false);
    expect(isEditable(null)).toBe(false);
  });
});

describe('editThroughBrowser', () => {
  /** A textarea whose browser inserts text at the selection, as Chromium's insertText command does. */
  function editor(value: string) {
    const area = document.createElement('textarea');
    area.value = value;
    document.body.append(area);
    const commands: Array<[string, string | undefined, number, number]> = [];
    Object.defineProperty(document, 'execCommand', {
      configurable: true,
      value: (command: string, _ui: boolean, insert?: string) => {
        commands.push([command, insert, area.selectionStart, area.selectionEnd]);
        area.setRangeText(command === 'delete' ? '' : (insert ?? ''), area.selectionStart, area.selectionEnd, 'end');
        return true;
      },
    });
    return { area, commands };
  }
  afterEach(() => {
    document.body.replaceChildren();
    delete (document as { execCommand?: unknown }).execCommand;
  });

  it('replaces only the changed span through the editing command, and gives the focus back', () => {
    const { area, commands } = editor('Ich glaube, das er kommt.');
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    expect(editThroughBrowser(area, 'Ich glaube, dass er kommt.')).toBe(true);
    expect(area.value).toBe('Ich glaube, dass er kommt.');
    expect(commands).toEqual([['insertText', 's', 15, 15]]);
    expect(document.activeElement).toBe(button);
    expect(editThroughBrowser(area, 'Ich glaube, er kommt.')).toBe(true);
    expect(commands.at(-1)).toEqual(['delete', undefined, 12, 17]);
  });

  it('leaves a span too long to change quickly to the caller', () => {
    const long = 'слово '.repeat(BROWSER_EDIT_MAX_SPAN / 4);
    const { area, commands } = editor(long);
    expect(editThroughBrowser(area, long.replaceAll('слово', 'Слово'))).toBe(false);
    expect(area.value).toBe(long);
    expect(commands).toEqual([]);
  });

  it('leaves the change to the caller where the browser has no editing command', () => {
    const area = document.createElement('textarea');
    area.value = 'teh cat';
    expect(editThroughBrowser(area, 'the cat')).toBe(false);
    expect(area.value).toBe('teh cat');
  });
});
