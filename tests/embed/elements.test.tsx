import { beforeAll, describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';

// The setup file has loaded the library already, with Stitches writing into the document as in a React app;
// the embed bundle keeps its sheet in memory instead (examples/embed-html checks the document stays clean in
// Chromium). Here: every rule is copied into the shadow roots too.
beforeAll(async () => {
  await import('../../src/embed/index.js');
});

type ChatElement = HTMLElement & { messages: unknown; participants: unknown };

function addChat(attributes: Record<string, string> = {}): { host: ChatElement; shadow: HTMLElement } {
  const host = document.createElement('confab-chat') as ChatElement;
  for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
  document.body.append(host);
  return { host, shadow: within(host.shadowRoot as unknown as HTMLElement) as never };
}

const shadowOf = (host: HTMLElement) => within(host.shadowRoot as unknown as HTMLElement);

describe('<confab-chat>', () => {
  it('renders the launcher in its shadow root, styled from there, its rules copied there', async () => {
    const { host } = addChat({ title: 'Support' });
    const launcher = await shadowOf(host).findByRole('button', { name: /Open chat/ });
    expect(launcher.getRootNode()).toBe(host.shadowRoot);
    const shadowRules = Array.from(host.shadowRoot!.querySelectorAll('style')).flatMap((style) =>
      (style.textContent ?? '').split('}').map((rule) => rule.trim()),
    );
    const launcherClass = Array.from(launcher.classList).find((name) => name.startsWith('confab-c-'));
    expect(launcherClass).toBeDefined();
    expect(shadowRules.some((rule) => rule.includes(`.${launcherClass}`))).toBe(true);
    expect(shadowRules.some((rule) => rule.startsWith(':host'))).toBe(true);
    host.remove();
  });

  it('opens on the launcher, says so in confab-open-change, reflects `open`, and lets the host cancel', async () => {
    const { host } = addChat({ title: 'Support' });
    const events: unknown[] = [];
    let cancel = true;
    host.addEventListener('confab-open-change', (event) => {
      events.push((event as CustomEvent).detail);
      if (cancel) event.preventDefault();
    });
    const user = userEvent.setup();
    await user.click(await shadowOf(host).findByRole('button', { name: /Open chat/ }));
    expect(events).toEqual([{ open: true }]);
    expect(host.hasAttribute('open')).toBe(false);
    cancel = false;
    await user.click(shadowOf(host).getByRole('button', { name: /Open chat/ }));
    expect(host.hasAttribute('open')).toBe(true);
    expect(await shadowOf(host).findByRole('log', { name: 'Messages' })).toBeInTheDocument();
    host.remove();
  });

  it('sends through confab-send and keeps the message, unless the host cancels (the text then stays)', async () => {
    const { host } = addChat({ open: '' });
    host.participants = [{ id: 'ada', name: 'Ada' }];
    const sent: unknown[] = [];
    let cancel = false;
    host.addEventListener('confab-send', (event) => {
      sent.push((event as CustomEvent).detail);
      if (cancel) event.preventDefault();
    });
    const user = userEvent.setup();
    const input = await shadowOf(host).findByRole('textbox', { name: 'Message' });
    await user.type(input, 'Hello there{Enter}');
    expect(sent).toEqual([expect.objectContaining({ author: 'me', type: 'text', data: { text: 'Hello there' } })]);
    await waitFor(() => expect(shadowOf(host).getByRole('log', { name: 'Messages' })).toHaveTextContent('Hello there'));
    expect(host.messages).toHaveLength(1);
    cancel = true;
    await user.type(input, 'Kept{Enter}');
    expect(sent).toHaveLength(2);
    expect(host.messages).toHaveLength(1);
    expect(input).toHaveValue('Kept');
    host.remove();
  });

  it('refuses rich properties of the wrong shape with a TypeError', () => {
    const { host } = addChat();
    expect(() => {
      host.messages = 'hello';
    }).toThrow(new TypeError('<confab-chat>.messages must be an array, got string'));
    expect(() => {
      host.participants = null;
    }).toThrow(TypeError);
    host.remove();
  });
});

describe('<confab-verify-button>', () => {
  it('renders the verify button in its shadow root, disabled without an endpoint, with no token yet', async () => {
    const host = document.createElement('confab-verify-button') as HTMLElement & { token: string };
    host.setAttribute('locale', 'en');
    host.setAttribute('title', 'Verify you are human');
    document.body.append(host);
    const button = await shadowOf(host).findByRole('button', { name: /Verify you are human/ });
    expect(button).toBeDisabled();
    expect(host.token).toBe('');
    host.setAttribute('endpoint', '/captcha');
    await waitFor(() => expect(button).toBeEnabled());
    host.remove();
  });
});
