'use client';
import { forwardRef, useId, useRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { styled } from '../theme/index.js';
import { warn } from '../internal/warn.js';
import { Tooltip } from './Tooltip.js';
import { useTooltip } from './useTooltip.js';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** The accessible name, also shown in the tooltip. Required: an icon alone says nothing to a screen reader. */
  label: string;
  /** The icon, drawn at `iconSize`; decorative (hidden from assistive technology). */
  icon: ReactNode;
  /** Icon box in CSS px (default 20, the spec's size). The button's hit target never drops under 24 x 24. */
  iconSize?: number;
  /** Where the tooltip appears (default top). */
  tooltipSide?: 'top' | 'right' | 'bottom' | 'left';
  /** Show the tooltip on hover and focus (default true). */
  showTooltip?: boolean;
  /** Mirrors the icon in right-to-left text, for icons that point along the line (a Send arrow). */
  mirrorInRtl?: boolean;
}

const Button = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: '$target',
  minHeight: '$target',
  padding: '$1',
  borderRadius: '$small',
  color: 'inherit',
  cursor: 'pointer',
  '&:hover:not(:disabled, [aria-disabled="true"])': { backgroundColor: 'rgba(127, 127, 127, 0.18)' },
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: '1px' },
  '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
  '@forcedColors': {
    border: '1px solid ButtonText',
    color: 'ButtonText',
    '&:focus-visible': { outline: '2px solid Highlight' },
    '&:hover:not(:disabled, [aria-disabled="true"])': { outline: '1px solid Highlight' },
    '&:disabled, &[aria-disabled="true"]': { color: 'GrayText', opacity: 1 },
  },
  '& > svg, & > img, & > [data-icon]': { flexShrink: 0, pointerEvents: 'none' },
  '[dir="rtl"] & > [data-mirror]': { transform: 'scaleX(-1)' },
});

const Icon = styled('span', { display: 'inline-flex', alignItems: 'center', justifyContent: 'center' });

/**
 * A button that shows only an icon, named by `label` for assistive technology and by a tooltip for everyone
 * else: 200 ms after a mouse or pen rests on it, at once when the keyboard moves focus to it. Focus moved by
 * a script does not show it (a dialog that focuses its first button on opening would otherwise pop it up, and
 * the first Escape would close the tooltip instead of the dialog). The tooltip stays while the pointer is on
 * the button or on the tooltip, and hides when both are left, on blur, on a press, and on Escape, which then
 * goes no further (the dialog or chat window around stays open); the next Escape reaches them.
 *
 * The tooltip is our own, light one rather than Radix's (which brings floating-ui and a layer stack, about
 * 17 kB gzipped): portalled, `position: fixed`, on `tooltipSide` or the opposite side when there is no room,
 * kept inside the viewport. It only repeats the button's name, so the button is not `aria-describedby` it:
 * a screen reader would read the name twice.
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  {
    label,
    icon,
    iconSize = 20,
    tooltipSide = 'top',
    showTooltip = true,
    mirrorInRtl = false,
    type = 'button',
    ...buttonProps
  },
  ref,
) {
  try {
    if (process.env.NODE_ENV !== 'production' && !label.trim())
      warn('IconButton needs a non-empty label: it is the only name a screen reader gets.');
  } catch {
    // No `process` here: no warning.
  }
  const anchor = useRef<HTMLButtonElement | null>(null);
  const tooltip = useTooltip(anchor, showTooltip);
  const tooltipId = useId();
  const setButton = (element: HTMLButtonElement | null) => {
    anchor.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  return (
    <>
      <Button ref={setButton} type={type} aria-label={label} {...buttonProps}>
        <Icon
          aria-hidden="true"
          data-icon=""
          data-mirror={mirrorInRtl ? '' : undefined}
          style={{ width: iconSize, height: iconSize }}
        >
          {icon}
        </Icon>
      </Button>
      {tooltip.open && (
        <Tooltip anchor={anchor} id={tooltipId} side={tooltipSide} {...tooltip.content}>
          {label}
        </Tooltip>
      )}
    </>
  );
});
IconButton.displayName = 'IconButton';
