/**
 * A visitor may type or pick before React hydrates the page: those values must survive
 * hydration instead of being replaced by what the server rendered.
 */
import { act } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EditorField } from './EditorField';
import { LabeledSelect } from './LabeledSelect';

const options = [
  { value: 'none', label: 'None' },
  { value: 'x', label: 'X' },
  { value: 'threads', label: 'Threads' },
];

function Form({ onText, onLimit }: { onText: (value: string) => void; onLimit: (value: string) => void }) {
  const [text, setText] = useState('');
  const [limit, setLimit] = useState('none');
  return (
    <>
      <EditorField label="Text" testId="text" placeholder="" value={text} onChange={(v) => (setText(v), onText(v))} marks={[]} />
      <LabeledSelect label="Limit" testId="limit" value={limit} onChange={(v) => (setLimit(v), onLimit(v))} options={options} />
      <output data-testid="state">{`${text}|${limit}`}</output>
    </>
  );
}

/** Server-renders `ui` into a container, lets `changeBeforeHydration` act on the static HTML, then hydrates it. */
async function hydrateAfter(ui: ReactElement, changeBeforeHydration: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  changeBeforeHydration(container);
  await act(async () => {
    hydrateRoot(container, ui);
  });
  return container;
}

async function hydrate(changeBeforeHydration: (container: HTMLElement) => void) {
  const onText = jest.fn();
  const onLimit = jest.fn();
  const container = await hydrateAfter(<Form onText={onText} onLimit={onLimit} />, changeBeforeHydration);
  const get = <T extends HTMLElement>(id: string) => container.querySelector(`[data-testid="${id}"]`) as T;
  return { onText, onLimit, get, done: () => container.remove() };
}

describe('input made before hydration', () => {
  it('is kept: the typed text and the picked option become the state', async () => {
    const { onText, onLimit, get, done } = await hydrate((c) => {
      (c.querySelector('[data-testid="text"]') as HTMLTextAreaElement).value = 'Zażółć gęślą jaźń, typed early.';
      (c.querySelector('[data-testid="limit"]') as HTMLSelectElement).value = 'threads';
    });
    expect(onText).toHaveBeenCalledWith('Zażółć gęślą jaźń, typed early.');
    expect(onLimit).toHaveBeenCalledWith('threads');
    expect(get('state').textContent).toBe('Zażółć gęślą jaźń, typed early.|threads');
    expect(get<HTMLTextAreaElement>('text').value).toBe('Zażółć gęślą jaźń, typed early.');
    expect(get<HTMLSelectElement>('limit').value).toBe('threads');
    done();
  });

  it('takes no choice from a select whose rendered value is not among its options', async () => {
    const onChange = jest.fn();
    const select = <LabeledSelect label="Engine" testId="engine" value="" onChange={onChange} options={options} />;
    const container = await hydrateAfter(select, (c) => expect((c.querySelector('select') as HTMLSelectElement).value).toBe('none'));
    expect(onChange).not.toHaveBeenCalled();
    container.remove();
  });

  it('reports nothing when the visitor did not touch the fields', async () => {
    const { onText, onLimit, get, done } = await hydrate(() => {});
    expect(onText).not.toHaveBeenCalled();
    expect(onLimit).not.toHaveBeenCalled();
    expect(get('state').textContent).toBe('|none');
    done();
  });
});
