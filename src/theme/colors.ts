/** A background and the text drawn on it. */
export interface ColorPair {
  bg: string;
  text: string;
}

/**
 * The chat's colour theme: every pair the spec requires, and the emoji picker's optional one.
 * Values are any CSS colour; the defaults are hex so their contrast can be checked.
 */
export interface ChatColors {
  header: ColorPair;
  launcher: { bg: string; icon?: string };
  /** `text` (optional, default `receivedMessage.text`) is for what sits on the list itself: system messages, large emoji. */
  messageList: { bg: string; text?: string };
  sentMessage: ColorPair;
  receivedMessage: ColorPair;
  userInput: ColorPair;
  /** The emoji picker; `title` colours its category titles. Defaults to white with a grey-blue title. */
  emojiPicker?: ColorPair & { title?: string };
}

/** The fields a `ChatColors` object must have, as dotted paths. */
export const requiredChatColorFields = [
  'header.bg',
  'header.text',
  'launcher.bg',
  'messageList.bg',
  'sentMessage.bg',
  'sentMessage.text',
  'receivedMessage.bg',
  'receivedMessage.text',
  'userInput.bg',
  'userInput.text',
] as const;

/**
 * The light set. Header and launcher are the spec's #4e8cff and the input its #f4f7f9; every text on
 * them is dark, because white on #4e8cff is 3.2:1, under WCAG AA's 4.5:1. The picker's category title is
 * a grey-blue dark enough for 4.5:1 on white (the spec's lighter #b8c3ca would be 1.8:1).
 */
export const defaultChatColors: ChatColors = {
  header: { bg: '#4e8cff', text: '#0b1b3a' },
  launcher: { bg: '#4e8cff', icon: '#0b1b3a' },
  messageList: { bg: '#ffffff' },
  sentMessage: { bg: '#1f5fd1', text: '#ffffff' },
  receivedMessage: { bg: '#eaeef3', text: '#1f2933' },
  userInput: { bg: '#f4f7f9', text: '#3e4150' },
  emojiPicker: { bg: '#ffffff', text: '#1f2933', title: '#56677d' },
};

/** A ready dark set; every text/background pair passes WCAG AA. */
export const darkChatColors: ChatColors = {
  header: { bg: '#1e293b', text: '#f1f5f9' },
  launcher: { bg: '#3b82f6', icon: '#0b1b3a' },
  messageList: { bg: '#0f172a' },
  sentMessage: { bg: '#60a5fa', text: '#0b1220' },
  receivedMessage: { bg: '#334155', text: '#f1f5f9' },
  userInput: { bg: '#1e293b', text: '#e2e8f0' },
  emojiPicker: { bg: '#1e293b', text: '#e2e8f0', title: '#a5b4c8' },
};

/** Thrown when a colour object lacks fields; `missing` lists them all, as dotted paths. */
export class ChatColorsError extends TypeError {
  // Declared, not a class field: the constructor assigns it, and a bundle for ES2020 or older needs no helper.
  declare readonly missing: readonly string[];
  constructor(missing: readonly string[]) {
    let hint = '';
    // Development only: a production bundle drops the advice with its bytes.
    try {
      if (process.env.NODE_ENV !== 'production') {
        hint =
          " Start from defaultChatColors (or darkChatColors) from 'confab-ui/theme' and change what you need: " +
          "{ ...defaultChatColors, header: { bg: '#1d4ed8', text: '#ffffff' } }.";
      }
    } catch {
      // no `process` here: no advice
    }
    super(`Chat colors are missing ${missing.length === 1 ? 'a field' : 'fields'}: ${missing.join(', ')}.${hint}`);
    this.name = 'ChatColorsError';
    this.missing = missing;
  }
}

/**
 * The field half of `validateChatColors`, without the contrast check: what a theme needs to be built.
 * `createChatTheme` uses it so that the closed chat does not carry the contrast code; `<Chat>` checks the
 * contrast when its window first loads.
 */
export function requireChatColorFields(colors: unknown): ChatColors {
  const missing: string[] = requiredChatColorFields.filter((path) => !isColorAt(colors, path));
  const picker = isRecord(colors) ? colors.emojiPicker : undefined;
  if (picker !== undefined) {
    for (const path of ['emojiPicker.bg', 'emojiPicker.text']) if (!isColorAt(colors, path)) missing.push(path);
  }
  if (missing.length > 0) throw new ChatColorsError(missing);
  return colors as ChatColors;
}

function isColorAt(value: unknown, path: string): boolean {
  let current: unknown = value;
  for (const key of path.split('.')) {
    if (!isRecord(current)) return false;
    current = current[key];
  }
  return typeof current === 'string' && current.trim() !== '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The Stitches colour tokens a chat colour object sets. */
export function chatColorTokens(colors: ChatColors) {
  const picker = colors.emojiPicker ?? defaultChatColors.emojiPicker ?? { bg: '#ffffff', text: '#1f2933' };
  return {
    headerBg: colors.header.bg,
    headerText: colors.header.text,
    launcherBg: colors.launcher.bg,
    launcherIcon: colors.launcher.icon ?? colors.header.text,
    messageListBg: colors.messageList.bg,
    messageListText: colors.messageList.text ?? colors.receivedMessage.text,
    sentMessageBg: colors.sentMessage.bg,
    sentMessageText: colors.sentMessage.text,
    receivedMessageBg: colors.receivedMessage.bg,
    receivedMessageText: colors.receivedMessage.text,
    userInputBg: colors.userInput.bg,
    userInputText: colors.userInput.text,
    emojiPickerBg: picker.bg,
    emojiPickerText: picker.text,
    emojiPickerTitle: picker.title ?? picker.text,
  };
}
