import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import * as root from '../../src/index.js';
import * as theme from '../../src/theme/index.js';
import * as primitives from '../../src/primitives/index.js';

describe('server rendering (plain Node, no DOM)', () => {
  it('runs without a window', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('imports the theme and primitives entries and the root entry', () => {
    expect(typeof theme.createChatTheme).toBe('function');
    expect(typeof primitives.IconButton).toBe('object');
    expect(root.IconButton).toBe(primitives.IconButton);
  });

  it('renders every primitive to HTML', () => {
    const { IconButton, Popover, ScrollArea, ConfirmDialog, VisuallyHidden } = primitives;
    const html = renderToString(
      <div className={theme.createChatTheme(theme.darkChatColors).className}>
        <IconButton label="Send" icon={<svg />} />
        <Popover label="Emoji picker" trigger={<button type="button">Emoji</button>}>
          <p>Panel</p>
        </Popover>
        <ScrollArea label="Messages">
          <p>Hello</p>
        </ScrollArea>
        <ConfirmDialog
          title="Delete message"
          message="Sure?"
          onConfirm={() => {}}
          trigger={<button type="button">Delete</button>}
        />
        <VisuallyHidden>Hidden text</VisuallyHidden>
      </div>,
    );
    expect(html).toContain('aria-label="Send"');
    expect(html).toContain('aria-label="Messages"');
    expect(html).toContain('Hidden text');
    expect(html).toContain('>Delete</button>');
  });

  it('gives the CSS of what was rendered through getCssText, for the page head', () => {
    const css = theme.getCssText();
    expect(css).toContain('--confab-colors-headerBg:#1e293b');
    expect(css).toContain('min-width:var(--confab-sizes-target)');
  });
});
