// Debian's Chromium, headless, as every browser script here drives it (the audit, the keyboard tour, the
// example apps, the benchmarks): no sandbox as root, and no background network on a machine without one.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/** Where Chromium is: CHROMIUM_PATH, or Debian's package. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The one line every browser script prints, before any other work, when Chromium is not there; null when it is.
 * (`npm test` meets it first in the example apps, which would otherwise pack, install and build before failing.)
 */
export function missingChromium() {
  return existsSync(chromiumPath)
    ? null
    : `Chromium not found at ${chromiumPath}: install Debian's chromium (apt-get install chromium), or set CHROMIUM_PATH.`;
}

/** Launches headless Chromium with the flags this machine needs. */
export function launchChromium() {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
