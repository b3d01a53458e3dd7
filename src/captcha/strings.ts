import type { CaptchaLocale } from './types.js';

/** Every string the captchas show or announce. Override any of them with the `strings` prop. */
export interface CaptchaStrings {
  clickTitle: string;
  slideTitle: string;
  regionTitle: string;
  rotateTitle: string;
  /** The verify button's default text. */
  verifyButtonText: string;
  confirm: string;
  close: string;
  refresh: string;
  /** The "Verify another way" button: the host's fallback, or the proof-of-work path (`verifyAnotherWay`). */
  tryAnotherWay: string;
  /** Shown and announced when the other way starts. */
  anotherWayRunning: string;
  /** Announced once, when the other way is half done. */
  anotherWayHalfway: string;
  /** Shown and announced when the other way has verified. */
  anotherWayDone: string;
  /** Shown and announced when the other way failed (not when cancelled). */
  anotherWayFailed: string;
  /** Announced when the person cancels the other way. */
  anotherWayCancelled: string;
  /** Accessible name of the other way's progress bar. */
  anotherWayProgress: string;
  /** The button that stops the other way. */
  cancel: string;
  loading: string;
  imageError: string;
  success: string;
  failure: string;
  /** Alt text of the main image. */
  imageAlt: string;
  clickThumbAlt: string;
  slidePieceAlt: string;
  regionTileAlt: string;
  rotateThumbAlt: string;
  /** Accessible name of the click area (the image that takes points). */
  clickArea: string;
  clickInstructions: string;
  slideHandle: string;
  slideInstructions: string;
  regionInstructions: string;
  rotateHandle: string;
  rotateInstructions: string;
  /** Which of the rotate challenge's pictures is on show, shown over it and announced: "Picture 1 of 2". */
  rotatePicture: (picture: number, count: number) => string;
  /** The rotate captcha's confirm button while a picture is still to come. */
  next: string;
  dotPlaced: (index: number, x: number, y: number) => string;
  dotRemoved: (index: number) => string;
  /** Said when a tap on dot `index` removes it and the dots placed after it. */
  dotsRemovedFrom: (index: number) => string;
  /** The click captcha's button that removes the last dot. */
  undo: string;
  percent: (percent: number) => string;
  degrees: (degrees: number) => string;
  /** The tile's accessible name and the announcement of its moves: what it is and where. */
  tileAt: (x: number, y: number) => string;
  tilePicked: string;
  /** Announced when a drag ends at a negative position, which is ignored. */
  positionIgnored: string;
  verifyWarn: string;
  verifyError: string;
  verifySuccess: string;
  /** Accessible name of the popover or dialog the verify button opens. */
  verifyPanel: string;
}

/** Built-in strings of some keys, in each locale. */
export type StringTable<K extends keyof CaptchaStrings> = Readonly<Record<CaptchaLocale, Pick<CaptchaStrings, K>>>;

// One table per part, so that a widget alone carries its own strings and not the other widgets'.
/** "Verify another way", in every captcha and in the verify button's panel. */
export const anotherWayStrings: StringTable<
  | 'tryAnotherWay'
  | 'anotherWayRunning'
  | 'anotherWayHalfway'
  | 'anotherWayDone'
  | 'anotherWayFailed'
  | 'anotherWayCancelled'
  | 'anotherWayProgress'
  | 'cancel'
> = {
  zh: {
    tryAnotherWay: '换一种验证方式',
    anotherWayRunning: '正在进行无需图片的验证，需要几秒钟。',
    anotherWayHalfway: '已完成一半。',
    anotherWayDone: '已通过无需图片的验证。',
    anotherWayFailed: '无需图片的验证失败，请重试。',
    anotherWayCancelled: '已停止验证。',
    anotherWayProgress: '验证进度',
    cancel: '取消',
  },
  en: {
    tryAnotherWay: 'Verify another way',
    anotherWayRunning: 'Verifying without a puzzle. This takes a few seconds.',
    anotherWayHalfway: 'Halfway there.',
    anotherWayDone: 'Verified without a puzzle.',
    anotherWayFailed: 'Verification without a puzzle failed. Try again.',
    anotherWayCancelled: 'Verification stopped.',
    anotherWayProgress: 'Verification progress',
    cancel: 'Cancel',
  },
};

/** The frame every captcha shares: its buttons, status layer and image. */
export const frameStrings: StringTable<
  'confirm' | 'close' | 'refresh' | 'loading' | 'imageError' | 'success' | 'failure' | 'imageAlt'
> = {
  zh: {
    confirm: '确认',
    close: '关闭',
    refresh: '刷新',
    loading: '正在加载…',
    imageError: '图片加载失败，请刷新重试',
    success: '验证成功',
    failure: '验证失败，请重试',
    imageAlt: '验证图片',
  },
  en: {
    confirm: 'Confirm',
    close: 'Close',
    refresh: 'Refresh',
    loading: 'Loading…',
    imageError: 'The image could not be loaded. Refresh to try again.',
    success: 'Verified',
    failure: 'Verification failed. Please try again.',
    imageAlt: 'Verification image',
  },
};

/** The keys of the strings every captcha's frame shows: its own and "Verify another way"'s. */
export type FrameStringKey = keyof (typeof frameStrings)['en'] | keyof (typeof anotherWayStrings)['en'];

/** Click in order. */
export const clickStrings: StringTable<
  | 'clickTitle'
  | 'clickInstructions'
  | 'clickThumbAlt'
  | 'clickArea'
  | 'dotPlaced'
  | 'dotRemoved'
  | 'dotsRemovedFrom'
  | 'undo'
> = {
  zh: {
    clickTitle: '请在下图依次点击',
    clickInstructions:
      '用方向键移动光标（按住 Shift 移动更多），空格或回车放置点，退格或“撤销”删除最后一个点，点一下已放的点可删除它及之后的点，然后按确认。',
    clickThumbAlt: '需要依次点击的内容',
    clickArea: '点击区域',
    dotPlaced: (index, x, y) => `第 ${index} 个点，位置 ${x}，${y}`,
    dotRemoved: (index) => `已删除第 ${index} 个点`,
    dotsRemovedFrom: (index) => `已删除第 ${index} 个点及之后的点`,
    undo: '撤销',
  },
  en: {
    clickTitle: 'Click the image below in order',
    clickInstructions:
      'Arrow keys move the cursor (Shift for bigger steps), Space or Enter places a point, Backspace or Undo removes the last one, a tap on a point removes it and the later ones; then press Confirm.',
    clickThumbAlt: 'What to click, in order',
    clickArea: 'Click area',
    dotPlaced: (index, x, y) => `Point ${index} at ${x}, ${y}`,
    dotRemoved: (index) => `Point ${index} removed`,
    dotsRemovedFrom: (index) => `Point ${index} and the later ones removed`,
    undo: 'Undo',
  },
};

/** Slide to fit. */
export const slideStrings: StringTable<
  'slideTitle' | 'slideInstructions' | 'slidePieceAlt' | 'slideHandle' | 'percent'
> = {
  zh: {
    slideTitle: '请拖动滑块完成拼图',
    slideInstructions: '方向键、Page Up、Page Down、Home、End 移动滑块，回车确认；也可以点击滑轨再按确认。',
    slidePieceAlt: '拼图块',
    slideHandle: '滑块',
    percent: (percent) => `百分之 ${percent}`,
  },
  en: {
    slideTitle: 'Drag the slider to complete the puzzle',
    slideInstructions:
      'Arrow keys, Page Up, Page Down, Home and End move the slider; Enter confirms. You can also tap the track, then press Confirm.',
    slidePieceAlt: 'Puzzle piece',
    slideHandle: 'Slider',
    percent: (percent) => `${percent} percent`,
  },
};

/** Drag the tile to its region. */
export const regionStrings: StringTable<
  'regionTitle' | 'regionInstructions' | 'regionTileAlt' | 'tileAt' | 'tilePicked' | 'positionIgnored'
> = {
  zh: {
    regionTitle: '请拖动贴图完成拼图',
    regionInstructions: '方向键移动贴图（按住 Shift 移动更多），回车确认；也可以先点贴图，再点要放置的位置。',
    regionTileAlt: '贴图',
    tileAt: (x, y) => `贴图位置 ${x}，${y}`,
    tilePicked: '已选中贴图，点击图片中要放置的位置',
    positionIgnored: '位置超出图片，未提交',
  },
  en: {
    regionTitle: 'Drag the tile to complete the puzzle',
    regionInstructions:
      'Arrow keys move the tile (Shift for bigger steps); Enter confirms. You can also tap the tile, then tap where it goes.',
    regionTileAlt: 'Puzzle tile',
    tileAt: (x, y) => `Puzzle tile at ${x}, ${y}`,
    tilePicked: 'Tile selected: tap where it goes in the image',
    positionIgnored: 'Position outside the image, not sent',
  },
};

/** Rotate upright. */
export const rotateStrings: StringTable<
  'rotateTitle' | 'rotateInstructions' | 'rotateThumbAlt' | 'rotateHandle' | 'rotatePicture' | 'next' | 'degrees'
> = {
  zh: {
    rotateTitle: '请拖动滑块，把图片转正',
    rotateInstructions:
      '把每张图片转正：方向键每次旋转 1 度，Shift 或 Page Up、Page Down 每次 10 度，回车确认；也可以点击滑轨再按按钮。',
    rotateThumbAlt: '需要旋转的图片',
    rotateHandle: '旋转角度',
    rotatePicture: (picture, count) => `第 ${picture} 张，共 ${count} 张`,
    next: '下一张',
    degrees: (degrees) => `${degrees} 度`,
  },
  en: {
    rotateTitle: 'Drag the slider to turn the picture upright',
    rotateInstructions:
      'Turn each picture upright: arrow keys turn it by 1 degree, Shift or Page Up and Page Down by 10; Enter confirms it. You can also tap the track, then press the button.',
    rotateThumbAlt: 'Picture to rotate',
    rotateHandle: 'Rotation',
    rotatePicture: (picture, count) => `Picture ${picture} of ${count}`,
    next: 'Next',
    degrees: (degrees) => `${degrees} degrees`,
  },
};

/** The verify button. */
export const verifyStrings: StringTable<
  'verifyButtonText' | 'verifyWarn' | 'verifyError' | 'verifySuccess' | 'verifyPanel'
> = {
  zh: {
    verifyButtonText: '点击按键进行验证',
    verifyWarn: '注意：',
    verifyError: '错误：',
    verifySuccess: '已通过：',
    verifyPanel: '人机验证',
  },
  en: {
    verifyButtonText: 'Click to verify',
    verifyWarn: 'Warning: ',
    verifyError: 'Error: ',
    verifySuccess: 'Verified: ',
    verifyPanel: 'Human verification',
  },
};

/** The built-in strings of each locale. */
export const captchaStrings: Readonly<Record<CaptchaLocale, CaptchaStrings>> = /* @__PURE__ */ everyString();

function everyString(): Record<CaptchaLocale, CaptchaStrings> {
  const tables = [
    frameStrings,
    anotherWayStrings,
    clickStrings,
    slideStrings,
    regionStrings,
    rotateStrings,
    verifyStrings,
  ];
  return { zh: resolveStrings('zh', {}, tables), en: resolveStrings('en', {}, tables) };
}

/** The keys of any of `Tables`' strings. */
type KeysOf<Tables> = Tables extends StringTable<infer K> ? K : never;

/** The strings of `tables` for a locale (Chinese unless 'en'), with the host's overrides applied. */
export function resolveStrings<Tables extends readonly StringTable<never>[]>(
  locale: CaptchaLocale | undefined,
  overrides: Partial<CaptchaStrings> | undefined,
  tables: Tables,
): Pick<CaptchaStrings, KeysOf<Tables[number]>> {
  const lang = locale === 'en' ? 'en' : 'zh';
  return Object.assign({}, ...tables.map((table) => table[lang]), overrides) as Pick<
    CaptchaStrings,
    KeysOf<Tables[number]>
  >;
}

/**
 * The `lang` of the built-in strings ('zh' or 'en'), or undefined when the host overrides strings (their
 * language is the host's, like the page's).
 */
export function stringsLang(
  locale: CaptchaLocale | undefined,
  overrides?: Partial<CaptchaStrings>,
): string | undefined {
  if (overrides && Object.keys(overrides).length > 0) return undefined;
  return locale === 'en' ? 'en' : 'zh';
}

/**
 * The verify button's spoken name: the type's prefix ("Verified: ") before the title, unless the title
 * already says it ("Verified" is not read "Verified: Verified"). Undefined when the title alone will do.
 */
export function verifyButtonName(prefix: string, title: string): string | undefined {
  const word = prefix.replace(/[\s:：]+$/u, '').toLocaleLowerCase();
  if (!word || title.trim().toLocaleLowerCase().startsWith(word)) return undefined;
  return `${prefix}${title}`;
}
