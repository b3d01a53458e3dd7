import type { ChatColors } from '../theme/colors.js';

/** The chat colour fields, as `[group, field]`; each one's custom property is `--confab-colors-{group}{Field}`. */
const chatColorFields = [
  ['header', 'bg'],
  ['header', 'text'],
  ['launcher', 'bg'],
  ['launcher', 'icon'],
  ['messageList', 'bg'],
  ['messageList', 'text'],
  ['sentMessage', 'bg'],
  ['sentMessage', 'text'],
  ['receivedMessage', 'bg'],
  ['receivedMessage', 'text'],
  ['userInput', 'bg'],
  ['userInput', 'text'],
  ['emojiPicker', 'bg'],
  ['emojiPicker', 'text'],
  ['emojiPicker', 'title'],
] as const;

/** The token of one field: `headerBg`; its custom property is `--confab-colors-headerBg`. */
const tokenOf = (group: string, field: string) => `${group}${field.charAt(0).toUpperCase()}${field.slice(1)}`;

/**
 * The chat's colours: `base`, with each field the host page set as a custom property on the element (read from
 * its computed style) in place of base's. The element's own shadow styles give every property its default
 * (`defaults`, the theme's colour tokens) on `:host`: a value equal to the default counts as not set. Values are
 * CSS colours as the host wrote them; `<Chat>` checks their contrast.
 */
export function hostChatColors(
  style: Pick<CSSStyleDeclaration, 'getPropertyValue'>,
  base: ChatColors,
  defaults: Readonly<Record<string, string>>,
): ChatColors {
  const colors: Record<string, Record<string, string | undefined>> = {};
  for (const [group, field] of chatColorFields) {
    const token = tokenOf(group, field);
    const value = style.getPropertyValue(`--confab-colors-${token}`).trim();
    const set = value.toLowerCase() === defaults[token]?.toLowerCase() ? '' : value;
    const given = (base[group] as Record<string, string | undefined> | undefined)?.[field];
    colors[group] = { ...colors[group], [field]: set || given };
  }
  return colors as unknown as ChatColors;
}
