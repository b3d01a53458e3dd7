import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  ROTATE_THINGS,
  beamSlant,
  drawRotateScene,
  farFrom,
  levelHorizon,
  tuftedLevel,
} from '../../../src/captcha/server/images/backgrounds.js';
import { createChallengeMaker } from '../../../src/captcha/server/images/maker.js';

describe('built-in scenes for rotate', () => {
  it('edge an exactly level horizon with tufts, where people set "upright" by it', () => {
    for (let n = 0; n < 50; n += 1) {
      const y = levelHorizon(208);
      const points = tuftedLevel(208, y);
      // Tufts: every other point is on the one base line, the rest from 5 to 9 px above it, across the picture.
      const bases = points.filter((_, i) => i % 2 === 0);
      const tips = points.filter((_, i) => i % 2 === 1);
      for (const [, by] of bases) expect(by).toBe(y);
      for (const [, ty] of tips) {
        expect(y - ty).toBeGreaterThanOrEqual(4.9);
        expect(y - ty).toBeLessThanOrEqual(9.1);
      }
      expect((points[0] as [number, number])[0]).toBeLessThanOrEqual(0);
      expect((points.at(-1) as [number, number])[0]).toBeGreaterThanOrEqual(208);
      // No long straight level edge: the teeth's sides run at 30 to 60 degrees.
      for (let i = 0; i + 1 < points.length; i += 1) {
        const [ax, ay] = points[i] as [number, number];
        const [bx, by] = points[i + 1] as [number, number];
        const slant = (Math.atan2(Math.abs(by - ay), Math.abs(bx - ax)) * 180) / Math.PI;
        expect(slant).toBeGreaterThan(30);
        expect(slant).toBeLessThan(60);
      }
    }
  });

  it('keep the ground level near the middle and the far hills well off its shade', () => {
    for (let n = 0; n < 200; n += 1) {
      const y = levelHorizon(208);
      expect(y).toBeGreaterThanOrEqual(208 * 0.44);
      expect(y).toBeLessThanOrEqual(208 * 0.58);
      const ground = (n % 93) + 0.5;
      expect(Math.abs(farFrom(ground) - ground)).toBeGreaterThanOrEqual(20);
    }
  });

  it('hold no houses (their eaves are long level edges a script levels)', () => {
    expect(ROTATE_THINGS).not.toContain('house');
  });

  it('draw beams of light at a slant never within 10 degrees of level or plumb', () => {
    for (let n = 0; n < 500; n += 1) {
      const slant = ((((beamSlant() * 180) / Math.PI) % 90) + 90) % 90;
      expect(slant).toBeGreaterThanOrEqual(10);
      expect(slant).toBeLessThanOrEqual(80);
    }
  });

  it('draw a new picture each time, lit from any side', () => {
    const scenes = Array.from({ length: 40 }, () => drawRotateScene(208));
    for (const scene of scenes) {
      expect(scene.width).toBe(208);
      expect(scene.height).toBe(208);
      expect(scene.data).toHaveLength(208 * 208 * 3);
    }
    // No two alike: their mean difference per byte is well above the encoding's noise.
    const difference = (a: Buffer, b: Buffer) => {
      let sum = 0;
      for (let i = 0; i < a.length; i += 1) sum += Math.abs((a[i] as number) - (b[i] as number));
      return sum / a.length;
    };
    for (let i = 1; i < scenes.length; i += 1)
      expect(
        difference((scenes[i] as { data: Buffer }).data, (scenes[i - 1] as { data: Buffer }).data),
      ).toBeGreaterThan(6);
    // The lighting varies: the top half is the brighter in some scenes and the darker in others.
    const topBrighter = scenes.map((scene) => {
      let top = 0;
      let bottom = 0;
      const half = scene.data.length / 2;
      for (let i = 0; i < half; i += 1) top += scene.data[i] as number;
      for (let i = half; i < scene.data.length; i += 1) bottom += scene.data[i] as number;
      return top > bottom;
    });
    expect(topBrighter).toContain(true);
    expect(topBrighter).toContain(false);
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
