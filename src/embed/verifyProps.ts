import type { CaptchaKind } from '../captcha/challengeData.js';
import type { CaptchaLocale } from '../captcha/types.js';
import {
  colorSchemeAttribute,
  flagAttribute,
  oneOfAttribute,
  textAttribute,
  type AttributeReader,
} from './attributes.js';

/** Every attribute `<confab-verify-button>` reads (its `observedAttributes`). */
export const verifyAttributes: readonly string[] = [
  'endpoint',
  'kind',
  'action',
  'locale',
  'title',
  'container',
  'disabled',
  'required',
  'color-scheme',
];

/** What `<confab-verify-button>`'s attributes ask for. */
export interface VerifySettings {
  /** The captcha handler's URL (`createCaptchaClient`'s `endpoint`). */
  endpoint: string | undefined;
  /** The captcha in the panel ['slide']. */
  kind: CaptchaKind;
  /** What the pass token is good for (the form's handler redeems it for this action only). */
  action: string | undefined;
  /** The strings' language; one the widgets do not ship falls back to their default. */
  locale: CaptchaLocale | undefined;
  /** The button's text (the locale's by default). */
  title: string | undefined;
  /** Where the captcha opens ['popover']. */
  container: 'popover' | 'dialog';
  disabled: boolean;
  /** A form holding the element is not submitted before a token is had. */
  required: boolean;
  colorScheme: ReturnType<typeof colorSchemeAttribute>;
}

/** Reads `<confab-verify-button>`'s attributes; an absent or unknown value gives the default. */
export function verifySettings(read: AttributeReader): VerifySettings {
  return {
    endpoint: textAttribute(read('endpoint'))?.trim() || undefined,
    kind: oneOfAttribute(read('kind'), ['click', 'slide', 'region', 'rotate'] as const) ?? 'slide',
    action: textAttribute(read('action')),
    locale: textAttribute(read('locale')) as CaptchaLocale | undefined,
    title: textAttribute(read('title')),
    container: oneOfAttribute(read('container'), ['popover', 'dialog'] as const) ?? 'popover',
    disabled: flagAttribute(read('disabled')) ?? false,
    required: flagAttribute(read('required')) ?? false,
    colorScheme: colorSchemeAttribute(read('color-scheme')),
  };
}
