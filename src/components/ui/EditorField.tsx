'use client';

import { forwardRef, useId, type RefObject } from 'react';
import { HighlightedTextarea, type HighlightedTextareaProps } from './HighlightedTextarea';

export interface EditorFieldProps extends Omit<HighlightedTextareaProps, 'id'> {
  label: string;
  /** The textarea's id; a generated one by default. */
  id?: string;
  /** Receives the block around label and editor: the drop target of `DocumentUpload`. */
  dropRef?: RefObject<HTMLDivElement | null>;
  /** Classes of that block. */
  className?: string;
  /** Called when the editor (or anything in its block) receives focus. */
  onFocus?: () => void;
}

/** A tool's main text editor with its label; the ref is the textarea's. */
export const EditorField = forwardRef<HTMLTextAreaElement, EditorFieldProps>(function EditorField({ label, id, dropRef, className, onFocus, ...editor }, ref) {
  const generatedId = useId();
  const editorId = id ?? generatedId;
  return (
    <div ref={dropRef} className={className} onFocus={onFocus}>
      <label htmlFor={editorId} className="mb-1 block font-semibold">
        {label}
      </label>
      <HighlightedTextarea ref={ref} id={editorId} {...editor} />
    </div>
  );
});
