'use client';
import { forwardRef, useEffect, type ButtonHTMLAttributes, type FocusEvent, type ReactNode } from 'react';
import * as Tooltip from '@radix-ui/react-tooltip';
import { styled, durations } from '../theme/index.js';
import { warn } from '../internal/warn.js';
import { focusMovedByKey, trackFocusKeys } from './focusSource.js';

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
  '& > svg, & > img, & > [data-icon]': { flexShrink: 0, pointerEvents: 'none' },
  '[dir="rtl"] & > [data-mirror]': { transform: 'scaleX(-1)' },
});

const Content = styled(Tooltip.Content, {
  zIndex: '$tooltip',
  padding: '$1 $2',
  borderRadius: '$small',
  backgroundColor: '$tooltipBg',
  color: '$tooltipText',
  fontFamily: '$body',
  fontSize: '$small',
  lineHeight: 1.4,
  boxShadow: '$raised',
  userSelect: 'none',
});

const Icon = styled('span', { display: 'inline-flex', alignItems: 'center', justifyContent: 'center' });

/**
 * A button that shows only an icon, named by `label` for assistive technology and by a Radix tooltip
 * (after 200 ms on hover) for everyone else. Focus shows the tooltip only when the user moved it there with
 * Tab or an arrow key: a dialog that focuses its first button on opening does not pop its tooltip up (which
 * would also make the first Escape close the tooltip instead of the dialog).
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
    onFocus,
    ...buttonProps
  },
  ref,
) {
  if (!label.trim()) warn('IconButton needs a non-empty label: it is the only name a screen reader gets.');
  useEffect(() => {
    if (showTooltip) trackFocusKeys(document);
  }, [showTooltip]);
  const focused = (event: FocusEvent<HTMLButtonElement>) => {
    onFocus?.(event);
    // Radix's trigger skips its own focus handler (which opens the tooltip) for a prevented event.
    if (!focusMovedByKey()) event.preventDefault();
  };
  const button = (
    <Button ref={ref} type={type} aria-label={label} onFocus={showTooltip ? focused : onFocus} {...buttonProps}>
      <Icon
        aria-hidden="true"
        data-icon=""
        data-mirror={mirrorInRtl ? '' : undefined}
        style={{ width: iconSize, height: iconSize }}
      >
        {icon}
      </Icon>
    </Button>
  );
  if (!showTooltip) return button;
  return (
    <Tooltip.Provider delayDuration={durations.tooltipDelay}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>{button}</Tooltip.Trigger>
        <Tooltip.Portal>
          <Content side={tooltipSide} sideOffset={4}>
            {label}
          </Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
});
IconButton.displayName = 'IconButton';
