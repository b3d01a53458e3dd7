/**
 * confab-ui/embed: defines `<confab-chat>` and `<confab-verify-button>` (once; a page that loads the script twice
 * keeps the first definitions). On a server (no `customElements`) it defines nothing and does not throw.
 * `dist/embed/confab-embed.js` is the same as one script, React included.
 */
import { ConfabChatElement } from './ConfabChatElement.js';
import { ConfabVerifyButtonElement } from './ConfabVerifyButtonElement.js';

export { ConfabChatElement, ConfabVerifyButtonElement };
export type { VerifySettings } from './verifyProps.js';

/** Defines the two elements under their names, unless the page already has them. */
export function defineConfabElements(registry: CustomElementRegistry | undefined = globalThis.customElements): void {
  if (!registry) return;
  if (!registry.get('confab-chat')) registry.define('confab-chat', ConfabChatElement);
  if (!registry.get('confab-verify-button')) registry.define('confab-verify-button', ConfabVerifyButtonElement);
}

defineConfabElements();
