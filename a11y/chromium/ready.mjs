// When a page of the built docs site is as a reader finds it once loaded, for the audit and the keyboard tour.
// A condition, not a time: the load event and network quiet (Playwright's `networkidle`, half a second without a
// request) said nothing about the last change a reader would notice, and cost that half second on every load.

/**
 * True in the page once it has settled after loading: React has hydrated it (Docusaurus sets
 * `data-has-hydrated="true"`; the server's HTML carries the attribute empty), every live playground shows its
 * result, the search plugin's live box has replaced the server-rendered one (it does so once its index is in,
 * requested when the page goes idle: a box replaced under a Tab throws the keyboard back to the body), the fonts
 * and every image have loaded (or failed).
 */
function settledAfterLoad() {
  if (document.documentElement.dataset.hasHydrated !== 'true') return false;
  const previews = [...document.querySelectorAll('[class*="playgroundPreview"]')];
  if (previews.some((n) => n.textContent === 'Loading...')) return false;
  if (document.querySelector('.navbar__search > input') !== null) return false;
  return document.fonts.status === 'loaded' && [...document.images].every((image) => image.complete);
}

/**
 * Waits for the load event, then until the page has settled (above), checked every 50 ms. The limit is a
 * ceiling against a hang: on a busy machine hydration alone took over 8 s.
 */
export async function pageReady(page, timeout = 30_000) {
  await page.waitForLoadState('load', { timeout });
  await page.waitForFunction(settledAfterLoad, null, { timeout, polling: 50 });
}
