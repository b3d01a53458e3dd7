'use client';
import type { ReactElement, ReactNode } from 'react';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { styled } from '../theme/index.js';
import { overlaySurface } from './floatingSurface.js';
import { usePortalContainer } from './PortalContainer.js';
import { trapTabInShadowRoot } from './shadowFocus.js';

const Overlay = styled(AlertDialog.Overlay, overlaySurface);

const Content = styled(AlertDialog.Content, {
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: '$dialog',
  boxSizing: 'border-box',
  width: 'min(400px, calc(100vw - 32px))',
  padding: '$5',
  borderRadius: '$large',
  backgroundColor: '$surface',
  color: '$text',
  fontFamily: '$body',
  boxShadow: '$floating',
  '&:focus-visible': { outline: '2px solid $focus' },
  '@forcedColors': { border: '1px solid CanvasText', '&:focus-visible': { outline: '2px solid Highlight' } },
});

const Title = styled(AlertDialog.Title, { margin: '0 0 $2', fontSize: '$large', fontWeight: 600 });
const Message = styled(AlertDialog.Description, { margin: '0 0 $5', fontSize: '$body', lineHeight: 1.5 });
const Actions = styled('div', { display: 'flex', justifyContent: 'flex-end', gap: '$3', flexWrap: 'wrap' });

const Button = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  minHeight: '$control',
  minWidth: '64px',
  padding: '0 $4',
  borderRadius: '$medium',
  fontFamily: '$body',
  fontSize: '$body',
  fontWeight: 600,
  textAlign: 'center',
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
  variants: {
    tone: {
      neutral: { backgroundColor: '$surfaceRaised', color: '$text', boxShadow: 'inset 0 0 0 1px $colors$border' },
      danger: { backgroundColor: '$danger', color: '$dangerText' },
    },
  },
});

export interface ConfirmDialogProps {
  /** The dialog's title, its accessible name. */
  title: ReactNode;
  /** The question asked, its accessible description. */
  message: ReactNode;
  /** Label of the confirming button (default "Confirm"). */
  confirmLabel?: string;
  /** Label of the cancelling button (default "Cancel"); it has focus when the dialog opens. */
  cancelLabel?: string;
  /** Called when the user confirms. */
  onConfirm: () => void;
  /** Called when the user cancels (button, Escape). */
  onCancel?: () => void;
  /** The element that opens the dialog; focus returns to it when the dialog closes. */
  trigger?: ReactElement;
  /** Controlled open state. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A Radix alert dialog that asks before something irreversible: modal, focus on Cancel when it opens,
 * Escape cancels, and focus returns to the trigger when it closes.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
}: ConfirmDialogProps) {
  const container = usePortalContainer();
  return (
    <AlertDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal container={container}>
        <Overlay />
        <Content onEscapeKeyDown={() => onCancel?.()} onKeyDown={trapTabInShadowRoot}>
          <Title>{title}</Title>
          <Message>{message}</Message>
          <Actions>
            <AlertDialog.Cancel asChild>
              <Button tone="neutral" onClick={() => onCancel?.()}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button tone="danger" onClick={() => onConfirm()}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </Actions>
        </Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
// Its name in React DevTools, in development: a production bundle drops the statement with the name.
try {
  if (process.env.NODE_ENV !== 'production') ConfirmDialog.displayName = 'ConfirmDialog';
} catch {
  // no `process`: the function's own name names it
}
