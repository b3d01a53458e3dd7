'use client';
import { styled } from '../theme/index.js';

/** The captchas' text buttons: confirm (primary), and the link-like "Verify another way" and Cancel. */
export const TextButton = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '$control',
  minWidth: '$target',
  padding: '0 $3',
  borderRadius: '$medium',
  fontFamily: '$body',
  fontSize: '$body',
  fontWeight: 600,
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
  '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
  variants: {
    tone: {
      primary: { marginLeft: 'auto', backgroundColor: '$accent', color: '$accentText' },
      link: {
        minHeight: '$target',
        padding: '0 $1',
        color: '$accent',
        textDecoration: 'underline',
        fontWeight: 400,
      },
    },
  },
  defaultVariants: { tone: 'primary' },
});
