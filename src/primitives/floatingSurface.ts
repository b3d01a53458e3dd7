/**
 * The look of a panel floating over the page (the chat's popovers, the verify button's panels): the theme's
 * surface and text colours, body type, medium corners and the floating shadow. Spread into a styled panel.
 */
export const floatingSurface = {
  boxSizing: 'border-box',
  borderRadius: '$medium',
  backgroundColor: '$surface',
  color: '$text',
  fontFamily: '$body',
  fontSize: '$body',
  boxShadow: '$floating',
  // Forced colours drop the shadow: an edge keeps the panel apart from what it floats over.
  '@forcedColors': { border: '1px solid CanvasText' },
} as const;

/** The overlay under a modal dialog (the confirm dialog, the verify button's): the viewport, dimmed. */
export const overlaySurface = {
  position: 'fixed',
  inset: 0,
  zIndex: '$dialog',
  backgroundColor: '$overlay',
} as const;
