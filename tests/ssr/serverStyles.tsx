// What the server-style tests (styles.test.tsx, nextStyles.test.tsx) render and read: a page of widgets, the
// Confab classes in its HTML and those a CSS text leaves undefined, a render as Next.js does it inside
// ConfabStyleRegistry, and a streamed render's HTML.
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToString, type PipeableStream } from 'react-dom/server';
import { ServerInsertedHTMLContext } from 'next/dist/shared/lib/server-inserted-html.shared-runtime.js';
import { Chat, type ChatMessage, type Participant } from '../../src/chat/index.js';
import { SlideCaptcha, VerifyButton } from '../../src/captcha/index.js';
import { ConfabStyleRegistry } from '../../src/next/index.js';

const participants: Participant[] = [{ id: 'ada', name: 'Ada' }];
const messages: ChatMessage[] = [{ id: 1, author: 'ada', type: 'text', data: { text: 'Hi https://example.com' } }];
const slide = { image: '/bg.png', thumb: '/piece.png', thumbX: 0, thumbY: 80, thumbWidth: 60, thumbHeight: 60 };

/** A rotate captcha's challenge, for a widget that renders late (behind Suspense). */
export const rotate = { image: '/bg.png', thumb: '/thumb.png', angle: 30, thumbSize: 100 };

/** A page with the inline chat, a slide captcha and a verify button. */
export function WidgetsPage() {
  return (
    <main>
      <Chat participants={participants} messages={messages} mode="inline" />
      <SlideCaptcha locale="en" data={slide} />
      <VerifyButton locale="en" />
    </main>
  );
}

/** The Confab classes an HTML string uses (component, variant and theme classes). */
export function confabClasses(html: string): string[] {
  const names = [...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/));
  return [...new Set(names.filter((name) => /^confab-[ct]-/.test(name)))];
}

/** The classes that `css` has no rule for. */
export const undefinedIn = (css: string, classes: string[]) => classes.filter((name) => !css.includes(`.${name}`));

/** Where Next.js's server is handed the registry's callbacks, as it is in a render of a page. */
export function NextServerInserted({ inserted, children }: { inserted: (() => ReactNode)[]; children: ReactNode }) {
  return (
    <ServerInsertedHTMLContext.Provider value={(callback) => inserted.push(callback)}>
      <ConfabStyleRegistry>{children}</ConfabStyleRegistry>
    </ServerInsertedHTMLContext.Provider>
  );
}

/** Renders `page` inside ConfabStyleRegistry as Next.js does: its HTML and the callbacks the registry handed over. */
export function renderInRegistry(page: ReactNode): { html: string; inserted: (() => ReactNode)[] } {
  const inserted: (() => ReactNode)[] = [];
  const html = renderToString(<NextServerInserted inserted={inserted}>{page}</NextServerInserted>);
  return { html, inserted };
}

/** The HTML a finished stream render writes (call it from `onAllReady`). */
export function pipeToString(pipe: PipeableStream['pipe']): Promise<string> {
  return new Promise((resolve) => {
    let html = '';
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => (html += chunk.toString()));
    sink.on('end', () => resolve(html));
    pipe(sink);
  });
}
