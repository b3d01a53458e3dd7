import { config } from './stitches.js';

/**
 * Class names of colour schemes given out by `followColorScheme`, so portalled panels can carry them. Kept
 * here, not beside `followColorScheme`, so that a tooltip reading it does not bring the dark colour sets.
 */
export const schemeClassNames = new Set<string>();

/**
 * The theme classes in force at `element`: those of its nearest ancestor (or itself) that carries a theme
 * (`createChatTheme(...).className`, `followColorScheme()`), for content portalled out of that ancestor
 * (a popover, a dialog) to carry. Undefined when the root theme applies.
 */
export function inheritedThemeClass(element: Element | null): string | undefined {
  const themePrefix = `${config.prefix}-t-`;
  for (let node = element; node; node = node.parentElement) {
    // Array.from, not a spread: a down-levelling bundler turns [...tokenList] into [tokenList].
    const classes = Array.from(node.classList).filter(
      (name) => name.startsWith(themePrefix) || schemeClassNames.has(name),
    );
    if (classes.length > 0) return classes.join(' ');
  }
  return undefined;
}
