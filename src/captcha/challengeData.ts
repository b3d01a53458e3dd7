/**
 * What each captcha widget takes as `data` and what it confirms, without React: the server that makes the
 * challenges (confab-ui/captcha/server) shares these types with the widgets.
 */

/** Click captcha data: the image to click on and the thumb that shows what to click, in order. */
export interface ClickData {
  /** URL (or data URL) of the main image. An empty string shows the loading state (data not fetched yet). */
  image: string;
  /** URL of the thumb, drawn at thumbWidth x thumbHeight. */
  thumb: string;
}

/** A point placed on the click captcha, in image coordinates; `index` starts at 1. */
export interface ClickDot {
  x: number;
  y: number;
  index: number;
}

/** Slide captcha data: the piece (`thumb`) starts at thumbX, thumbY and moves horizontally. */
export interface SlideData {
  image: string;
  thumb: string;
  /** Start x of the piece in image px; the slider runs from here to width - thumbWidth. */
  thumbX: number;
  /** The piece's y in image px (fixed). */
  thumbY: number;
  thumbWidth: number;
  thumbHeight: number;
}

/** Region captcha data: the tile (`thumb`) starts at thumbX, thumbY and moves anywhere in the image. */
export type RegionData = SlideData;

/** A position in image px, as confirmed by the slide and region captchas. */
export interface CaptchaPoint {
  x: number;
  y: number;
}

/** Rotate captcha data: the round picture and the thumb turned over it. */
export interface RotateData {
  image: string;
  thumb: string;
  /** The thumb's starting rotation in degrees, as drawn; the confirmed angle is the user's turn, 0 to 360. */
  angle: number;
  /** Diameter of the thumb in px. */
  thumbSize: number;
}
