/** What every kind's maker shares: sharp, the sizes, the format and where the pictures come from. */
import type { BackgroundSource } from './backgrounds.js';
import type { ImageFormat } from './raster.js';
import type { Sharp } from './sharp.js';

export interface MakerContext {
  sharp: Sharp;
  width: number;
  height: number;
  format: ImageFormat;
  backgrounds: BackgroundSource;
}
