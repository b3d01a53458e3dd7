import type { CaptchaLanguage } from '../types.js';

/** Japanese. Japanese has one plural form: counts need no rules. */
export const captcha: CaptchaLanguage = {
  lang: 'ja',
  dir: 'ltr',
  pluralCategories: ['other'],
  strings: {
    anotherWay: {
      tryAnotherWay: '別の方法で認証',
      anotherWayRunning: 'パズルなしで認証しています。数秒かかります。',
      anotherWayHalfway: '半分まで進みました。',
      anotherWayDone: 'パズルなしで認証されました。',
      anotherWayFailed: 'パズルなしの認証に失敗しました。もう一度お試しください。',
      anotherWayCancelled: '認証を中止しました。',
      anotherWayProgress: '認証の進み具合',
      cancel: 'キャンセル',
    },
    frame: {
      confirm: '確認',
      close: '閉じる',
      refresh: '更新',
      loading: '読み込み中…',
      imageError: '画像を読み込めませんでした。更新してもう一度お試しください。',
      success: '認証されました',
      failure: '認証に失敗しました。もう一度お試しください。',
      imageAlt: '認証用の画像',
    },
    click: {
      clickTitle: '下の画像を順番にクリックしてください',
      clickInstructions:
        '矢印キーでカーソルを移動（Shift で大きく移動）、スペースか Enter で点を置き、Backspace か「元に戻す」で最後の点を削除します。置いた点をタップすると、その点と後の点が消えます。最後に「確認」を押します。',
      clickThumbAlt: 'クリックする順番',
      clickArea: 'クリック領域',
      dotPlaced: (index, x, y) => `${index} 番目の点、位置 ${x}、${y}`,
      dotRemoved: (index) => `${index} 番目の点を削除しました`,
      dotsRemovedFrom: (index) => `${index} 番目以降の点を削除しました`,
      undo: '元に戻す',
    },
    slide: {
      slideTitle: 'スライダーをドラッグしてパズルを完成させてください',
      slideInstructions:
        '矢印キー、Page Up、Page Down、Home、End でスライダーを動かし、Enter で確定します。トラックをタップしてから「確認」を押すこともできます。',
      slidePieceAlt: 'パズルのピース',
      slideHandle: 'スライダー',
      percent: (n) => `${n} パーセント`,
    },
    region: {
      regionTitle: 'ピースをドラッグしてパズルを完成させてください',
      regionInstructions:
        '矢印キーでピースを動かし（Shift で大きく移動）、Enter で確定します。ピースをタップしてから、置く場所をタップすることもできます。',
      regionTileAlt: 'パズルのピース',
      tileAt: (x, y) => `ピースの位置 ${x}、${y}`,
      tilePicked: 'ピースを選択しました：画像の中の置く場所をタップしてください',
      positionIgnored: '画像の外の位置のため送信しませんでした',
    },
    rotate: {
      rotateTitle: 'スライダーをドラッグして画像をまっすぐにしてください',
      rotateInstructions:
        'それぞれの画像をまっすぐにします：矢印キーで 1 度、Shift または Page Up、Page Down で 10 度回転し、Enter で確定します。トラックをタップしてからボタンを押すこともできます。',
      rotateThumbAlt: '回転させる画像',
      rotateHandle: '回転角度',
      rotatePicture: (picture, count) => `${count} 枚中 ${picture} 枚目`,
      next: '次へ',
      degrees: (n) => `${n} 度`,
    },
    verify: {
      verifyButtonText: 'クリックして認証',
      verifyWarn: '注意：',
      verifyError: 'エラー：',
      verifySuccess: '認証済み：',
      verifyPanel: 'ロボットでないことの確認',
    },
  },
};
