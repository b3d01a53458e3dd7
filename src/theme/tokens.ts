import { lightBaseColors } from './baseColors.js';

/** Durations in milliseconds that the widgets' behaviour depends on (SPEC.md section 9). */
export const durations = {
  /** Delay before an icon button's tooltip shows. */
  tooltipDelay: 200,
  /** Fade-in of the emoji picker and other popovers. */
  popoverFade: 350,
  /** Transform animation of a changed unread count. */
  badgeTransform: 900,
  /** Opacity animation of a changed unread count. */
  badgeOpacity: 450,
} as const;

/** The design tokens of every Confab widget, as Stitches scales. */
export const tokens = {
  colors: {
    ...lightBaseColors,
    // chatColorTokens(defaultChatColors), written out: the call would bring the chat's colour mapping
    // into every captcha bundle. tests/theme/colors.test.ts keeps the two equal.
    headerBg: '#4e8cff',
    headerText: '#0b1b3a',
    launcherBg: '#4e8cff',
    launcherIcon: '#0b1b3a',
    messageListBg: '#ffffff',
    messageListText: '#1f2933',
    sentMessageBg: '#1f5fd1',
    sentMessageText: '#ffffff',
    receivedMessageBg: '#eaeef3',
    receivedMessageText: '#1f2933',
    userInputBg: '#f4f7f9',
    userInputText: '#3e4150',
    emojiPickerBg: '#ffffff',
    emojiPickerText: '#1f2933',
    emojiPickerTitle: '#56677d',
  },
  space: {
    1: '4px',
    2: '8px',
    3: '12px',
    4: '16px',
    5: '24px',
    6: '32px',
  },
  sizes: {
    icon: '20px',
    target: '24px',
    control: '32px',
  },
  radii: {
    small: '4px',
    medium: '8px',
    large: '12px',
    round: '9999px',
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSizes: {
    small: '12px',
    body: '14px',
    large: '18px',
    emoji: '32px',
  },
  shadows: {
    raised: '0 2px 8px rgba(15, 23, 42, 0.18)',
    floating: '0 8px 32px rgba(15, 23, 42, 0.24)',
  },
  zIndices: {
    window: '1000',
    popover: '1100',
    dialog: '1200',
    tooltip: '1300',
  },
  durations: {
    tooltipDelay: `${durations.tooltipDelay}ms`,
    popoverFade: `${durations.popoverFade}ms`,
    badgeTransform: `${durations.badgeTransform}ms`,
    badgeOpacity: `${durations.badgeOpacity}ms`,
  },
} as const;
