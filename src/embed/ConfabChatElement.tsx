'use client';
import { Chat } from '../chat/Chat.js';
import type { ChatMessage, Participant, SentMessage } from '../chat/types.js';
import { darkChatColors, defaultChatColors, type ChatColors } from '../theme/colors.js';
import { tokens } from '../theme/tokens.js';
import {
  chatAttributeProps,
  chatAttributes,
  chatColorScheme,
  messageFromSent,
  withEdited,
  withoutMessage,
} from './chatProps.js';
import { ElementBase, emit, systemDark } from './ElementBase.js';
import { hostChatColors } from './hostColors.js';
import { mountInShadowRoot, type ShadowMount } from './shadowMount.js';

function listOf<T>(name: string, value: unknown): readonly T[] {
  if (!Array.isArray(value)) throw new TypeError(`<confab-chat>.${name} must be an array, got ${typeof value}`);
  return value as readonly T[];
}

let nextId = 0;

/**
 * `<confab-chat>`: the `<Chat>` window and its launcher in the element's shadow root. Attributes set the simple
 * props (`title`, `open`, `placeholder`, `locale`, the `show-*` flags, ...), properties the rich ones
 * (`messages`, `participants`, `colors`), and each callback is a `confab-*` event whose `detail` is its data.
 * The element keeps its `messages`: a message sent, edited or removed changes them unless the host cancels the
 * event (`preventDefault()`; a cancelled send also keeps the text in the input).
 */
export class ConfabChatElement extends ElementBase {
  static get observedAttributes(): readonly string[] {
    return chatAttributes;
  }

  #messages: readonly ChatMessage[] = [];
  #participants: readonly Participant[] = [];
  #colors: ChatColors | undefined;
  #mount: ShadowMount | undefined;
  #scheme: { dark: () => boolean; stop: () => void } | undefined;
  /** The colours last given to the chat, kept while equal: a new object would render every row again. */
  #shownColors: { key: string; colors: ChatColors } | undefined;

  /** The conversation, oldest first (`<Chat messages>`). Setting anything but an array throws a TypeError. */
  get messages(): readonly ChatMessage[] {
    return this.#messages;
  }
  set messages(value: readonly ChatMessage[]) {
    this.#messages = listOf('messages', value);
    this.#render();
  }

  /** The other people in the conversation (`<Chat participants>`). */
  get participants(): readonly Participant[] {
    return this.#participants;
  }
  set participants(value: readonly Participant[]) {
    this.#participants = listOf('participants', value);
    this.#render();
  }

  /** The colour theme (`<Chat colors>`); when unset, the scheme's colours with the host's custom properties. */
  get colors(): ChatColors | undefined {
    return this.#colors;
  }
  set colors(value: ChatColors | undefined) {
    this.#colors = value;
    this.#render();
  }

  connectedCallback(): void {
    this.#mount ??= mountInShadowRoot(this);
    this.#scheme ??= systemDark(() => this.#render());
    this.#render();
  }

  disconnectedCallback(): void {
    // Moved within the page, the element is connected again at once: keep its state then.
    queueMicrotask(() => {
      if (this.isConnected) return;
      this.#mount?.unmount();
      this.#mount = undefined;
      this.#scheme?.stop();
      this.#scheme = undefined;
    });
  }

  attributeChangedCallback(): void {
    this.#render();
  }

  #themeColors(): ChatColors {
    if (this.#colors) return this.#colors;
    const scheme = chatColorScheme((name) => this.getAttribute(name));
    const dark = scheme === 'dark' || (scheme === 'auto' && (this.#scheme?.dark() ?? false));
    const colors = hostChatColors(getComputedStyle(this), dark ? darkChatColors : defaultChatColors, tokens.colors);
    const key = JSON.stringify(colors);
    if (this.#shownColors?.key !== key) this.#shownColors = { key, colors };
    return this.#shownColors.colors;
  }

  #send(sent: SentMessage): boolean {
    if (!emit(this, 'send', sent)) return false;
    this.#messages = [...this.#messages, messageFromSent(sent, `confab-${++nextId}`, Date.now())];
    this.#render();
    return true;
  }

  #render(): void {
    const mount = this.#mount;
    if (!mount) return;
    mount.render(
      <Chat
        {...chatAttributeProps((name) => this.getAttribute(name))}
        messages={this.#messages}
        participants={this.#participants}
        colors={this.#themeColors()}
        onOpenChange={(open) => {
          if (emit(this, 'open-change', { open })) this.toggleAttribute('open', open);
        }}
        onMessageSend={(sent) => this.#send(sent)}
        onMessageEdit={(edited) => {
          if (!emit(this, 'edit', edited)) return;
          this.#messages = withEdited(this.#messages, edited);
          this.#render();
        }}
        onMessageRemove={(removed) => {
          if (!emit(this, 'remove', removed)) return;
          this.#messages = withoutMessage(this.#messages, removed);
          this.#render();
        }}
        onType={() => emit(this, 'type', null)}
        onRetry={(message) => emit(this, 'retry', message)}
        onReact={(message, emoji) => emit(this, 'react', { message, emoji })}
        onUnreact={(message, emoji) => emit(this, 'unreact', { message, emoji })}
        onStop={() => emit(this, 'stop', null)}
        onScrollToTop={() => emit(this, 'scroll-to-top', null)}
        onMinimize={() => emit(this, 'minimize', null)}
        onClose={() => emit(this, 'close', null)}
      />,
    );
  }
}
