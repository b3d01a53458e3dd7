'use client';
import { styled } from '../theme/index.js';
import { useLabels } from './ChatContext.js';
import type { ChatLabels } from './labels.js';
import type { UploadStates } from './uploadQueue.js';
import { FileChip } from './FileChip.js';

const List = styled('ul', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$1',
  margin: 0,
  padding: '$2 $3 0',
  listStyle: 'none',
});

// A stable key per file object (two files may share a name).
const fileKeys = new WeakMap<File, number>();
let lastKey = 0;
function keyOf(file: File): number {
  const known = fileKeys.get(file);
  if (known !== undefined) return known;
  lastKey += 1;
  fileKeys.set(file, lastKey);
  return lastKey;
}

/** A file refused, and the sentence that says why. */
export interface RefusedFile {
  file: File;
  refusal: string;
}

export interface FileChipsProps {
  /** The draft's files. */
  files: readonly File[];
  /** Files refused, shown after the others until dismissed or the message is sent. */
  refused: readonly RefusedFile[];
  /** Object URLs of the images' thumbnails. */
  previews: ReadonlyMap<File, string>;
  /** The uploads' states, by file. */
  uploads: UploadStates;
  onRemove: (file: File) => void;
  onCancel: (file: File) => void;
  onRetry: (file: File) => void;
  onDismiss: (refused: RefusedFile) => void;
  /** Disables the chips' buttons (while a send is pending). */
  disabled?: boolean;
  labels?: Partial<ChatLabels>;
}

/**
 * The files in the input, as a list of chips named "Attached files", then the files refused, each saying why
 * (a list apart: they are not attached); nothing when there are none.
 */
export function FileChips({ files, refused, previews, uploads, disabled, labels: own, ...on }: FileChipsProps) {
  const labels = useLabels(own);
  return (
    <>
      {files.length > 0 && (
        <List aria-label={labels.attachedFiles} data-part="file-chips">
          {files.map((file) => (
            <FileChip
              key={keyOf(file)}
              name={file.name}
              preview={previews.get(file)}
              state={uploads.get(file) ?? null}
              onRemove={() => on.onRemove(file)}
              onCancel={() => on.onCancel(file)}
              onRetry={() => on.onRetry(file)}
              disabled={disabled}
              labels={own}
            />
          ))}
        </List>
      )}
      {refused.length > 0 && (
        <List data-part="file-refusals">
          {refused.map((entry) => (
            <FileChip
              key={keyOf(entry.file)}
              name={entry.file.name}
              state={{ refusal: entry.refusal }}
              onRemove={() => on.onDismiss(entry)}
              onCancel={() => on.onDismiss(entry)}
              onRetry={() => on.onDismiss(entry)}
              labels={own}
            />
          ))}
        </List>
      )}
    </>
  );
}
