import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useRef } from 'react';
import { TextDecoder as NodeTextDecoder, TextEncoder as NodeTextEncoder } from 'node:util';
import type { ImportOptions } from '../worker/import-document';
import { importDocument } from '../worker/import-document';
import { DocumentUpload } from './DocumentUpload';

// jsdom lacks the Encoding API that browsers (and the parsers) have.
Object.assign(globalThis, { TextDecoder: NodeTextDecoder, TextEncoder: NodeTextEncoder });

jest.mock('../worker/import-document', () => {
  const actual = jest.requireActual<typeof import('../worker/import-document')>('../worker/import-document');
  return { ...actual, importDocument: jest.fn(actual.importDocument) };
});
const mockedImport = importDocument as jest.MockedFunction<typeof importDocument>;

const messages = {
  DocumentImport: {
    upload: 'Upload file',
    uploadHint: 'TXT, HTML, MD, DOC, DOCX, ODT, ODS, ODP, PAGES or PDF, under 10 MB. Files are read on your device and never uploaded.',
    dropHere: 'Drop the file here to import its text',
    reading: 'Reading {name}…',
    readingPage: 'Reading page {page} of {pages}…',
    cancel: 'Cancel',
    imported: 'Imported “{name}”.',
    errors: {
      invalidType: 'Please select a TXT, HTML, MD, DOC, DOCX, ODT, ODS, ODP, PAGES, or PDF file.',
      tooLarge: 'File size must be less than 10MB.',
      empty: 'The file appears to be empty or contains no readable text.',
      readContent: 'Error reading file content.',
      readFile: 'Error reading file.',
      tooComplex: 'This file is too large or complex to read in the browser.',
      unknown: 'Oops! Something went wrong. Please try again.',
    },
  },
};

function Harness({ onImported }: { onImported: (text: string, name: string) => void }) {
  const editor = useRef<HTMLTextAreaElement>(null);
  return (
    <NextIntlClientProvider locale="en" messages={messages}>
      <textarea ref={editor} aria-label="Editor" defaultValue="existing text" />
      <DocumentUpload onImported={onImported} dropTarget={editor} />
    </NextIntlClientProvider>
  );
}

function setup() {
  const onImported = jest.fn();
  render(<Harness onImported={onImported} />);
  return { onImported, input: screen.getByTestId('file-input') as HTMLInputElement, user: userEvent.setup() };
}

afterEach(() => mockedImport.mockClear());

test('the button opens the file picker, which accepts the supported formats', async () => {
  const { input, user } = setup();
  const click = jest.spyOn(input, 'click');
  await user.click(screen.getByRole('button', { name: 'Upload file' }));
  expect(click).toHaveBeenCalled();
  expect(input.accept).toContain('.pages');
  expect(input.accept).toContain('application/pdf');
  expect(screen.getByRole('button', { name: 'Upload file' })).toHaveAccessibleDescription(messages.DocumentImport.uploadHint);
});

test('a chosen text file is imported and announced', async () => {
  const { input, user, onImported } = setup();
  await user.upload(input, new File(['Zażółć gęślą jaźń'], 'notes.txt', { type: 'text/plain' }));
  await waitFor(() => expect(onImported).toHaveBeenCalledWith('Zażółć gęślą jaźń', 'notes.txt'));
  expect(screen.getByRole('status')).toHaveTextContent('Imported “notes.txt”.');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('an error is shown in an alert and the editor is left alone', async () => {
  const { input, onImported } = setup();
  // Dispatched directly: user.upload would filter the file out by the accept attribute.
  fireEvent.change(input, { target: { files: [new File(['x'], 'picture.png', { type: 'image/png' })] } });
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.DocumentImport.errors.invalidType);
  expect(onImported).not.toHaveBeenCalled();
  expect(screen.getByRole('textbox', { name: 'Editor' })).toHaveValue('existing text');
});

test('an empty file shows the empty message', async () => {
  const { input, user } = setup();
  await user.upload(input, new File([' \n '], 'blank.txt', { type: 'text/plain' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.DocumentImport.errors.empty);
});

test('page progress is shown, and Cancel stops the import', async () => {
  let options: ImportOptions | undefined;
  mockedImport.mockImplementationOnce((_file, opts) => {
    options = opts;
    return new Promise((resolve) => opts?.signal?.addEventListener('abort', () => resolve({ error: 'cancelled' })));
  });
  const { input, user, onImported } = setup();
  await user.upload(input, new File(['%PDF-1.7'], 'report.pdf', { type: 'application/pdf' }));
  expect(screen.getByRole('status')).toHaveTextContent('Reading report.pdf…');
  act(() => options?.onProgress?.({ page: 3, pages: 12 }));
  expect(screen.getByRole('status')).toHaveTextContent('Reading page 3 of 12…');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(options?.signal?.aborted).toBe(true);
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument());
  expect(screen.getByRole('status')).toHaveTextContent('');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(onImported).not.toHaveBeenCalled();
});

test('choosing another file aborts the import in progress', async () => {
  let firstSignal: AbortSignal | undefined;
  mockedImport.mockImplementationOnce((_file, opts) => {
    firstSignal = opts?.signal;
    return new Promise(() => {});
  });
  const { input, user, onImported } = setup();
  await user.upload(input, new File(['slow'], 'slow.txt', { type: 'text/plain' }));
  await user.upload(input, new File(['fast'], 'fast.txt', { type: 'text/plain' }));
  expect(firstSignal?.aborted).toBe(true);
  await waitFor(() => expect(onImported).toHaveBeenCalledWith('fast', 'fast.txt'));
});

function dragEvent(type: string, files: File[] = []) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.assign(event, { dataTransfer: { types: ['Files'], files, dropEffect: 'none' } });
  return event;
}

test('dropping a file on the drop target imports it, with a highlight while dragging', async () => {
  const { onImported } = setup();
  const editor = screen.getByRole('textbox', { name: 'Editor' });
  act(() => {
    editor.dispatchEvent(dragEvent('dragenter'));
  });
  expect(editor).toHaveAttribute('data-document-drop', 'active');
  expect(screen.getByRole('status')).toHaveTextContent('Drop the file here to import its text');
  const over = dragEvent('dragover');
  act(() => {
    editor.dispatchEvent(over);
  });
  expect(over.defaultPrevented).toBe(true);
  const drop = dragEvent('drop', [new File(['dropped text'], 'dropped.md')]);
  act(() => {
    editor.dispatchEvent(drop);
  });
  expect(drop.defaultPrevented).toBe(true);
  expect(editor).not.toHaveAttribute('data-document-drop');
  await waitFor(() => expect(onImported).toHaveBeenCalledWith('dropped text', 'dropped.md'));
});

test('leaving the drop target removes the highlight', () => {
  setup();
  const editor = screen.getByRole('textbox', { name: 'Editor' });
  act(() => {
    editor.dispatchEvent(dragEvent('dragenter'));
  });
  act(() => {
    editor.dispatchEvent(dragEvent('dragleave'));
  });
  expect(editor).not.toHaveAttribute('data-document-drop');
});
