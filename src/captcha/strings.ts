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
  tryAnotherWay: string;
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

const zh: CaptchaStrings = {
  clickTitle: '请在下图依次点击',
  slideTitle: '请拖动滑块完成拼图',
  regionTitle: '请拖动贴图完成拼图',
  rotateTitle: '请拖动滑块，把图片转正',
  verifyButtonText: '点击按键进行验证',
  confirm: '确认',
  close: '关闭',
  refresh: '刷新',
  tryAnotherWay: '换一种验证方式',
  loading: '正在加载…',
  imageError: '图片加载失败，请刷新重试',
  success: '验证成功',
  failure: '验证失败，请重试',
  imageAlt: '验证图片',
  clickThumbAlt: '需要依次点击的内容',
  slidePieceAlt: '拼图块',
  regionTileAlt: '贴图',
  rotateThumbAlt: '需要旋转的图片',
  clickArea: '点击区域',
  clickInstructions:
    '用方向键移动光标（按住 Shift 移动更多），空格或回车放置点，退格或“撤销”删除最后一个点，点一下已放的点可删除它及之后的点，然后按确认。',
  slideHandle: '滑块',
  slideInstructions: '方向键、Page Up、Page Down、Home、End 移动滑块，回车确认；也可以点击滑轨再按确认。',
  regionInstructions: '方向键移动贴图（按住 Shift 移动更多），回车确认；也可以先点贴图，再点要放置的位置。',
  rotateHandle: '旋转角度',
  rotateInstructions:
    '把图片转正：方向键每次旋转 1 度，Shift 或 Page Up、Page Down 每次 10 度，回车确认；也可以点击滑轨再按确认。',
  dotPlaced: (index, x, y) => `第 ${index} 个点，位置 ${x}，${y}`,
  dotRemoved: (index) => `已删除第 ${index} 个点`,
  dotsRemovedFrom: (index) => `已删除第 ${index} 个点及之后的点`,
  undo: '撤销',
  percent: (percent) => `百分之 ${percent}`,
  degrees: (degrees) => `${degrees} 度`,
  tileAt: (x, y) => `贴图位置 ${x}，${y}`,
  tilePicked: '已选中贴图，点击图片中要放置的位置',
  positionIgnored: '位置超出图片，未提交',
  verifyWarn: '注意：',
  verifyError: '错误：',
  verifySuccess: '已通过：',
  verifyPanel: '人机验证',
};

const en: CaptchaStrings = {
  clickTitle: 'Click the image below in order',
  slideTitle: 'Drag the slider to complete the puzzle',
  regionTitle: 'Drag the tile to complete the puzzle',
  rotateTitle: 'Drag the slider to turn the picture upright',
  verifyButtonText: 'Click to verify',
  confirm: 'Confirm',
  close: 'Close',
  refresh: 'Refresh',
  tryAnotherWay: 'Try another way',
  loading: 'Loading…',
  imageError: 'The image could not be loaded. Refresh to try again.',
  success: 'Verified',
  failure: 'Verification failed. Please try again.',
  imageAlt: 'Verification image',
  clickThumbAlt: 'What to click, in order',
  slidePieceAlt: 'Puzzle piece',
  regionTileAlt: 'Puzzle tile',
  rotateThumbAlt: 'Picture to rotate',
  clickArea: 'Click area',
  clickInstructions:
    'Arrow keys move the cursor (Shift for bigger steps), Space or Enter places a point, Backspace or Undo removes the last one, a tap on a point removes it and the later ones; then press Confirm.',
  slideHandle: 'Slider',
  slideInstructions:
    'Arrow keys, Page Up, Page Down, Home and End move the slider; Enter confirms. You can also tap the track, then press Confirm.',
  regionInstructions:
    'Arrow keys move the tile (Shift for bigger steps); Enter confirms. You can also tap the tile, then tap where it goes.',
  rotateHandle: 'Rotation',
  rotateInstructions:
    'Turn the picture upright: arrow keys turn it by 1 degree, Shift or Page Up and Page Down by 10; Enter confirms. You can also tap the track, then press Confirm.',
  dotPlaced: (index, x, y) => `Point ${index} at ${x}, ${y}`,
  dotRemoved: (index) => `Point ${index} removed`,
  dotsRemovedFrom: (index) => `Point ${index} and the later ones removed`,
  undo: 'Undo',
  percent: (percent) => `${percent} percent`,
  degrees: (degrees) => `${degrees} degrees`,
  tileAt: (x, y) => `Puzzle tile at ${x}, ${y}`,
  tilePicked: 'Tile selected: tap where it goes in the image',
  positionIgnored: 'Position outside the image, not sent',
  verifyWarn: 'Warning: ',
  verifyError: 'Error: ',
  verifySuccess: 'Verified: ',
  verifyPanel: 'Human verification',
};

/** The built-in strings of a locale (Chinese unless 'en'). */
export const captchaStrings: Readonly<Record<CaptchaLocale, CaptchaStrings>> = { zh, en };

/** The strings for a locale with the host's overrides applied. */
export function resolveStrings(locale: CaptchaLocale | undefined, overrides?: Partial<CaptchaStrings>): CaptchaStrings {
  const base = locale === 'en' ? en : zh;
  return overrides ? { ...base, ...overrides } : base;
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
