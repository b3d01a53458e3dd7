'use client';
import { Root } from '@radix-ui/react-visually-hidden';

/** Content read by screen readers but not drawn: Radix's VisuallyHidden. */
export const VisuallyHidden = Root;
