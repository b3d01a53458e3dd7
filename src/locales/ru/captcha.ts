import { plurals } from '../plural.js';
import type { CaptchaLanguage } from '../types.js';

const p = /* @__PURE__ */ plurals('ru', ['one', 'few', 'many', 'other']);

/** Russian. */
export const captcha: CaptchaLanguage = {
  lang: 'ru',
  dir: 'ltr',
  pluralCategories: p.categories,
  strings: {
    anotherWay: {
      tryAnotherWay: 'Пройти проверку иначе',
      anotherWayRunning: 'Идёт проверка без головоломки. Это займёт несколько секунд.',
      anotherWayHalfway: 'Половина готова.',
      anotherWayDone: 'Проверка без головоломки пройдена.',
      anotherWayFailed: 'Проверка без головоломки не удалась. Попробуйте ещё раз.',
      anotherWayCancelled: 'Проверка остановлена.',
      anotherWayProgress: 'Ход проверки',
      cancel: 'Отмена',
    },
    frame: {
      confirm: 'Подтвердить',
      close: 'Закрыть',
      refresh: 'Обновить',
      loading: 'Загрузка…',
      imageError: 'Не удалось загрузить изображение. Обновите, чтобы попробовать снова.',
      success: 'Проверка пройдена',
      failure: 'Проверка не пройдена. Попробуйте ещё раз.',
      imageAlt: 'Изображение для проверки',
    },
    click: {
      clickTitle: 'Нажмите на изображение по порядку',
      clickInstructions:
        'Стрелки двигают курсор (с Shift — крупнее), Пробел или Enter ставит точку, Backspace или «Отменить» убирает последнюю, нажатие на точку убирает её и все следующие; затем нажмите «Подтвердить».',
      clickThumbAlt: 'Что нажимать, по порядку',
      clickArea: 'Область нажатия',
      dotPlaced: (index, x, y) => `Точка ${index} в ${x}, ${y}`,
      dotRemoved: (index) => `Точка ${index} убрана`,
      dotsRemovedFrom: (index) => `Точка ${index} и следующие убраны`,
      undo: 'Отменить',
    },
    slide: {
      slideTitle: 'Перетащите ползунок, чтобы собрать пазл',
      slideInstructions:
        'Стрелки, Page Up, Page Down, Home и End двигают ползунок; Enter подтверждает. Можно также нажать на шкалу, а затем на «Подтвердить».',
      slidePieceAlt: 'Фрагмент пазла',
      slideHandle: 'Ползунок',
      percent: (n) => p(n, { one: '# процент', few: '# процента', many: '# процентов', other: '# процента' }),
    },
    region: {
      regionTitle: 'Перетащите фрагмент, чтобы собрать пазл',
      regionInstructions:
        'Стрелки двигают фрагмент (с Shift — крупнее); Enter подтверждает. Можно также нажать на фрагмент, а затем на место, куда он встаёт.',
      regionTileAlt: 'Фрагмент пазла',
      tileAt: (x, y) => `Фрагмент в ${x}, ${y}`,
      tilePicked: 'Фрагмент выбран: нажмите на место в изображении, куда он встаёт',
      positionIgnored: 'Позиция вне изображения, не отправлено',
    },
    rotate: {
      rotateTitle: 'Перетащите ползунок, чтобы повернуть картинку ровно',
      rotateInstructions:
        'Поверните каждую картинку ровно: стрелки поворачивают на 1 градус, Shift или Page Up и Page Down на 10; Enter подтверждает. Можно также нажать на шкалу, а затем на кнопку.',
      rotateThumbAlt: 'Картинка для поворота',
      rotateHandle: 'Поворот',
      rotatePicture: (picture, count) => `Картинка ${picture} из ${count}`,
      next: 'Далее',
      degrees: (n) => p(n, { one: '# градус', few: '# градуса', many: '# градусов', other: '# градуса' }),
    },
    verify: {
      verifyButtonText: 'Нажмите, чтобы пройти проверку',
      verifyWarn: 'Внимание: ',
      verifyError: 'Ошибка: ',
      verifySuccess: 'Пройдено: ',
      verifyPanel: 'Проверка, что вы человек',
    },
  },
};
