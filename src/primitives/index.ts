'use client';
export { IconButton, type IconButtonProps } from './IconButton.js';
export { Popover, type PopoverProps } from './Popover.js';
export { ScrollArea, type ScrollAreaProps } from './ScrollArea.js';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.js';
export { VisuallyHidden } from './VisuallyHidden.js';
/** Gives every Radix part inside (scroll area, popover, tooltip, dialog) the text direction: `<DirectionProvider dir="rtl">`. */
export { DirectionProvider } from '@radix-ui/react-direction';
