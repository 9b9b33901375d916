import { render, screen } from '@testing-library/react';
import { HighlightedTextarea, type TextMark } from './HighlightedTextarea';

function view(value: string, marks: TextMark[]) {
  return <HighlightedTextarea id="t" testId="editor" value={value} onChange={() => {}} placeholder="Type" marks={marks} />;
}

describe('HighlightedTextarea mirror', () => {
  it('lays the text out line by line, an empty line a line of its own, with the marks in place', () => {
    const value = 'Erster Absatz mit Wort.\n\nSecond paragraph, quickly written.\n';
    const at = (word: string): TextMark => ({ start: value.indexOf(word), end: value.indexOf(word) + word.length, kind: 'adverb' });
    render(view(value, [at('Wort'), at('quickly')]));
    const mirror = screen.getByTestId('editor-marks');
    expect([...mirror.children].map((line) => line.textContent)).toEqual(['Erster Absatz mit Wort.', '\u200b', 'Second paragraph, quickly written.', '\u200b']);
    expect([...mirror.querySelectorAll('mark')].map((m) => [m.textContent, m.getAttribute('data-highlight')])).toEqual([
      ['Wort', 'adverb'],
      ['quickly', 'adverb'],
    ]);
  });

  it('has no mirror without marks', () => {
    render(view('Текст без пометок.', []));
    expect(screen.queryByTestId('editor-marks')).toBeNull();
  });
});
