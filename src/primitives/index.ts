export { IconButton, type IconButtonProps } from './IconButton.js';
export { TooltipProvider } from './TooltipProvider.js';
export { Tooltip, type TooltipProps } from './Tooltip.js';
export { Popover, type PopoverProps } from './Popover.js';
export { ScrollArea, type ScrollAreaProps } from './ScrollArea.js';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.js';
export { VisuallyHidden } from './VisuallyHidden.js';
export { DirectionProvider } from './DirectionProvider.js';
export { PortalContainerProvider, usePortalContainer } from './PortalContainer.js';
