import type { ChatColors } from './colors.js';
import { contrastRatio } from './contrast.js';

/**
 * The colours every widget reads besides the chat's own pairs: text, surfaces, borders, focus, accent and
 * the verdict colours of the captchas and the verify button, and tooltips. Hex, so contrast is checked.
 */
export interface BaseColors {
  text: string;
  textMuted: string;
  surface: string;
  surfaceRaised: string;
  border: string;
  focus: string;
  accent: string;
  accentText: string;
  danger: string;
  dangerText: string;
  warning: string;
  success: string;
  overlay: string;
  tooltipBg: string;
  tooltipText: string;
}

/** The light set (the root theme). */
export const lightBaseColors: BaseColors = {
  text: '#1f2933',
  textMuted: '#52606d',
  surface: '#ffffff',
  surfaceRaised: '#f5f7fa',
  border: '#7b8a9c',
  focus: '#1a56db',
  accent: '#1f5fd1',
  accentText: '#ffffff',
  danger: '#b42318',
  dangerText: '#ffffff',
  warning: '#8a5300',
  success: '#1e6b36',
  overlay: 'rgba(15, 23, 42, 0.55)',
  tooltipBg: '#1f2933',
  tooltipText: '#ffffff',
};

/** The dark set, beside `darkChatColors`: every text/background pair passes WCAG AA. */
export const darkBaseColors: BaseColors = {
  text: '#e2e8f0',
  textMuted: '#a5b4c8',
  surface: '#1e293b',
  surfaceRaised: '#0f172a',
  border: '#7b8aa0',
  focus: '#93c5fd',
  accent: '#60a5fa',
  accentText: '#0b1220',
  danger: '#f87171',
  dangerText: '#0b1220',
  warning: '#fbbf24',
  success: '#4ade80',
  overlay: 'rgba(2, 6, 23, 0.7)',
  tooltipBg: '#e2e8f0',
  tooltipText: '#0f172a',
};

/**
 * The base set that goes with a chat colour set: dark when the message list's background is dark (white
 * text reads better on it than black), light otherwise and for colours that are not hex.
 */
export function baseColorsFor(colors: ChatColors): BaseColors {
  try {
    const bg = colors.messageList.bg;
    return contrastRatio('#ffffff', bg) > contrastRatio('#000000', bg) ? darkBaseColors : lightBaseColors;
  } catch {
    return lightBaseColors;
  }
}
