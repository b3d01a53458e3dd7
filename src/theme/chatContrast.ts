import type { ChatColors } from './colors.js';
import { contrastRatio, parseHexColor } from './contrast.js';

/** WCAG 2.x AA's minimum contrast for text of normal size (1.4.3). */
export const minimumTextContrast = 4.5;

/** A text/background pair the chat draws, with its contrast. */
export interface ChatContrastPair {
  /** What is drawn, e.g. `"header"` or `"suggestion button"`. */
  name: string;
  /** The colour field the text takes, as a dotted path (`"header.text"`). */
  textField: string;
  /** The colour field the background takes (`"header.bg"`). */
  bgField: string;
  /** The text colour. */
  text: string;
  /** The background colour. */
  bg: string;
  /** The WCAG contrast ratio, 1 to 21. */
  ratio: number;
  /** Whether the ratio reaches {@link minimumTextContrast}. */
  passes: boolean;
}

const isHex = (value: string) => {
  try {
    parseHexColor(value);
    return true;
  } catch {
    return false;
  }
};

/**
 * Every text/background pair a chat with these colours draws, each with its WCAG contrast ratio and
 * whether it passes AA (4.5:1). Fallbacks are followed as the chat follows them (the launcher icon
 * defaults to the header text, text on the list to the received message text); the emoji picker's pairs
 * are listed only when `emojiPicker` is given. A pair with a colour that is not `#rgb`/`#rrggbb` (a named
 * or `rgb()` colour) is left out: its contrast cannot be computed without a browser.
 */
export function chatContrastPairs(colors: ChatColors): ChatContrastPair[] {
  const listText = colors.messageList.text === undefined ? 'receivedMessage.text' : 'messageList.text';
  const launcherIcon = colors.launcher.icon === undefined ? 'header.text' : 'launcher.icon';
  const drawn: [name: string, textField: string, text: string, bgField: string, bg: string][] = [
    ['header', 'header.text', colors.header.text, 'header.bg', colors.header.bg],
    [
      'launcher icon and default avatar',
      launcherIcon,
      colors.launcher.icon ?? colors.header.text,
      'launcher.bg',
      colors.launcher.bg,
    ],
    ['sent message', 'sentMessage.text', colors.sentMessage.text, 'sentMessage.bg', colors.sentMessage.bg],
    [
      'received message',
      'receivedMessage.text',
      colors.receivedMessage.text,
      'receivedMessage.bg',
      colors.receivedMessage.bg,
    ],
    ['input', 'userInput.text', colors.userInput.text, 'userInput.bg', colors.userInput.bg],
    // Suggestion buttons are drawn in the sent message colour, on the list.
    ['suggestion button', 'sentMessage.bg', colors.sentMessage.bg, 'messageList.bg', colors.messageList.bg],
    [
      'system message and large emoji',
      listText,
      colors.messageList.text ?? colors.receivedMessage.text,
      'messageList.bg',
      colors.messageList.bg,
    ],
  ];
  const picker = colors.emojiPicker;
  if (picker) {
    drawn.push(['emoji picker', 'emojiPicker.text', picker.text, 'emojiPicker.bg', picker.bg]);
    drawn.push([
      'emoji picker category title',
      picker.title === undefined ? 'emojiPicker.text' : 'emojiPicker.title',
      picker.title ?? picker.text,
      'emojiPicker.bg',
      picker.bg,
    ]);
  }
  return drawn
    .filter(([, , text, , bg]) => isHex(text) && isHex(bg))
    .map(([name, textField, text, bgField, bg]) => {
      const ratio = contrastRatio(text, bg);
      return { name, textField, bgField, text, bg, ratio, passes: ratio >= minimumTextContrast };
    });
}

/**
 * Says a pair in words: `header (header.text #ffffff on header.bg #4e8cff) is 3.18:1`. The ratio is cut,
 * not rounded, so a failing 4.499 never reads as 4.50.
 */
export function describeContrastPair(pair: ChatContrastPair): string {
  const ratio = (Math.floor(pair.ratio * 100) / 100).toFixed(2);
  return `${pair.name} (${pair.textField} ${pair.text} on ${pair.bgField} ${pair.bg}) is ${ratio}:1`;
}
