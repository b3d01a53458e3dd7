import { plurals } from '../plural.js';
import type { CaptchaLanguage } from '../types.js';

const p = /* @__PURE__ */ plurals('ar', ['zero', 'one', 'two', 'few', 'many', 'other']);

/** Arabic (Modern Standard), right to left. */
export const captcha: CaptchaLanguage = {
  lang: 'ar',
  dir: 'rtl',
  pluralCategories: p.categories,
  strings: {
    anotherWay: {
      tryAnotherWay: 'التحقق بطريقة أخرى',
      anotherWayRunning: 'جارٍ التحقق دون أحجية. يستغرق ذلك بضع ثوانٍ.',
      anotherWayHalfway: 'اكتمل النصف.',
      anotherWayDone: 'تم التحقق دون أحجية.',
      anotherWayFailed: 'فشل التحقق دون أحجية. حاول مرة أخرى.',
      anotherWayCancelled: 'توقف التحقق.',
      anotherWayProgress: 'تقدم التحقق',
      cancel: 'إلغاء',
    },
    frame: {
      confirm: 'تأكيد',
      close: 'إغلاق',
      refresh: 'تحديث',
      loading: 'جارٍ التحميل…',
      imageError: 'تعذّر تحميل الصورة. حدّث الصفحة للمحاولة مرة أخرى.',
      success: 'تم التحقق',
      failure: 'فشل التحقق. يرجى المحاولة مرة أخرى.',
      imageAlt: 'صورة التحقق',
    },
    click: {
      clickTitle: 'انقر على الصورة أدناه بالترتيب',
      clickInstructions:
        'تحرّك مفاتيح الأسهم المؤشر (مع Shift بخطوات أكبر)، ويضع مفتاح المسافة أو Enter نقطة، ويزيل Backspace أو «تراجع» آخر نقطة، والنقر على نقطة يزيلها مع ما بعدها؛ ثم اضغط «تأكيد».',
      clickThumbAlt: 'ما يجب النقر عليه بالترتيب',
      clickArea: 'منطقة النقر',
      dotPlaced: (index, x, y) => `النقطة ${index} عند ${x}، ${y}`,
      dotRemoved: (index) => `أُزيلت النقطة ${index}`,
      dotsRemovedFrom: (index) => `أُزيلت النقطة ${index} وما بعدها`,
      undo: 'تراجع',
    },
    slide: {
      slideTitle: 'اسحب شريط التمرير لإكمال الأحجية',
      slideInstructions:
        'تحرّك مفاتيح الأسهم وPage Up وPage Down وHome وEnd شريط التمرير، ويؤكد Enter. يمكنك أيضًا النقر على المسار ثم الضغط على «تأكيد».',
      slidePieceAlt: 'قطعة الأحجية',
      slideHandle: 'شريط التمرير',
      percent: (n) => `${n} بالمئة`,
    },
    region: {
      regionTitle: 'اسحب القطعة لإكمال الأحجية',
      regionInstructions:
        'تحرّك مفاتيح الأسهم القطعة (مع Shift بخطوات أكبر)، ويؤكد Enter. يمكنك أيضًا النقر على القطعة ثم على مكانها.',
      regionTileAlt: 'قطعة الأحجية',
      tileAt: (x, y) => `قطعة الأحجية عند ${x}، ${y}`,
      tilePicked: 'اختيرت القطعة: انقر على مكانها في الصورة',
      positionIgnored: 'الموضع خارج الصورة، لم يُرسل',
    },
    rotate: {
      rotateTitle: 'اسحب شريط التمرير لتعديل الصورة',
      rotateInstructions:
        'عدّل كل صورة لتصبح مستقيمة: تديرها مفاتيح الأسهم درجة واحدة، وShift أو Page Up وPage Down عشر درجات، ويؤكد Enter. يمكنك أيضًا النقر على المسار ثم الضغط على الزر.',
      rotateThumbAlt: 'الصورة المطلوب تدويرها',
      rotateHandle: 'التدوير',
      rotatePicture: (picture, count) => `الصورة ${picture} من ${count}`,
      next: 'التالي',
      degrees: (n) =>
        p(n, {
          zero: '# درجة',
          one: 'درجة واحدة',
          two: 'درجتان',
          few: '# درجات',
          many: '# درجة',
          other: '# درجة',
        }),
    },
    verify: {
      verifyButtonText: 'انقر للتحقق',
      verifyWarn: 'تنبيه: ',
      verifyError: 'خطأ: ',
      verifySuccess: 'تم التحقق: ',
      verifyPanel: 'التحقق من أنك إنسان',
    },
  },
};
