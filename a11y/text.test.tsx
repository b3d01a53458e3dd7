import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { renderMessageText } from '../src/text/index.js';
import { markdown } from '../src/text/markdown/index.js';
import { MessageContent } from '../src/chat/index.js';
import { createEmojiConverter } from '../src/emoji/index.js';
import { expectNoAxeViolations } from './axe.js';

const message =
  'Hi @confab! *Release notes* at https://example.com/releases/2026/11/confab-ui-0.1.0-accessible-chat-widgets, ' +
  '/questions/ to help@example.com or +1 (555) 555-1234. `npm i confab-ui` #a11y ^1^ ¡2¡ ~old~ _new_';

// The chat's Markdown chunk, imported once ahead (a module transform in Vitest, a fetch in a browser).
beforeAll(() => import('../src/chat/MarkdownText.js'), 30_000);

describe('axe: rendered message text', () => {
  it('has no violations in a message with links and styling; every link is named', async () => {
    render(
      <main>
        <p>{renderMessageText(message, { styling: true, hashtag: 'twitter', mention: 'twitter' })}</p>
      </main>,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(5);
    for (const link of links) expect(link).toHaveAccessibleName(/\S+ \(opens in a new window\)$/);
    await expectNoAxeViolations();
  });

  it('has no violations in a Markdown message with a list, a quote, links and a code block with its copy button', async () => {
    const text =
      '**Steps**\n\n1. Install:\n\n   ```sh\n   npm i confab-ui\n   ```\n\n2. See <https://example.com/docs>\n\n' +
      '> Raw <b>HTML</b> stays text. [Docs](https://example.com)';
    render(
      <main>
        <div>{renderMessageText(text, { styling: 'markdown', markdown })}</div>
        <MessageContent message={{ author: 'ada', type: 'text', data: { text } }} messageStyling="markdown" />
      </main>,
    );
    expect(await screen.findByRole('button', { name: 'Copy code' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /opens in a new window/ })).toHaveLength(4);
    await expectNoAxeViolations();
  });

  it('has no violations with hostile text', async () => {
    render(<p>{renderMessageText('<img src=x onerror=alert(1)> javascript:alert(1) "><script>x</script>')}</p>);
    await expectNoAxeViolations();
  });

  it('has no violations with emoji drawn as images and from a sprite sheet', async () => {
    const images = createEmojiConverter({ style: 'twitter', mode: 'image', imagePath: '/emoji/twitter/64/' });
    const sheet = createEmojiConverter({ style: 'twitter', mode: 'sheet', sheetPath: '/emoji/twitter/sheets/64.png' });
    render(
      <div>
        <p>{images.render('Thanks :+1::skin-tone-3: 🎉 👩‍💻')}</p>
        <p>{sheet.render('Good night :crescent_moon: 🇫🇷')}</p>
        <p>{createEmojiConverter().render('Native :smile:')}</p>
      </div>,
    );
    expect(screen.getByRole('img', { name: '👍🏼 thumbs up sign, medium-light skin tone' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '🇫🇷 France Flag' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
