'use client';
import { forwardRef, useId, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { styled } from '../theme/index.js';
import { warn } from '../internal/warn.js';
import { Tooltip } from './Tooltip.js';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** The accessible name, also shown in the tooltip. Required: an icon alone says nothing to a screen reader. */
  label: string;
  /** The icon, drawn at `iconSize`; decorative (hidden from assistive technology). */
  icon: ReactNode;
  /**
   * Icon box in CSS px (default 20, the spec's size), or `'auto'` for content that sizes itself (an emoji and
   * a count). The button's hit target never drops under 24 x 24.
   */
  iconSize?: number | 'auto';
  /**
   * What the tooltip shows, when it says more than the name (who reacted, say); it then describes the
   * button while shown. Default: the label.
   */
  tooltip?: ReactNode;
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
 * The button as Radix's tooltip trigger renders it, without the `aria-describedby` the trigger points at its
 * tooltip (`tooltipId`): the tooltip repeats the button's name, which a screen reader would read twice.
 */
const TriggerButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement> & { tooltipId: string }>(
  function TriggerButton({ tooltipId, 'aria-describedby': describedBy, ...props }, ref) {
    const own = describedBy
      ?.split(' ')
      .filter((id) => id !== tooltipId)
      .join(' ');
    return <Button ref={ref} aria-describedby={own || undefined} {...props} />;
  },
);

/**
 * A button that shows only an icon, named by `label` for assistive technology and by a `Tooltip` for
 * everyone else (after 200 ms of hover, at once on keyboard focus; see `Tooltip` for when it shows and
 * hides, and where it is portalled). By default it only repeats the button's name, so the button is not
 * `aria-describedby` it: a screen reader would read the name twice. A `tooltip` of its own (saying more than
 * the name) describes the button while it shows.
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  {
    label,
    icon,
    iconSize = 20,
    tooltipSide = 'top',
    showTooltip = true,
    mirrorInRtl = false,
    tooltip,
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
  const tooltipId = useId();
  const button = (
    <TriggerButton
      tooltipId={tooltip === undefined ? tooltipId : ''}
      ref={ref}
      type={type}
      aria-label={label}
      {...buttonProps}
    >
      <Icon
        aria-hidden="true"
        data-icon=""
        data-mirror={mirrorInRtl ? '' : undefined}
        style={iconSize === 'auto' ? undefined : { width: iconSize, height: iconSize }}
      >
        {icon}
      </Icon>
    </TriggerButton>
  );
  if (!showTooltip) return button;
  return (
    <Tooltip content={tooltip ?? label} side={tooltipSide} contentId={tooltipId}>
      {button}
    </Tooltip>
  );
});
// Its name in React DevTools, in development: a production bundle drops the statement with the name.
try {
  if (process.env.NODE_ENV !== 'production') IconButton.displayName = 'IconButton';
} catch {
  // no `process`: the function's own name names it
}
