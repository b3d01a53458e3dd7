/**
 * Which challenges the docs site pre-renders (at build time, in Node, with confab-ui's server-side maker):
 * for each kind, a first challenge laid out so that the "success" steps of the page's Chromium audit
 * (front matter of docs/captcha/*.mdx) solve it, then a few random ones for refresh.
 * tests/captcha/captchaDemo.test.ts replays those audit steps against the first challenges.
 */

/** How many challenges of each kind the site carries (the first, then random ones). */
export const DEMO_COUNT = 5;

/**
 * Where the audit's success steps end, from the widget's start:
 * slide: Home, then 15 x Page Up (10 px): the piece 150 px right of its start;
 * region: 2 x Shift+Left, 3 x Left, 3 x Shift+Up, 3 x Up (20 and 5 px): the tile 55 px left of and 75 px above its start;
 * rotate: Home, then 19 x Page Up (10 degrees), Enter: a turn of 190 degrees for picture 1; then Home, 10 x Page
 *   Up, Enter: 100 degrees for picture 2 (the first challenge's second answer is within 12 degrees of it);
 * click: the keyboard cursor from the image's centre (150, 110) to these three points, in order.
 */
export const AUDIT_PATHS = {
  slide: 150,
  region: { dx: -55, dy: -75 },
  rotate: [190, 100],
  click: [
    { x: 70, y: 70 },
    { x: 190, y: 170 },
    { x: 50, y: 130 },
  ],
};

/** Makes challenges of `kind` until `fits` accepts one (about half fit; rotate 1 in 14), then returns it. */
async function firstThat(make, kind, fits) {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const made = await make(kind);
    if (fits(made)) return made;
  }
  throw new Error(`no ${kind} challenge fitted the audit's key path in 400 tries`);
}

/**
 * The first challenge of each kind, moved onto the audit's key path: only the start (slide, region) or
 * the thumbs' starting angle (rotate) change, which are the widget's to choose; click places its targets.
 */
async function firstChallenges(make, makeClickAt) {
  const slide = await firstThat(make, 'slide', ({ answer }) => answer.x >= AUDIT_PATHS.slide);
  slide.data.thumbX = slide.answer.x - AUDIT_PATHS.slide;

  const { dx, dy } = AUDIT_PATHS.region;
  const region = await firstThat(
    make,
    'region',
    ({ answer, data }) => answer.x - dx <= 300 - data.thumbWidth && answer.y - dy <= 220 - data.thumbHeight,
  );
  region.data.thumbX = region.answer.x - dx;
  region.data.thumbY = region.answer.y - dy;

  // The thumbs share one starting angle: it takes the first answer to the path's; the second answer moves with it.
  const [first, second] = AUDIT_PATHS.rotate;
  const shift = (made) => (((made.answer.angles[0] - first) % 360) + 360) % 360;
  const rotate = await firstThat(make, 'rotate', (made) => {
    const off = (((made.answer.angles[1] - shift(made) - second) % 360) + 360) % 360;
    return Math.min(off, 360 - off) <= 12;
  });
  rotate.data.angle = shift(rotate);
  rotate.answer.angles = rotate.answer.angles.map((angle) => (((angle - rotate.data.angle) % 360) + 360) % 360);

  const click = await makeClickAt(AUDIT_PATHS.click);
  return { slide, region, rotate, click };
}

/**
 * The site's challenges: `{ slide: [...], region: [...], click: [...], rotate: [...] }`, each entry
 * `{ data, answer }`, the first one on the audit's path. `make(kind)` is the server maker's `make`;
 * `makeClickAt(points)` a click challenge whose targets are at `points`.
 */
export async function prerenderDemoChallenges(make, makeClickAt) {
  const first = await firstChallenges(make, makeClickAt);
  const out = {};
  for (const kind of ['slide', 'region', 'click', 'rotate']) {
    out[kind] = [first[kind]];
    for (let i = 1; i < DEMO_COUNT; i += 1) out[kind].push(await make(kind));
  }
  return out;
}
