import type { CaptchaLanguage, CaptchaParts } from '../types.js';

export const anotherWay: CaptchaParts['anotherWay'] = {
  tryAnotherWay: 'Verify another way',
  anotherWayRunning: 'Verifying without a puzzle. This takes a few seconds.',
  anotherWayHalfway: 'Halfway there.',
  anotherWayDone: 'Verified without a puzzle.',
  anotherWayFailed: 'Verification without a puzzle failed. Try again.',
  anotherWayCancelled: 'Verification stopped.',
  anotherWayProgress: 'Verification progress',
  cancel: 'Cancel',
};

export const frame: CaptchaParts['frame'] = {
  confirm: 'Confirm',
  close: 'Close',
  refresh: 'Refresh',
  loading: 'Loading…',
  imageError: 'The image could not be loaded. Refresh to try again.',
  success: 'Verified',
  failure: 'Verification failed. Please try again.',
  imageAlt: 'Verification image',
};

export const click: CaptchaParts['click'] = {
  clickTitle: 'Click the image below in order',
  clickInstructions:
    'Arrow keys move the cursor (Shift for bigger steps), Space or Enter places a point, Backspace or Undo removes the last one, a tap on a point removes it and the later ones; then press Confirm.',
  clickThumbAlt: 'What to click, in order',
  clickArea: 'Click area',
  dotPlaced: (index, x, y) => `Point ${index} at ${x}, ${y}`,
  dotRemoved: (index) => `Point ${index} removed`,
  dotsRemovedFrom: (index) => `Point ${index} and the later ones removed`,
  undo: 'Undo',
};

export const slide: CaptchaParts['slide'] = {
  slideTitle: 'Drag the slider to complete the puzzle',
  slideInstructions:
    'Arrow keys, Page Up, Page Down, Home and End move the slider; Enter confirms. You can also tap the track, then press Confirm.',
  slidePieceAlt: 'Puzzle piece',
  slideHandle: 'Slider',
  percent: (percent) => `${percent} percent`,
};

export const region: CaptchaParts['region'] = {
  regionTitle: 'Drag the tile to complete the puzzle',
  regionInstructions:
    'Arrow keys move the tile (Shift for bigger steps); Enter confirms. You can also tap the tile, then tap where it goes.',
  regionTileAlt: 'Puzzle tile',
  tileAt: (x, y) => `Puzzle tile at ${x}, ${y}`,
  tilePicked: 'Tile selected: tap where it goes in the image',
  positionIgnored: 'Position outside the image, not sent',
};

export const rotate: CaptchaParts['rotate'] = {
  rotateTitle: 'Drag the slider to turn the picture upright',
  rotateInstructions:
    'Turn each picture upright: arrow keys turn it by 1 degree, Shift or Page Up and Page Down by 10; Enter confirms it. You can also tap the track, then press the button.',
  rotateThumbAlt: 'Picture to rotate',
  rotateHandle: 'Rotation',
  rotatePicture: (picture, count) => `Picture ${picture} of ${count}`,
  next: 'Next',
  degrees: (degrees) => `${degrees} degrees`,
};

export const verify: CaptchaParts['verify'] = {
  verifyButtonText: 'Click to verify',
  verifyWarn: 'Warning: ',
  verifyError: 'Error: ',
  verifySuccess: 'Verified: ',
  verifyPanel: 'Human verification',
};

/** English. */
export const captcha: CaptchaLanguage = {
  lang: 'en',
  dir: 'ltr',
  pluralCategories: ['one', 'other'],
  strings: { anotherWay, frame, click, slide, region, rotate, verify },
};
