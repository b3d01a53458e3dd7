export { styled, css, keyframes, globalCss, getCssText, theme, type CSS } from './stitches.js';
export { tokens, durations } from './tokens.js';
export {
  defaultChatColors,
  darkChatColors,
  validateChatColors,
  ChatColorsError,
  ChatContrastError,
  requiredChatColorFields,
  type ValidateChatColorsOptions,
  type ChatColors,
  type ColorPair,
} from './colors.js';
export { createChatTheme, type ChatTheme } from './createChatTheme.js';
export { contrastRatio, parseHexColor } from './contrast.js';
export { chatContrastPairs, minimumTextContrast, type ChatContrastPair } from './chatContrast.js';
