import type { CaptchaLanguage } from '../types.js';

/** Hindi (its strings here need no plural forms: "1 डिग्री", "5 डिग्री"). */
export const captcha: CaptchaLanguage = {
  lang: 'hi',
  dir: 'ltr',
  pluralCategories: ['one', 'other'],
  strings: {
    anotherWay: {
      tryAnotherWay: 'दूसरे तरीके से सत्यापित करें',
      anotherWayRunning: 'पहेली के बिना सत्यापन हो रहा है। इसमें कुछ सेकंड लगते हैं।',
      anotherWayHalfway: 'आधा हो गया।',
      anotherWayDone: 'पहेली के बिना सत्यापित।',
      anotherWayFailed: 'पहेली के बिना सत्यापन विफल रहा। फिर से कोशिश करें।',
      anotherWayCancelled: 'सत्यापन रोका गया।',
      anotherWayProgress: 'सत्यापन की प्रगति',
      cancel: 'रद्द करें',
    },
    frame: {
      confirm: 'पुष्टि करें',
      close: 'बंद करें',
      refresh: 'रीफ़्रेश करें',
      loading: 'लोड हो रहा है…',
      imageError: 'चित्र लोड नहीं हो सका। फिर से कोशिश करने के लिए रीफ़्रेश करें।',
      success: 'सत्यापित',
      failure: 'सत्यापन विफल रहा। कृपया फिर से कोशिश करें।',
      imageAlt: 'सत्यापन चित्र',
    },
    click: {
      clickTitle: 'नीचे दिए चित्र पर क्रम से क्लिक करें',
      clickInstructions:
        'तीर कुंजियाँ कर्सर को हिलाती हैं (Shift के साथ बड़े कदम), Space या Enter बिंदु लगाता है, Backspace या पूर्ववत् आख़िरी बिंदु हटाता है, किसी बिंदु को छूने से वह और उसके बाद के बिंदु हटते हैं; फिर पुष्टि करें दबाएँ।',
      clickThumbAlt: 'किस क्रम में क्लिक करना है',
      clickArea: 'क्लिक क्षेत्र',
      dotPlaced: (index, x, y) => `बिंदु ${index}, स्थान ${x}, ${y}`,
      dotRemoved: (index) => `बिंदु ${index} हटाया गया`,
      dotsRemovedFrom: (index) => `बिंदु ${index} और उसके बाद के बिंदु हटाए गए`,
      undo: 'पूर्ववत् करें',
    },
    slide: {
      slideTitle: 'पहेली पूरी करने के लिए स्लाइडर खींचें',
      slideInstructions:
        'तीर कुंजियाँ, Page Up, Page Down, Home और End स्लाइडर हिलाती हैं; Enter पुष्टि करता है। आप ट्रैक को छूकर फिर पुष्टि करें भी दबा सकते हैं।',
      slidePieceAlt: 'पहेली का टुकड़ा',
      slideHandle: 'स्लाइडर',
      percent: (n) => `${n} प्रतिशत`,
    },
    region: {
      regionTitle: 'पहेली पूरी करने के लिए टुकड़ा खींचें',
      regionInstructions:
        'तीर कुंजियाँ टुकड़े को हिलाती हैं (Shift के साथ बड़े कदम); Enter पुष्टि करता है। आप टुकड़े को छूकर फिर उसकी जगह को भी छू सकते हैं।',
      regionTileAlt: 'पहेली का टुकड़ा',
      tileAt: (x, y) => `टुकड़ा ${x}, ${y} पर`,
      tilePicked: 'टुकड़ा चुना गया: चित्र में उसकी जगह छुएँ',
      positionIgnored: 'स्थान चित्र के बाहर है, नहीं भेजा गया',
    },
    rotate: {
      rotateTitle: 'चित्र को सीधा करने के लिए स्लाइडर खींचें',
      rotateInstructions:
        'हर चित्र को सीधा करें: तीर कुंजियाँ उसे 1 डिग्री घुमाती हैं, Shift या Page Up और Page Down 10 डिग्री; Enter पुष्टि करता है। आप ट्रैक को छूकर फिर बटन भी दबा सकते हैं।',
      rotateThumbAlt: 'घुमाने वाला चित्र',
      rotateHandle: 'घुमाव',
      rotatePicture: (picture, count) => `चित्र ${picture} / ${count}`,
      next: 'अगला',
      degrees: (n) => `${n} डिग्री`,
    },
    verify: {
      verifyButtonText: 'सत्यापित करने के लिए क्लिक करें',
      verifyWarn: 'चेतावनी: ',
      verifyError: 'त्रुटि: ',
      verifySuccess: 'सत्यापित: ',
      verifyPanel: 'मानव सत्यापन',
    },
  },
};
