/** The challenge maker: composes each kind's images with sharp and returns the widget's data and the answer. */
import type { CaptchaKind, ChallengeAnswerOf, ChallengeDataByKind } from './answer.js';
import { generatedBackgrounds, hostBackgrounds } from './backgrounds.js';
import { makeClick } from './click.js';
import type { MakerContext } from './context.js';
import { ChallengeImageError } from './errors.js';
import { makeRegion, makeSlide, pieceShapes, pieceSizeFor } from './piece.js';
import { makeRotate } from './rotate.js';
import { loadSharp } from './sharp.js';

/** Options of {@link createChallengeMaker}; every field is optional. */
export interface ChallengeMakerOptions {
  /**
   * Background pictures, encoded in any format sharp reads (JPEG, PNG, WebP, AVIF, ...); each is decoded
   * once, on the first challenge, at 1.2 times width x height, and every challenge crops its own window of
   * one (its own place and zoom), re-lit from a random side with its own brightness and colour cast, so no
   * two challenges share their pixels. For rotate, give photos with a clear up at their middle (people,
   * animals or buildings standing, a horizon) and no symmetry; give a few hundred, since a collector learns
   * each photo's content. Without them, every challenge gets a new scene drawn in code for it alone.
   */
  backgrounds?: Uint8Array[];
  /** Encoding of the images sent in `data` ['webp']: smaller; 'png' is lossless. */
  format?: 'webp' | 'png';
  /** Image width in px, 200 to 1000 [300], as the widget's `config.width`. */
  width?: number;
  /**
   * Image height in px, 150 to 1000 [220], as the widget's `config.height`. The rotate picture is
   * min(width, height) across, as the widget's `config.size`.
   */
  height?: number;
}

/** A challenge as made: `data` for the widget (sent to the browser), `answer` for the store (never sent). */
export interface MadeChallenge<K extends CaptchaKind> {
  data: ChallengeDataByKind[K];
  answer: ChallengeAnswerOf<K>;
}

/** Makes challenges; keep one per process (it caches its backgrounds and piece shapes). */
export interface ChallengeMaker {
  /**
   * A new challenge of `kind`, from fresh node:crypto randomness. Rejects with a
   * {@link ChallengeImageError}: 'bad-option' for an unknown kind, 'bad-background' when a host background
   * cannot be read, 'no-sharp' when sharp is not installed.
   */
  make<K extends CaptchaKind>(kind: K): Promise<MadeChallenge<K>>;
}

function size(name: string, value: unknown, min: number, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > 1000) {
    throw new ChallengeImageError(
      'bad-option',
      `${name} must be a whole number from ${min} to 1000, got ${String(value)}.`,
    );
  }
  return value;
}

function checkedOptions(options: ChallengeMakerOptions) {
  if (typeof options !== 'object' || options === null) {
    throw new ChallengeImageError('bad-option', 'The challenge maker options must be an object.');
  }
  const format = options.format ?? 'webp';
  if (format !== 'webp' && format !== 'png') {
    throw new ChallengeImageError('bad-option', `format must be 'webp' or 'png', got ${String(format)}.`);
  }
  const backgrounds = options.backgrounds;
  if (
    backgrounds !== undefined &&
    (!Array.isArray(backgrounds) ||
      backgrounds.length === 0 ||
      !backgrounds.every((b) => b instanceof Uint8Array && b.length > 0))
  ) {
    throw new ChallengeImageError('bad-option', 'backgrounds must be a non-empty array of non-empty Uint8Arrays.');
  }
  return {
    format,
    backgrounds,
    width: size('width', options.width, 200, 300),
    height: size('height', options.height, 150, 220),
  };
}

/**
 * Creates a challenge maker. Images are raster (WebP or PNG data URLs), composed with sharp from a
 * background and shapes drawn in code; every position and angle comes from node:crypto. Throws a
 * {@link ChallengeImageError} ('bad-option') for options of the wrong type or out of range; sharp is
 * loaded on the first challenge.
 */
export function createChallengeMaker(options: ChallengeMakerOptions = {}): ChallengeMaker {
  const { format, backgrounds, width, height } = checkedOptions(options);
  let ready: Promise<KindMakers> | undefined;
  const setUp = async (): Promise<KindMakers> => {
    const sharp = await loadSharp();
    const context: MakerContext = {
      sharp,
      width,
      height,
      format,
      backgrounds: backgrounds
        ? hostBackgrounds(sharp, backgrounds, width, height)
        : generatedBackgrounds(width, height),
    };
    const shapes = pieceShapes(sharp, pieceSizeFor(width, height));
    return {
      click: () => makeClick(context),
      slide: () => makeSlide(context, shapes),
      region: () => makeRegion(context, shapes),
      rotate: () => makeRotate(context),
    };
  };

  return {
    async make<K extends CaptchaKind>(kind: K): Promise<MadeChallenge<K>> {
      ready ??= setUp().catch((error: unknown) => {
        ready = undefined;
        throw error;
      });
      const makers = await ready;
      if (!Object.hasOwn(makers, kind)) {
        throw new ChallengeImageError('bad-option', `Unknown captcha kind ${String(kind)}.`);
      }
      return makers[kind]();
    },
  };
}

/** One maker per kind. */
type KindMakers = { [K in CaptchaKind]: () => Promise<MadeChallenge<K>> };
