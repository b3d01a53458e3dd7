// Debian's Chromium, headless, as every browser script here drives it (the audit, the keyboard tour, the
// example apps, the benchmarks): no sandbox as root, and no background network on a machine without one.
import { chromium } from 'playwright-core';

/** Where Chromium is: CHROMIUM_PATH, or Debian's package. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
