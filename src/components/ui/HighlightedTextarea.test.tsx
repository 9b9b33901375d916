import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { HighlightedTextarea, type TextMark } from './HighlightedTextarea';

/** The mirror's line elements, in order (the mirror holds them in groups). */
const mirrorLines = (mirror: HTMLElement) => [...mirror.querySelectorAll(':scope > * > *')];

function view(value: string, marks: TextMark[]) {
  return <HighlightedTextarea id="t" testId="editor" value={value} onChange={() => {}} placeholder="Type" marks={marks} />;
}

describe('HighlightedTextarea mirror', () => {
  it('lays the text out line by line, an empty line a line of its own, with the marks in place', () => {
    const value = 'Erster Absatz mit Wort.\n\nSecond paragraph, quickly written.\n';
    const at = (word: string): TextMark => ({ start: value.indexOf(word), end: value.indexOf(word) + word.length, kind: 'adverb' });
    render(view(value, [at('Wort'), at('quickly')]));
    const mirror = screen.getByTestId('editor-marks');
    expect(mirrorLines(mirror).map((line) => line.textContent)).toEqual(['Erster Absatz mit Wort.', '\u200b', 'Second paragraph, quickly written.', '\u200b']);
    expect([...mirror.querySelectorAll('mark')].map((m) => [m.textContent, m.getAttribute('data-highlight')])).toEqual([
      ['Wort', 'adverb'],
      ['quickly', 'adverb'],
    ]);
  });

  it('follows the text while the marks stay the same (typing before new marks arrive)', () => {
    const value = 'Первая строка.\nΔεύτερη γραμμή.\nDritte Zeile.';
    const marks: TextMark[] = [{ start: 15, end: 22, kind: 'adverb' }, { start: 31, end: 37, kind: 'passive' }];
    const { rerender } = render(view(value, marks));
    const mirror = screen.getByTestId('editor-marks');
    const lineTexts = () => mirrorLines(mirror).map((line) => line.textContent);
    const marked = () => [...mirror.querySelectorAll('mark')].map((m) => m.textContent);
    rerender(view(`${value}!`, marks));
    expect(lineTexts()).toEqual(['Первая строка.', 'Δεύτερη γραμμή.', 'Dritte Zeile.!']);
    expect(marked()).toEqual(['Δεύτερη', 'Dritte']);
    // Cut short, the text no longer reaches the second mark; typed on, it does again.
    rerender(view(value.slice(0, 33), marks));
    expect(lineTexts()).toEqual(['Первая строка.', 'Δεύτερη γραμμή.', 'Dr']);
    expect(marked()).toEqual(['Δεύτερη']);
    rerender(view(`${value.slice(0, 33)}ucker Zeile.`, marks));
    expect(lineTexts()).toEqual(['Первая строка.', 'Δεύτερη γραμμή.', 'Drucker Zeile.']);
    expect(marked()).toEqual(['Δεύτερη', 'Drucke']);
  });

  it('keeps the elements of lines an edit left alone, in texts of many lines, as marks move with the text', () => {
    const lines = Array.from({ length: 300 }, (_, i) => (i % 3 === 0 ? `Zeile ${i} ist sehr lang.` : i % 3 === 1 ? `Строка ${i}.` : `行${i}。`));
    const value = lines.join('\n');
    const marksOf = (text: string) => [...text.matchAll(/sehr/g)].map((m): TextMark => ({ start: m.index, end: m.index + 4, kind: 'adverb' }));
    const { rerender } = render(view(value, marksOf(value)));
    const mirror = screen.getByTestId('editor-marks');
    const before = mirrorLines(mirror);
    expect(before.map((line) => line.textContent)).toEqual(lines);
    // A line typed in near the top: every mark after it moves, as the counter's do.
    const at = value.indexOf('\n', 40);
    const edited = `${value.slice(0, at)}\nNeue Zeile, sehr neu.${value.slice(at)}`;
    rerender(view(edited, marksOf(edited)));
    const after = mirrorLines(mirror);
    expect(after.map((line) => line.textContent)).toEqual(edited.split('\n'));
    expect(mirror.querySelectorAll('mark')).toHaveLength(marksOf(edited).length);
    // The lines from the 64th on (a later group of the mirror) are the same elements, moved by one.
    expect(after.slice(65).every((line, i) => line === before[i + 64])).toBe(true);
  });

  it('has no mirror without marks', () => {
    render(view('Текст без пометок.', []));
    expect(screen.queryByTestId('editor-marks')).toBeNull();
  });
});

describe('HighlightedTextarea text', () => {
  function Controlled({ initial, onValue }: { initial: string; onValue?: (value: string) => void }) {
    const [value, setValue] = useState(initial);
    return (
      <>
        <HighlightedTextarea id="t" testId="editor" value={value} onChange={(next) => (setValue(next), onValue?.(next))} placeholder="Type" marks={[]} />
        <button onClick={() => setValue('')}>Clear</button>
        <button onClick={() => setValue('Ελληνικό κείμενο.')}>Import</button>
      </>
    );
  }

  it('shows the initial text and texts set from outside (clear, import), and reports typing', () => {
    const typed: string[] = [];
    render(<Controlled initial="Żółta łódź." onValue={(value) => typed.push(value)} />);
    const area = screen.getByTestId('editor') as HTMLTextAreaElement;
    expect(area.value).toBe('Żółta łódź.');
    fireEvent.change(area, { target: { value: 'Żółta łódź płynie.' } });
    expect(typed).toEqual(['Żółta łódź płynie.']);
    expect(area.value).toBe('Żółta łódź płynie.');
    fireEvent.click(screen.getByText('Clear'));
    expect(area.value).toBe('');
    fireEvent.click(screen.getByText('Import'));
    expect(area.value).toBe('Ελληνικό κείμενο.');
  });

  it('writes nothing into the field while the user types: no copy of a long text into the DOM per keystroke', () => {
    const long = 'Съешь же ещё этих мягких французских булок. '.repeat(2000);
    render(<Controlled initial={long} />);
    const area = screen.getByTestId('editor') as HTMLTextAreaElement;
    // What typing does: the field holds the new text, then fires `input`.
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(area, `${long}и`);
    const valueSetter = jest.spyOn(HTMLTextAreaElement.prototype, 'value', 'set');
    const textSetter = jest.spyOn(HTMLTextAreaElement.prototype, 'defaultValue', 'set');
    fireEvent.input(area);
    // A controlled field would write the text back as its value and as its text node (defaultValue).
    expect(valueSetter).not.toHaveBeenCalled();
    expect(textSetter.mock.calls.filter(([written]) => written !== '')).toEqual([]);
    expect(area.value).toBe(`${long}и`);
    valueSetter.mockRestore();
    textSetter.mockRestore();
  });
});
