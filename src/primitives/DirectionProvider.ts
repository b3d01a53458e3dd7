'use client';
/** Gives every Radix part inside (scroll area, popover, tooltip, dialog) the text direction: `<DirectionProvider dir="rtl">`. */
export { DirectionProvider } from '@radix-ui/react-direction';
