import type { CaptchaLanguage } from '../types.js';

/** German (its strings here need no plural forms: "1 Grad", "5 Grad"). */
export const captcha: CaptchaLanguage = {
  lang: 'de',
  dir: 'ltr',
  pluralCategories: ['one', 'other'],
  strings: {
    anotherWay: {
      tryAnotherWay: 'Anders bestätigen',
      anotherWayRunning: 'Bestätigung ohne Rätsel läuft. Das dauert einige Sekunden.',
      anotherWayHalfway: 'Halb geschafft.',
      anotherWayDone: 'Ohne Rätsel bestätigt.',
      anotherWayFailed: 'Die Bestätigung ohne Rätsel ist fehlgeschlagen. Versuch es noch einmal.',
      anotherWayCancelled: 'Bestätigung angehalten.',
      anotherWayProgress: 'Fortschritt der Bestätigung',
      cancel: 'Abbrechen',
    },
    frame: {
      confirm: 'Bestätigen',
      close: 'Schließen',
      refresh: 'Neu laden',
      loading: 'Wird geladen…',
      imageError: 'Das Bild konnte nicht geladen werden. Lade neu, um es noch einmal zu versuchen.',
      success: 'Bestätigt',
      failure: 'Die Bestätigung ist fehlgeschlagen. Bitte versuch es noch einmal.',
      imageAlt: 'Bild zur Bestätigung',
    },
    click: {
      clickTitle: 'Klicke im Bild unten der Reihe nach',
      clickInstructions:
        'Pfeiltasten bewegen den Cursor (mit Umschalt in größeren Schritten), Leertaste oder Eingabetaste setzt einen Punkt, Rücktaste oder Rückgängig entfernt den letzten, ein Tippen auf einen Punkt entfernt ihn und die späteren; dann Bestätigen drücken.',
      clickThumbAlt: 'Was der Reihe nach anzuklicken ist',
      clickArea: 'Klickbereich',
      dotPlaced: (index, x, y) => `Punkt ${index} bei ${x}, ${y}`,
      dotRemoved: (index) => `Punkt ${index} entfernt`,
      dotsRemovedFrom: (index) => `Punkt ${index} und die späteren entfernt`,
      undo: 'Rückgängig',
    },
    slide: {
      slideTitle: 'Zieh den Schieberegler, um das Puzzle zu vervollständigen',
      slideInstructions:
        'Pfeiltasten, Bild auf, Bild ab, Pos1 und Ende bewegen den Regler; die Eingabetaste bestätigt. Du kannst auch auf die Leiste tippen und dann Bestätigen drücken.',
      slidePieceAlt: 'Puzzleteil',
      slideHandle: 'Schieberegler',
      percent: (n) => `${n} Prozent`,
    },
    region: {
      regionTitle: 'Zieh das Teil, um das Puzzle zu vervollständigen',
      regionInstructions:
        'Pfeiltasten bewegen das Teil (mit Umschalt in größeren Schritten); die Eingabetaste bestätigt. Du kannst auch auf das Teil tippen und dann auf die Stelle, an die es gehört.',
      regionTileAlt: 'Puzzleteil',
      tileAt: (x, y) => `Puzzleteil bei ${x}, ${y}`,
      tilePicked: 'Teil ausgewählt: Tippe auf die Stelle im Bild, an die es gehört',
      positionIgnored: 'Position außerhalb des Bildes, nicht gesendet',
    },
    rotate: {
      rotateTitle: 'Zieh den Schieberegler, um das Bild aufzurichten',
      rotateInstructions:
        'Richte jedes Bild auf: Pfeiltasten drehen es um 1 Grad, Umschalt oder Bild auf und Bild ab um 10; die Eingabetaste bestätigt. Du kannst auch auf die Leiste tippen und dann die Schaltfläche drücken.',
      rotateThumbAlt: 'Zu drehendes Bild',
      rotateHandle: 'Drehung',
      rotatePicture: (picture, count) => `Bild ${picture} von ${count}`,
      next: 'Weiter',
      degrees: (n) => `${n} Grad`,
    },
    verify: {
      verifyButtonText: 'Zum Bestätigen klicken',
      verifyWarn: 'Warnung: ',
      verifyError: 'Fehler: ',
      verifySuccess: 'Bestätigt: ',
      verifyPanel: 'Bestätigung, dass du ein Mensch bist',
    },
  },
};
