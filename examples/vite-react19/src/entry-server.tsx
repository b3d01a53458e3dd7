import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { preloadChat } from 'confab-ui/chat';
import { getCssText } from 'confab-ui/theme';
import { App } from './App';

/**
 * The page's HTML, then the CSS of every Confab widget it drew (read after rendering, not before). The open
 * chat's window loads on first need: `renderToString` cannot wait for it, so it is loaded first.
 */
export async function render(): Promise<{ html: string; css: string }> {
  await preloadChat();
  const html = renderToString(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  return { html, css: getCssText() };
}
