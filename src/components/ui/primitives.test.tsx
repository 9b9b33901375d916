import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Button, buttonClass } from './Button';
import { EditorField } from './EditorField';
import { LabeledSelect } from './LabeledSelect';
import { useStatusNotice } from './use-status-notice';

describe('Button', () => {
  it('is a plain button unless told otherwise, with its variant classes and the extra ones', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <>
        <Button ref={ref} variant="small" className="ml-auto" data-testid="plain">
          Plain
        </Button>
        <Button variant="primary" type="submit">
          Send
        </Button>
      </>,
    );
    const plain = screen.getByTestId('plain');
    expect(plain).toHaveAttribute('type', 'button');
    expect(plain.className).toBe(buttonClass('small', 'ml-auto'));
    expect(ref.current).toBe(plain);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });
});

describe('LabeledSelect', () => {
  it('is labelled, described, and reports the chosen value', async () => {
    const onChange = jest.fn();
    render(
      <>
        <LabeledSelect label="Depth" testId="depth" value="1" onChange={onChange} describedBy="hint" options={[{ value: '1', label: 'One' }, { value: '2', label: 'Two' }]} />
        <p id="hint">How far</p>
      </>,
    );
    const select = screen.getByLabelText('Depth');
    expect(select).toBe(screen.getByTestId('depth'));
    expect(select).toHaveAccessibleDescription('How far');
    await userEvent.setup().selectOptions(select, 'Two');
    expect(onChange).toHaveBeenCalledWith('2');
  });
});

describe('EditorField', () => {
  it('labels the editor and hands out the drop target and the textarea', () => {
    const dropRef = createRef<HTMLDivElement>();
    const textareaRef = createRef<HTMLTextAreaElement>();
    render(<EditorField ref={textareaRef} dropRef={dropRef} label="Your text" testId="editor" value="" onChange={jest.fn()} placeholder="Type" marks={[]} />);
    const editor = screen.getByLabelText('Your text');
    expect(editor).toBe(screen.getByTestId('editor'));
    expect(textareaRef.current).toBe(editor);
    expect(dropRef.current).toContainElement(editor);
  });
});

describe('useStatusNotice', () => {
  it('gives every notice a new id, so that the same text is announced again', () => {
    const { result } = renderHook(() => useStatusNotice());
    expect(result.current[0]).toBeNull();
    act(() => result.current[1]('Copied'));
    expect(result.current[0]).toEqual({ id: 1, text: 'Copied', tone: 'success' });
    act(() => result.current[1]('Copied'));
    act(() => result.current[1]('Failed', 'error'));
    expect(result.current[0]).toEqual({ id: 3, text: 'Failed', tone: 'error' });
  });
});
