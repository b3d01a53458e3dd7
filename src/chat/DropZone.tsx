'use client';
import { styled } from '../theme/index.js';
import { useLabels } from './ChatContext.js';
import type { ChatLabels } from './labels.js';
import { fileIcon } from './icons.js';

const Zone = styled('div', {
  position: 'absolute',
  inset: '$2',
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  padding: '$4',
  border: '2px dashed currentColor',
  borderRadius: '$large',
  backgroundColor: '$userInputBg',
  color: '$userInputText',
  fontFamily: '$body',
  fontSize: '$large',
  fontWeight: 600,
  textAlign: 'center',
  // Drops land on the element beneath; the zone only shows where they go.
  pointerEvents: 'none',
  '& > svg': { size: '32px' },
  '@forcedColors': { borderColor: 'CanvasText', backgroundColor: 'Canvas', color: 'CanvasText' },
});

export interface DropZoneProps {
  /** Replaces built-in strings (`dropFiles`). */
  labels?: Partial<ChatLabels>;
}

/** Drawn over the drop target while files are dragged over it: "Drop files here to attach them". */
export function DropZone({ labels: own }: DropZoneProps) {
  const labels = useLabels(own);
  return (
    <Zone data-part="drop-zone">
      {fileIcon}
      {labels.dropFiles}
    </Zone>
  );
}
