/**
 * The docs site's demo challenges, as the live playgrounds use them: made at build time by confab-ui's
 * server-side maker (scripts/generate-captcha-demo.mjs) and shipped to the page together with their
 * answers, so the playgrounds work offline and without a server.
 *
 * DEMO SHORTCUT, never copy it: a real site keeps the answer on its server and checks the result there
 * (confab-ui/captcha/server); an answer that reaches the browser protects nothing.
 */
import { useCallback, useEffect, useState } from 'react';
import { DEMO_COUNT } from './prerender.mjs';

/** What each widget shows before the challenges have loaded (its loading state). */
const loadingData = {
  slide: { image: '', thumb: '', thumbX: 0, thumbY: 0, thumbWidth: 60, thumbHeight: 60 },
  region: { image: '', thumb: '', thumbX: 0, thumbY: 0, thumbWidth: 60, thumbHeight: 60 },
  click: { image: '', thumb: '' },
  rotate: { image: '', thumb: '', secondThumb: '', angle: 0, thumbSize: 160 },
};

/** A random whole number in [0, n). */
function randomBelow(n) {
  return globalThis.crypto.getRandomValues(new Uint32Array(1))[0] % n;
}

/**
 * Makes the `useDemoChallenge` hook. `load()` resolves to the pre-rendered challenges
 * (`{ slide: [{ data, answer }, ...], ... }`, the first of each kind on the audit's key path);
 * `isSolved` and `tolerance` are the server's check and tolerances.
 */
export function createDemoChallenges({ load, isSolved, tolerance }) {
  let loaded;

  /**
   * A demo challenge of `kind` for a playground: `data` for the widget, `check(result)` for its
   * `onConfirm` (true when solved) and `next()` for its `onRefresh` / `onClose`. `first: true` starts with
   * the first pre-rendered challenge (the one the page's audit solves); otherwise a random one.
   */
  return function useDemoChallenge(kind, { first = false } = {}) {
    const [challenges, setChallenges] = useState(null);
    // 0 is the first challenge; the others are 1 to DEMO_COUNT - 1.
    const [index, setIndex] = useState(() => (first ? 0 : 1 + randomBelow(DEMO_COUNT - 1)));
    loaded ??= load();

    useEffect(() => {
      let live = true;
      loaded.then(
        (all) => live && setChallenges(all[kind]),
        // Without challenges the widget stays in its loading state.
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, [kind]);

    const entry = challenges ? challenges[index % challenges.length] : undefined;
    const check = useCallback(
      (result) =>
        entry ? isSolved(kind, entry.answer, typeof result === 'number' ? [result] : result, tolerance) : false,
      [entry, kind],
    );
    const next = useCallback(() => setIndex((i) => 1 + (i % (DEMO_COUNT - 1))), []);
    return { data: entry ? entry.data : loadingData[kind], check, next };
  };
}
