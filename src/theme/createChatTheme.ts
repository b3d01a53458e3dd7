import { chatColorTokens, requireChatColorFields, type ChatColors } from './colors.js';
import { baseColorsFor } from './baseColors.js';
import { createTheme } from './stitches.js';

/** The class name of a Stitches theme: put it on an element to theme everything inside it. */
export type ChatTheme = ReturnType<typeof createTheme>;

const themes = new Map<string, ChatTheme>();

/**
 * Maps a chat colour object to a Stitches theme whose `className` sets the chat's colour tokens
 * (`$headerBg`, `$sentMessageText`, ...) and, for a dark set such as `darkChatColors`, the dark base colours
 * that the captchas and the verify button read (`$surface`, `$text`, `$accent`, ...). Checks the fields first: a
 * missing one throws `ChatColorsError` (contrast is `validateChatColors`' part, which `<Chat>` runs itself).
 * The same colours give the same theme object.
 */
export function createChatTheme(colors: ChatColors): ChatTheme {
  const valid = requireChatColorFields(colors);
  const key = JSON.stringify(valid);
  const cached = themes.get(key);
  if (cached) return cached;
  const created = createTheme({ colors: { ...baseColorsFor(valid), ...chatColorTokens(valid) } });
  themes.set(key, created);
  return created;
}
