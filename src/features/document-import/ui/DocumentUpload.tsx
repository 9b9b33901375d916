'use client';

import { useTranslations } from 'next-intl';
import { type ChangeEvent, type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import type { ImportErrorKind, ImportProgress, ImportResult } from '../model/types';
import { precheckFile } from '../model/precheck';
import { ACCEPT } from './accept';

/**
 * The import client (and with it the worker bridge) loads on first need, not with the page:
 * when the picker opens or a file is dragged in, so it is ready by the time a file arrives.
 */
const loadImporter = () => import('../worker/import-document');

export interface DocumentUploadProps {
  /**
   * Called with the imported text and the file's name, and for an HTML file its markup (see
   * `ImportResult`). Never called on failure.
   */
  onImported: (text: string, fileName: string, markup?: string) => void;
  /**
   * An element (typically the editor) that accepts dropped files. While a file is dragged
   * over it, it gets `data-document-drop="active"` and a dashed outline. Defaults to none.
   */
  dropTarget?: RefObject<HTMLElement | null>;
}

type State =
  | { phase: 'idle' }
  | { phase: 'reading'; name: string; progress?: ImportProgress }
  | { phase: 'done'; name: string }
  | { phase: 'failed'; error: ImportErrorKind };

/** Whether a drag carries files (not text or links dragged from the page). */
function hasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/**
 * "Upload file" button, drop support for `dropTarget`, progress, cancel and error display
 * for the document import. Text already in the editor is never touched on failure: only a
 * successful import calls `onImported`.
 */
export function DocumentUpload({ onImported, dropTarget }: DocumentUploadProps) {
  const t = useTranslations('DocumentImport');
  const inputRef = useRef<HTMLInputElement>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const onImportedRef = useRef(onImported);
  const [state, setState] = useState<State>({ phase: 'idle' });
  const [dragging, setDragging] = useState(false);
  const hintId = useId();

  useEffect(() => {
    onImportedRef.current = onImported;
  }, [onImported]);

  const start = useCallback(async (file: File) => {
    // A new file replaces the import in progress.
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setState({ phase: 'reading', name: file.name });
    // Name and size are judged at once; the import code loads only for a file worth reading.
    const refused = precheckFile(file);
    if (refused) {
      controllerRef.current = null;
      setState({ phase: 'failed', error: refused });
      return;
    }
    const result = await loadImporter().then(
      ({ importDocument }) =>
        importDocument(file, {
          signal: controller.signal,
          onProgress: (progress) => {
            if (!controller.signal.aborted) setState({ phase: 'reading', name: file.name, progress });
          },
        }),
      // The code could not be fetched (a new deployment removed it, or the network is gone).
      (): ImportResult => ({ error: 'unknown' }),
    );
    if (controllerRef.current !== controller) return;
    controllerRef.current = null;
    if ('text' in result) {
      setState({ phase: 'done', name: file.name });
      if (result.markup === undefined) onImportedRef.current(result.text, file.name);
      else onImportedRef.current(result.text, file.name, result.markup);
    } else if (result.error === 'cancelled') {
      setState({ phase: 'idle' });
    } else {
      setState({ phase: 'failed', error: result.error });
    }
  }, []);

  const cancel = useCallback(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    setState({ phase: 'idle' });
  }, []);

  // Abort a running import when the component goes away.
  useEffect(() => () => controllerRef.current?.abort(), []);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clear the value so that choosing the same file again still fires `change`.
    event.target.value = '';
    if (file) void start(file);
  };

  useEffect(() => {
    const target = dropTarget?.current;
    if (!target) return;
    // dragenter/dragleave also fire for every child element; count to know when the
    // pointer really left the target.
    let depth = 0;
    const onEnter = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      void loadImporter().catch(() => {});
      depth++;
      setDragging(true);
    };
    const onOver = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      // Required for the element to accept the drop.
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const onLeave = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const onDrop = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      depth = 0;
      setDragging(false);
      const file = event.dataTransfer?.files[0];
      if (file) void start(file);
    };
    target.addEventListener('dragenter', onEnter);
    target.addEventListener('dragover', onOver);
    target.addEventListener('dragleave', onLeave);
    target.addEventListener('drop', onDrop);
    return () => {
      target.removeEventListener('dragenter', onEnter);
      target.removeEventListener('dragover', onOver);
      target.removeEventListener('dragleave', onLeave);
      target.removeEventListener('drop', onDrop);
    };
  }, [dropTarget, start]);

  // Highlight the drop target while a file is over it.
  useEffect(() => {
    const target = dropTarget?.current;
    if (!target || !dragging) return;
    const previousOutline = target.style.getPropertyValue('outline');
    target.setAttribute('data-document-drop', 'active');
    target.style.setProperty('outline', '2px dashed currentColor');
    return () => {
      target.removeAttribute('data-document-drop');
      target.style.setProperty('outline', previousOutline);
    };
  }, [dragging, dropTarget]);

  const reading = state.phase === 'reading';
  let status = '';
  if (dragging) status = t('dropHere');
  else if (state.phase === 'reading') status = state.progress ? t('readingPage', { page: state.progress.page, pages: state.progress.pages }) : t('reading', { name: state.name });
  else if (state.phase === 'done') status = t('imported', { name: state.name });

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <Button variant="small" aria-describedby={hintId} onClick={() => {
          void loadImporter().catch(() => {});
          inputRef.current?.click();
        }}>
        {t('upload')}
      </Button>
      {/* The button opens the picker; the input itself stays out of the tab order and the
          accessibility tree, so assistive technology meets one control, not two. */}
      <input ref={inputRef} type="file" accept={ACCEPT} hidden tabIndex={-1} data-testid="file-input" onChange={onChange} />
      {reading && (
        <Button variant="link" className="px-3 py-1.5" onClick={cancel}>
          {t('cancel')}
        </Button>
      )}
      <p id={hintId} className="w-full text-xs opacity-75">
        {t('uploadHint')}
      </p>
      <p role="status" aria-live="polite" className="w-full">
        {status}
      </p>
      {state.phase === 'failed' && (
        <p role="alert" className="w-full text-red-700">
          {t(`errors.${state.error}`)}
        </p>
      )}
    </div>
  );
}
