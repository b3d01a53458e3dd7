import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sceneMarkup } from '../../../src/captcha/server/images/backgrounds.js';
import { createChallengeMaker } from '../../../src/captcha/server/images/maker.js';

/** The ground's outline of a scene: the points of its second polygon (the first is the far hills). */
function groundPoints(markup: string): [number, number][] {
  const polygons = [...markup.matchAll(/<polygon points="([^"]+)"/g)].map((m) => m[1] as string);
  const points = (polygons[1] as string).split(' ').map((p) => p.split(',').map(Number) as [number, number]);
  // Leave out the two corners below the picture that close the polygon.
  return points.slice(1, -1);
}

describe('built-in scenes for rotate', () => {
  it('edge an exactly level horizon with tufts, where people set "upright" by it', () => {
    for (let n = 0; n < 50; n += 1) {
      const points = groundPoints(sceneMarkup(208, 208));
      // Tufts: every other point is on the one base line, the rest from 5 to 9 px above it.
      const bases = points.filter((_, i) => i % 2 === 0).map(([, y]) => y);
      const tips = points.filter((_, i) => i % 2 === 1).map(([, y]) => y);
      const base = bases[0] as number;
      for (const y of bases) expect(y).toBe(base);
      for (const y of tips) {
        expect(base - y).toBeGreaterThanOrEqual(4.9);
        expect(base - y).toBeLessThanOrEqual(9.1);
      }
    }
  });

  it('hold no houses (their eaves are long level edges a script levels)', () => {
    // A house: its walls, its roof and its door, in one group.
    const house = /<g transform="translate\([^)]*\)"><rect[^>]*\/><path[^>]*\/><rect/;
    const scenes = Array.from({ length: 60 }, () => sceneMarkup(208, 208));
    expect(scenes.filter((markup) => house.test(markup))).toHaveLength(0);
  });

  it('draw beams of light at one slant, never within 10 degrees of level or plumb', () => {
    const beams = (markup: string) => [...markup.matchAll(/<path d="M([^"]*)" fill="#fff" fill-opacity/g)];
    for (let n = 0; n < 50; n += 1) {
      const found = beams(sceneMarkup(208, 208));
      expect(found).toHaveLength(1);
      // A beam's first two corners run along it.
      const [x0, y0, x1, y1] = ((found[0] as RegExpMatchArray)[1] as string)
        .split(/[LZM]/)
        .slice(0, 2)
        .flatMap((corner) => corner.trim().split(' ').map(Number)) as [number, number, number, number];
      const slant = ((((Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI) % 90) + 90) % 90;
      expect(slant).toBeGreaterThan(9.9);
      expect(slant).toBeLessThan(80.1);
    }
  });
});

describe('rotate thumbs of host photos', () => {
  it('show the whole square of the photo, its top edge included, not only its middle', async () => {
    // A photo red in its top fifth, blue below: the thumb's top rim (turned back by the answer) is red. The middle
    // disc alone (160 px of 220) begins below the red band at most crops.
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="220"><rect width="300" height="220" fill="#2040d0"/>' +
      '<rect width="300" height="44" fill="#d03020"/></svg>';
    const photo = await sharp(Buffer.from(svg)).png().toBuffer();
    const maker = createChallengeMaker({ backgrounds: [photo], format: 'png' });
    for (let i = 0; i < 10; i += 1) {
      const { data, answer } = await maker.make('rotate');
      const url = data.thumb;
      const { data: pixels, info } = await sharp(Buffer.from(url.slice(url.indexOf(',') + 1), 'base64'))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      // The picture's top middle, 4 px inside the rim, lies where the turn (360 - answer, clockwise) took it.
      const r = info.width / 2;
      const t = (((360 - (answer.angles[0] ?? 0)) % 360) * Math.PI) / 180;
      const x = Math.round(r + (r - 4) * Math.sin(t) - 0.5);
      const y = Math.round(r - (r - 4) * Math.cos(t) - 0.5);
      const at = (y * info.width + x) * 4;
      expect((pixels[at] as number) - (pixels[at + 2] as number)).toBeGreaterThan(40);
    }
  });
});
