'use client';
import { styled } from '../theme/index.js';
import { IconButton } from '../primitives/index.js';
import { useLabels } from './ChatContext.js';
import type { ChatLabels } from './labels.js';
import type { UploadState } from './uploadQueue.js';
import { closeIcon, fileIcon, retryIcon } from './icons.js';

const Item = styled('li', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minWidth: 0,
  maxWidth: '100%',
  padding: '$1',
  paddingInlineStart: '$1',
  border: '1px solid $border',
  borderRadius: '$medium',
  backgroundColor: '$userInputBg',
  color: '$userInputText',
  fontSize: '$small',
  variants: { refused: { true: { borderStyle: 'dashed' } } },
  '@forcedColors': { borderColor: 'CanvasText' },
});

const Preview = styled('img', {
  flexShrink: 0,
  size: '$control',
  borderRadius: '$small',
  objectFit: 'cover',
});

const Icon = styled('span', {
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  size: '$control',
  '& > svg': { size: '$icon' },
});

const Body = styled('span', {
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  minWidth: 0,
  '& > span': { overflowWrap: 'anywhere' },
});

const Name = styled('span', { fontWeight: 600 });

const Track = styled('span', {
  display: 'block',
  inlineSize: '96px',
  blockSize: '6px',
  borderRadius: '$round',
  border: '1px solid $border',
  overflow: 'hidden',
  '@forcedColors': { borderColor: 'CanvasText' },
});

const Fill = styled('span', {
  display: 'block',
  blockSize: '100%',
  backgroundColor: '$focus',
  '@forcedColors': { forcedColorAdjust: 'none', backgroundColor: 'Highlight' },
});

/** What the chip says about its file besides its name: refused (and why), or its upload's state. */
export type FileChipState = { refusal: string } | UploadState | null;

export interface FileChipProps {
  /** The file's name. */
  name: string;
  /** An object URL of the image, for the thumbnail. */
  preview?: string;
  /** Refused (with the sentence that says why), uploading, uploaded or failed; null for a file that waits. */
  state: FileChipState;
  /** The remove button (and Cancel, after aborting). */
  onRemove: () => void;
  /** The Cancel button while uploading. */
  onCancel: () => void;
  /** The Retry button after a failed upload. */
  onRetry: () => void;
  /** Disables the buttons (while a send is pending). */
  disabled?: boolean;
  /** Replaces built-in strings. */
  labels?: Partial<ChatLabels>;
}

/**
 * One file in the input: a thumbnail for images, the name, and what became of it: a reason it was refused,
 * a named progress bar with Cancel while uploading, Retry after a failure; a remove button otherwise.
 */
export function FileChip({ name, preview, state, onRemove, onCancel, onRetry, disabled, labels: own }: FileChipProps) {
  const labels = useLabels(own);
  const refusal = state && 'refusal' in state ? state.refusal : null;
  const status = state && 'status' in state ? state.status : null;
  const percent = state && 'progress' in state ? Math.round(state.progress * 100) : 0;
  return (
    <Item data-part="file-chip" refused={refusal !== null}>
      {preview ? <Preview src={preview} alt="" /> : <Icon aria-hidden="true">{fileIcon}</Icon>}
      <Body>
        <Name>{name}</Name>
        {refusal && <span>{refusal}</span>}
        {status === 'failed' && <span>{labels.uploadFailed(name)}</span>}
        {status === 'uploading' && (
          <Track
            role="progressbar"
            aria-label={labels.uploading(name)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <Fill style={{ inlineSize: `${percent}%` }} />
          </Track>
        )}
      </Body>
      {status === 'failed' && (
        <IconButton label={labels.retryUpload(name)} icon={retryIcon} iconSize={16} onClick={onRetry} />
      )}
      <IconButton
        label={status === 'uploading' ? labels.cancelUpload(name) : labels.removeFile(name)}
        icon={closeIcon}
        iconSize={16}
        disabled={disabled}
        onClick={status === 'uploading' ? onCancel : onRemove}
      />
    </Item>
  );
}
