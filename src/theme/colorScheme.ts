import { darkBaseColors } from './baseColors.js';
import { chatColorTokens, darkChatColors } from './colors.js';
import { config, css } from './stitches.js';
import { schemeClassNames } from './themeScope.js';

/** The dark tokens as CSS custom properties, named as the Stitches theme names them. */
function darkVariables(): Record<string, string> {
  const colors: Record<string, string> = { ...darkBaseColors, ...chatColorTokens(darkChatColors) };
  return Object.fromEntries(
    Object.entries(colors).map(([name, value]) => [`--${config.prefix}-colors-${name}`, value]),
  );
}

const followSystem = css({ '@media (prefers-color-scheme: dark)': darkVariables() });

/**
 * A class name that follows the host's `prefers-color-scheme`: light by default, the dark sets
 * (`darkChatColors` and the dark captcha colours) when the system asks for dark. Put it on any element
 * around captchas or verify buttons; with `getCssText()` it works in server-rendered pages too.
 */
export function followColorScheme(): string {
  const { className } = followSystem();
  schemeClassNames.add(className);
  return className;
}
