import { isProduction } from '../internal/warn.js';
import { createChatTheme } from '../theme/createChatTheme.js';
import type { ChatColors } from '../theme/index.js';

/**
 * The chat's theme class for `colors`. Colours that lack fields throw their `ChatColorsError` in development
 * (it says how to start from `defaultChatColors`); in production they give null, and the chat renders nothing
 * rather than take the host's page down with it.
 */
export function chatThemeClass(colors: ChatColors): string | null {
  try {
    return createChatTheme(colors).className;
  } catch (error) {
    if (!isProduction()) throw error;
    return null;
  }
}
