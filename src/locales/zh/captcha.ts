import type { CaptchaLanguage, CaptchaParts } from '../types.js';

export const anotherWay: CaptchaParts['anotherWay'] = {
  tryAnotherWay: '换一种验证方式',
  anotherWayRunning: '正在进行无需图片的验证，需要几秒钟。',
  anotherWayHalfway: '已完成一半。',
  anotherWayDone: '已通过无需图片的验证。',
  anotherWayFailed: '无需图片的验证失败，请重试。',
  anotherWayCancelled: '已停止验证。',
  anotherWayProgress: '验证进度',
  cancel: '取消',
};

export const frame: CaptchaParts['frame'] = {
  confirm: '确认',
  close: '关闭',
  refresh: '刷新',
  loading: '正在加载…',
  imageError: '图片加载失败，请刷新重试',
  success: '验证成功',
  failure: '验证失败，请重试',
  imageAlt: '验证图片',
};

export const click: CaptchaParts['click'] = {
  clickTitle: '请在下图依次点击',
  clickInstructions:
    '用方向键移动光标（按住 Shift 移动更多），空格或回车放置点，退格或“撤销”删除最后一个点，点一下已放的点可删除它及之后的点，然后按确认。',
  clickThumbAlt: '需要依次点击的内容',
  clickArea: '点击区域',
  dotPlaced: (index, x, y) => `第 ${index} 个点，位置 ${x}，${y}`,
  dotRemoved: (index) => `已删除第 ${index} 个点`,
  dotsRemovedFrom: (index) => `已删除第 ${index} 个点及之后的点`,
  undo: '撤销',
};

export const slide: CaptchaParts['slide'] = {
  slideTitle: '请拖动滑块完成拼图',
  slideInstructions: '方向键、Page Up、Page Down、Home、End 移动滑块，回车确认；也可以点击滑轨再按确认。',
  slidePieceAlt: '拼图块',
  slideHandle: '滑块',
  percent: (percent) => `百分之 ${percent}`,
};

export const region: CaptchaParts['region'] = {
  regionTitle: '请拖动贴图完成拼图',
  regionInstructions: '方向键移动贴图（按住 Shift 移动更多），回车确认；也可以先点贴图，再点要放置的位置。',
  regionTileAlt: '贴图',
  tileAt: (x, y) => `贴图位置 ${x}，${y}`,
  tilePicked: '已选中贴图，点击图片中要放置的位置',
  positionIgnored: '位置超出图片，未提交',
};

export const rotate: CaptchaParts['rotate'] = {
  rotateTitle: '请拖动滑块，把图片转正',
  rotateInstructions:
    '把每张图片转正：方向键每次旋转 1 度，Shift 或 Page Up、Page Down 每次 10 度，回车确认；也可以点击滑轨再按按钮。',
  rotateThumbAlt: '需要旋转的图片',
  rotateHandle: '旋转角度',
  rotatePicture: (picture, count) => `第 ${picture} 张，共 ${count} 张`,
  next: '下一张',
  degrees: (degrees) => `${degrees} 度`,
};

export const verify: CaptchaParts['verify'] = {
  verifyButtonText: '点击按键进行验证',
  verifyWarn: '注意：',
  verifyError: '错误：',
  verifySuccess: '已通过：',
  verifyPanel: '人机验证',
};

/** Chinese: the captchas' built-in language (go-captcha-react's strings). */
export const captcha: CaptchaLanguage = {
  lang: 'zh',
  dir: 'ltr',
  pluralCategories: ['other'],
  strings: { anotherWay, frame, click, slide, region, rotate, verify },
};
