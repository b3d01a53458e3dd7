'use client';
import { useRef } from 'react';
import { IconButton } from '../primitives/index.js';
import { useLabels } from './ChatContext.js';
import type { ChatLabels } from './labels.js';
import { isFileAccepted } from './fileRules.js';
import { fileIcon } from './icons.js';

export interface FileButtonProps {
  /** Called with the first chosen file, when it is accepted. */
  onFileSelect: (file: File) => void;
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
 * same file can be chosen twice), only the first file is reported, and the accept list is checked again
 * on the result (a chooser's filter can be bypassed).
 */
export function FileButton({
  onFileSelect,
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
        label={labels.attachFile}
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
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (!file) return;
          if (isFileAccepted(file, acceptedFileTypes)) onFileSelect(file);
          else onFileReject?.(file);
        }}
      />
    </>
  );
}
FileButton.displayName = 'FileButton';
