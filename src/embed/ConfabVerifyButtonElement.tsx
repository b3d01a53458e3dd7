'use client';
import { lazy, Suspense } from 'react';
import type { VerifyButtonType } from '../captcha/VerifyButton.js';
import { createChatTheme } from '../theme/createChatTheme.js';
import { darkChatColors } from '../theme/colors.js';
import { followColorScheme } from '../theme/colorScheme.js';
import { warnOnce } from '../internal/warn.js';
import { ElementBase, emit } from './ElementBase.js';
import { mountInShadowRoot, type ShadowMount } from './shadowMount.js';
import { verifyAttributes, verifySettings, type VerifySettings } from './verifyProps.js';

const EmbeddedVerifyButton = lazy(() => import('./EmbeddedVerifyButton.js'));

/** The theme class of a colour scheme: none for light, the dark colours, or the system's choice. */
function schemeClass(scheme: VerifySettings['colorScheme']): string | undefined {
  if (scheme === 'dark') return createChatTheme(darkChatColors).className;
  return scheme === 'auto' ? followColorScheme() : undefined;
}

/**
 * `<confab-verify-button>`: the `<VerifyButton>` in the element's shadow root, opening the captcha of `kind`
 * fed from `endpoint` by `createCaptchaClient`. Form-associated: inside a form, its pass token is the value
 * submitted under its `name`, so a plain HTML form carries it with no script of the page's own. Events:
 * `confab-verified` (`detail.token`), `confab-refused`, `confab-open-change` (`detail.open`).
 */
export class ConfabVerifyButtonElement extends ElementBase {
  static readonly formAssociated = true;
  static get observedAttributes(): readonly string[] {
    return verifyAttributes;
  }

  readonly #internals: ElementInternals | undefined;
  #mount: ShadowMount | undefined;
  #token = '';
  #type: VerifyButtonType = 'default';
  #open = false;

  constructor() {
    super();
    this.#internals = typeof this.attachInternals === 'function' ? this.attachInternals() : undefined;
  }

  /** The pass token of the last verified answer, or '' before one (and after the form is reset). */
  get token(): string {
    return this.#token;
  }

  /** The form the element belongs to, or null. */
  get form(): HTMLFormElement | null {
    return this.#internals?.form ?? null;
  }

  connectedCallback(): void {
    this.#mount ??= mountInShadowRoot(this, true);
    this.#render();
  }

  disconnectedCallback(): void {
    queueMicrotask(() => {
      if (this.isConnected) return;
      this.#mount?.unmount();
      this.#mount = undefined;
    });
  }

  attributeChangedCallback(): void {
    this.#render();
  }

  /** The form was reset: the token goes, and the button is as it was. */
  formResetCallback(): void {
    this.#type = 'default';
    this.#setToken('');
  }

  #setToken(token: string): void {
    this.#token = token;
    this.#render();
  }

  /** The form value and validity: the token, and, when `required`, a missing value until there is one. */
  #syncForm(settings: VerifySettings): void {
    const internals = this.#internals;
    if (!internals || typeof internals.setFormValue !== 'function') return;
    internals.setFormValue(this.#token || null);
    if (settings.required && !this.#token)
      internals.setValidity({ valueMissing: true }, settings.title ?? 'Verify first');
    else internals.setValidity({});
  }

  #render(): void {
    const mount = this.#mount;
    if (!mount) return;
    const settings = verifySettings((name) => this.getAttribute(name));
    this.#syncForm(settings);
    mount.setThemeClass(schemeClass(settings.colorScheme));
    if (!settings.endpoint)
      warnOnce('<confab-verify-button> needs an endpoint attribute: the URL of the captcha handler.');
    mount.render(
      <Suspense fallback={null}>
        <EmbeddedVerifyButton
          settings={settings}
          type={this.#type}
          onTypeChange={(type) => {
            this.#type = type;
            this.#render();
          }}
          open={this.#open}
          onOpenChange={(open) => {
            this.#open = open;
            emit(this, 'open-change', { open });
            this.#render();
          }}
          onVerified={(token) => {
            this.#setToken(token);
            emit(this, 'verified', { token });
          }}
          onRefused={() => emit(this, 'refused', null)}
        />
      </Suspense>,
    );
  }
}
