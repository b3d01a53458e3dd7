'use client';
import { useRef } from 'react';
import { IconButton } from '../primitives/index.js';
import { useLabels } from './ChatContext.js';
import type { ChatLabels } from './labels.js';
import { isFileAccepted } from './fileRules.js';
import { fileIcon } from './icons.js';

export interface FileButtonProps {
  /** Called with the first chosen file, when it is accepted (unless `onFilesSelect` is given). */
  onFileSelect: (file: File) => void;
  /**
   * Called with every chosen file, unchecked (the caller sorts them, saying why any is refused); when given,
   * `onFileSelect` and `onFileReject` are not called.
   */
  onFilesSelect?: (files: File[]) => void;
  /** Lets the chooser pick several files (and names the button "Attach files"). */
  multiple?: boolean;
  /** Called with the first chosen file when `acceptedFileTypes` refuses it. */
  onFileReject?: (file: File) => void;
  /** Accepted types in the syntax of `<input accept>` (`image/*,.pdf`); default any. */
  acceptedFileTypes?: string;
  /** Disables the button (while a send is pending, say). */
  disabled?: boolean;
  /** Replaces built-in strings (`attachFile`). */
  labels?: Partial<ChatLabels>;
}

/**
 * An icon button that opens the native file chooser. The chooser's value is reset on every click (the
 * same file can be chosen twice). With `onFilesSelect` every chosen file is reported; else only the first,
 * and the accept list is checked again on it (a chooser's filter can be bypassed).
 */
export function FileButton({
  onFileSelect,
  onFilesSelect,
  multiple = false,
  onFileReject,
  acceptedFileTypes,
  disabled,
  labels: ownLabels,
}: FileButtonProps) {
  const labels = useLabels(ownLabels);
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <IconButton
        label={multiple ? labels.attachFiles : labels.attachFile}
        icon={fileIcon}
        disabled={disabled}
        onClick={() => {
          if (!input.current) return;
          input.current.value = '';
          input.current.click();
        }}
      />
      <input
        ref={input}
        type="file"
        accept={acceptedFileTypes || undefined}
        multiple={multiple}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const chosen = Array.from(event.currentTarget.files ?? []);
          if (onFilesSelect) {
            if (chosen.length > 0) onFilesSelect(chosen);
            return;
          }
          const [file] = chosen;
          if (!file) return;
          if (isFileAccepted(file, acceptedFileTypes)) onFileSelect(file);
          else onFileReject?.(file);
        }}
      />
    </>
  );
}
// Its name in React DevTools, in development: a production bundle drops the statement with the name.
try {
  if (process.env.NODE_ENV !== 'production') FileButton.displayName = 'FileButton';
} catch {
  // no `process`: the function's own name names it
}
