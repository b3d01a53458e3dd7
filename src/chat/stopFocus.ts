/**
 * Where focus goes once the Stop button was pressed (it leaves with the streaming reply): the chat's message
 * input when the list is in a `<Chat>` window, otherwise the thread's Tab stop (its active message, or the log).
 */
export function focusAfterStop(button: HTMLElement): void {
  const input = button.closest('[data-part="window"]')?.querySelector<HTMLElement>('[data-part="user-input"] textarea');
  const list = button.closest('[data-part="message-list"]');
  const target =
    input ??
    list?.querySelector<HTMLElement>('[data-part="message-row"][tabindex="0"]') ??
    list?.querySelector<HTMLElement>('[role="log"]');
  target?.focus();
}
