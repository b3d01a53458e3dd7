import { plurals } from '../plural.js';
import type { CaptchaLanguage } from '../types.js';

const p = /* @__PURE__ */ plurals('he', ['one', 'two', 'other']);

/** Hebrew, right to left. */
export const captcha: CaptchaLanguage = {
  lang: 'he',
  dir: 'rtl',
  pluralCategories: p.categories,
  strings: {
    anotherWay: {
      tryAnotherWay: 'אימות בדרך אחרת',
      anotherWayRunning: 'מתבצע אימות ללא פאזל. זה לוקח כמה שניות.',
      anotherWayHalfway: 'עברנו חצי דרך.',
      anotherWayDone: 'האימות ללא פאזל הצליח.',
      anotherWayFailed: 'האימות ללא פאזל נכשל. כדאי לנסות שוב.',
      anotherWayCancelled: 'האימות הופסק.',
      anotherWayProgress: 'התקדמות האימות',
      cancel: 'ביטול',
    },
    frame: {
      confirm: 'אישור',
      close: 'סגירה',
      refresh: 'רענון',
      loading: 'בטעינה…',
      imageError: 'לא ניתן לטעון את התמונה. יש לרענן כדי לנסות שוב.',
      success: 'האימות הצליח',
      failure: 'האימות נכשל. נא לנסות שוב.',
      imageAlt: 'תמונת אימות',
    },
    click: {
      clickTitle: 'יש ללחוץ על התמונה שלמטה לפי הסדר',
      clickInstructions:
        'מקשי החצים מזיזים את הסמן (עם Shift בצעדים גדולים), רווח או Enter מציבים נקודה, Backspace או „ביטול פעולה” מסירים את האחרונה, נגיעה בנקודה מסירה אותה ואת אלה שאחריה; לסיום לוחצים על „אישור”.',
      clickThumbAlt: 'על מה ללחוץ, לפי הסדר',
      clickArea: 'אזור הלחיצה',
      dotPlaced: (index, x, y) => `נקודה ${index} במיקום ${x}, ${y}`,
      dotRemoved: (index) => `נקודה ${index} הוסרה`,
      dotsRemovedFrom: (index) => `נקודה ${index} והנקודות שאחריה הוסרו`,
      undo: 'ביטול פעולה',
    },
    slide: {
      slideTitle: 'יש לגרור את המחוון כדי להשלים את הפאזל',
      slideInstructions:
        'מקשי החצים, Page Up,‏ Page Down,‏ Home ו־End מזיזים את המחוון; Enter מאשר. אפשר גם לגעת במסילה ואז ללחוץ על „אישור”.',
      slidePieceAlt: 'חלק הפאזל',
      slideHandle: 'מחוון',
      percent: (n) => `${n} אחוזים`,
    },
    region: {
      regionTitle: 'יש לגרור את החלק כדי להשלים את הפאזל',
      regionInstructions:
        'מקשי החצים מזיזים את החלק (עם Shift בצעדים גדולים); Enter מאשר. אפשר גם לגעת בחלק ואז במקום שאליו הוא שייך.',
      regionTileAlt: 'חלק הפאזל',
      tileAt: (x, y) => `חלק הפאזל במיקום ${x}, ${y}`,
      tilePicked: 'החלק נבחר: יש לגעת במקום שלו בתמונה',
      positionIgnored: 'המיקום מחוץ לתמונה, לא נשלח',
    },
    rotate: {
      rotateTitle: 'יש לגרור את המחוון כדי ליישר את התמונה',
      rotateInstructions:
        'יש ליישר כל תמונה: מקשי החצים מסובבים אותה במעלה אחת, Shift או Page Up ו־Page Down בעשר; Enter מאשר. אפשר גם לגעת במסילה ואז ללחוץ על הכפתור.',
      rotateThumbAlt: 'התמונה לסיבוב',
      rotateHandle: 'סיבוב',
      rotatePicture: (picture, count) => `תמונה ${picture} מתוך ${count}`,
      next: 'הבא',
      degrees: (n) => p(n, { one: 'מעלה אחת', two: 'שתי מעלות', other: '# מעלות' }),
    },
    verify: {
      verifyButtonText: 'לחצו לאימות',
      verifyWarn: 'אזהרה: ',
      verifyError: 'שגיאה: ',
      verifySuccess: 'אומת: ',
      verifyPanel: 'אימות אנושי',
    },
  },
};
