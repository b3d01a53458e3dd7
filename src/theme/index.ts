export {
  styled,
  css,
  keyframes,
  globalCss,
  getCssText,
  theme,
  type CSS,
  type CssClass,
  type Keyframes,
  type StyledComponent,
  type StyledProps,
  type StyleRule,
  type Theme,
  type ThemeClass,
  type ThemeToken,
  type VariantProps,
  type Variants,
  type VariantValue,
} from './stitches.js';
export { tokens, durations } from './tokens.js';
export {
  defaultChatColors,
  darkChatColors,
  ChatColorsError,
  requiredChatColorFields,
  type ChatColors,
  type ColorPair,
} from './colors.js';
export { validateChatColors, ChatContrastError, type ValidateChatColorsOptions } from './validateChatColors.js';
export { createChatTheme, type ChatTheme } from './createChatTheme.js';
export { lightBaseColors, darkBaseColors, type BaseColors } from './baseColors.js';
export { followColorScheme } from './colorScheme.js';
export { inheritedThemeClass } from './themeScope.js';
export { contrastRatio, parseHexColor } from './contrast.js';
export { chatContrastPairs, minimumTextContrast, type ChatContrastPair } from './chatContrast.js';
