import React from 'react';
import { getCssText, theme } from 'confab-ui/theme';

/**
 * Stitches writes CSS as components render. Rendered after the page, this puts the CSS of everything on it
 * into the server-rendered HTML, so the page is styled before JavaScript runs.
 */
function StitchesStyles() {
  // Touch the root theme so its tokens are in the CSS even on a page whose widgets render only in the browser.
  String(theme);
  return <style id="confab-stitches" dangerouslySetInnerHTML={{ __html: getCssText() }} suppressHydrationWarning />;
}

export default function Root({ children }) {
  return (
    <>
      {children}
      <StitchesStyles />
    </>
  );
}
