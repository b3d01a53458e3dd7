'use client';
import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type FocusEvent,
  type ReactNode,
} from 'react';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import { styled } from '../theme/index.js';
import { inheritedThemeClass } from '../theme/themeScope.js';
import { warn } from '../internal/warn.js';
import { focusMovedByKey, trackFocusKeys } from './focusSource.js';
import { TooltipProvider, useTooltipProvided } from './TooltipProvider.js';

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

/**
 * A native dialog around the button: it sits in the top layer, where a tooltip in the body would be drawn
 * under it (and be inert). A Radix dialog is not in the top layer, and a tooltip portalled into it becomes part
 * of its focus scope, where Tab from the button landed on the dialog itself: there the tooltip stays in the
 * body, above the dialog, and Radix's layer stack keeps it hoverable.
 */
const modalHost = 'dialog';

const Content = styled(RadixTooltip.Content, {
  zIndex: '$tooltip',
  boxSizing: 'border-box',
  maxWidth: 'calc(100vw - 8px)',
  padding: '$1 $2',
  borderRadius: '$small',
  backgroundColor: '$tooltipBg',
  color: '$tooltipText',
  '@forcedColors': { border: '1px solid CanvasText' },
  fontFamily: '$body',
  fontSize: '$small',
  lineHeight: 1.4,
  boxShadow: '$raised',
  userSelect: 'none',
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
 * A button that shows only an icon, named by `label` for assistive technology and by a Radix tooltip for
 * everyone else: 200 ms after a mouse or pen rests on it (the delay of the `TooltipProvider` above, or of
 * its own when there is none), at once when the keyboard moves focus to it. Focus moved by a script or a
 * press does not show it (a dialog that focuses its first button on opening would otherwise pop it up, and
 * the first Escape would close the tooltip instead of the dialog). The tooltip stays while the pointer is on
 * the button or on the tooltip, and hides when both are left, on blur, on a press, and on Escape: the
 * tooltip is the top Radix layer then, so that Escape closes it alone (Radix's own popovers and dialogs
 * under it wait for the next one, and the chat window leaves an Escape already handled alone).
 *
 * Radix places it on `tooltipSide`, flipped when there is no room there and kept inside the viewport. It is
 * portalled to the body (above a Radix dialog too), or into the native `<dialog>` holding the button (in the
 * top layer), and carries the theme class of the button's themed ancestor (dark mode). By default it only
 * repeats the button's name, so the button is not `aria-describedby` it: a screen reader would read the name
 * twice. A `tooltip` of its own (saying more than the name) describes the button while it shows.
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
    onFocus,
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
  const provided = useTooltipProvided();
  const anchor = useRef<HTMLButtonElement | null>(null);
  // Where the tooltip goes and the theme it carries, read from the button as it opens.
  const [place, setPlace] = useState<{ container?: HTMLElement | null; theme?: string }>({});
  useEffect(() => {
    if (showTooltip) trackFocusKeys(document);
  }, [showTooltip]);
  const setButton = (element: HTMLButtonElement | null) => {
    anchor.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  const tooltipId = useId();
  const button = (
    <TriggerButton
      tooltipId={tooltip === undefined ? tooltipId : ''}
      ref={setButton}
      type={type}
      aria-label={label}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => {
        onFocus?.(event);
        // Radix's trigger skips its own focus handler (which opens the tooltip) for a prevented event.
        if (showTooltip && !focusMovedByKey()) event.preventDefault();
      }}
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
  const withTooltip = (
    <RadixTooltip.Root
      onOpenChange={(next) => {
        const target = anchor.current;
        if (next && target)
          setPlace({ container: target.closest<HTMLElement>(modalHost), theme: inheritedThemeClass(target) });
      }}
    >
      <RadixTooltip.Trigger asChild>{button}</RadixTooltip.Trigger>
      <RadixTooltip.Portal container={place.container}>
        <Content id={tooltipId} side={tooltipSide} sideOffset={4} collisionPadding={4} className={place.theme}>
          {tooltip ?? label}
        </Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
  return provided ? withTooltip : <TooltipProvider>{withTooltip}</TooltipProvider>;
});
IconButton.displayName = 'IconButton';
