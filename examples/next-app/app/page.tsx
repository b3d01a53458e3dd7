import { renderMessageText, SlideCaptcha } from 'confab-ui';
import { linkify } from 'confab-ui/text';
import { createEmojiConverter } from 'confab-ui/emoji';
import { Suspense } from 'react';
import { connection } from 'next/server';
import { ChatDemo } from './ChatDemo';

/**
 * The open chat, rendered at request time. Under cacheComponents (on in next.config.mjs, create-next-app's
 * default) a prerender leaves to the browser what is still loading when it ends, and an open chat's window loads
 * on first need: prerendered, its messages were missing from the server HTML. At request time the render waits.
 */
async function RequestTimeChat() {
  await connection();
  return <ChatDemo />;
}

const picture = (fill: string, width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${fill}"/></svg>`,
  )}`;

/**
 * A server component. It calls Confab's pure functions from the root entry and the subpaths, and renders a
 * client widget (SlideCaptcha) straight from the root entry with serializable props.
 */
export default function Page() {
  const emoji = createEmojiConverter();
  return (
    <main>
      <h1>Confab on the Next.js App Router</h1>
      <p>{renderMessageText('Rendered on the *server* from https://nextjs.org :smile:')}</p>
      <p>{linkify('Links: https://example.com')}</p>
      <p>{emoji.render('Server emoji :tada:')}</p>
      <Suspense>
        <RequestTimeChat />
      </Suspense>
      <SlideCaptcha
        locale="en"
        data={{
          image: picture('#88ccaa', 300, 220),
          thumb: picture('#337755', 60, 60),
          thumbX: 0,
          thumbY: 60,
          thumbWidth: 60,
          thumbHeight: 60,
        }}
      />
    </main>
  );
}
