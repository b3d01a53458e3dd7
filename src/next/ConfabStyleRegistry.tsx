'use client';
import { useServerInsertedHTML } from 'next/navigation.js';
import { useRef, useState, type ReactNode } from 'react';
import { getCssText, sheet } from '../theme/stitches.js';
import { beginRequestStyles } from './requestStyles.js';

export interface ConfabStyleRegistryProps {
  /** The app (or the part of it that uses Confab): its widgets' CSS is collected while it renders. */
  children: ReactNode;
}

/**
 * Server styles for the Next.js App Router: wrap the layout's `children` in it (the layout itself stays a
 * server component). While the server renders the page, the CSS of every Confab widget drawn so far is put
 * into the HTML stream as a `<style>` before the markup that uses it, so the page is styled before any
 * JavaScript runs and hydrates without a warning. Each page carries only the CSS of what it renders, not
 * that of the pages the same server rendered before it. In the browser it renders its children and nothing else.
 */
export function ConfabStyleRegistry({ children }: ConfabStyleRegistryProps) {
  // On Next's server only: Next writes process.env.NEXT_RUNTIME into its bundles, 'nodejs' or 'edge' on the
  // server and '' in the browser, whose bundles then leave the per-render code out (none of it ships).
  const [renderCss] = useState(() => (process.env.NEXT_RUNTIME ? beginRequestStyles(sheet) : null));
  const sent = useRef('');
  useServerInsertedHTML(() => {
    const css = renderCss ? renderCss() : getCssText();
    // Each streamed chunk asks again; send the sheet only when it has grown since the last chunk.
    if (css === sent.current) return null;
    sent.current = css;
    return <style data-confab="">{css}</style>;
  });
  return children;
}
ConfabStyleRegistry.displayName = 'ConfabStyleRegistry';
