import { renderToString } from 'react-dom/server';
import { getCssText } from 'confab-ui/theme';
import { App } from './App';

/** The page's HTML, then the CSS of every Confab widget it drew (read after rendering, not before). */
export function render(): { html: string; css: string } {
  const html = renderToString(<App />);
  return { html, css: getCssText() };
}
