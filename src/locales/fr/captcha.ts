import { plurals } from '../plural.js';
import type { CaptchaLanguage } from '../types.js';

const p = /* @__PURE__ */ plurals('fr', ['one', 'many', 'other']);

/** French. */
export const captcha: CaptchaLanguage = {
  lang: 'fr',
  dir: 'ltr',
  pluralCategories: p.categories,
  strings: {
    anotherWay: {
      tryAnotherWay: 'Vérifier autrement',
      anotherWayRunning: 'Vérification sans puzzle en cours. Cela prend quelques secondes.',
      anotherWayHalfway: 'À mi-chemin.',
      anotherWayDone: 'Vérifié sans puzzle.',
      anotherWayFailed: 'La vérification sans puzzle a échoué. Réessayez.',
      anotherWayCancelled: 'Vérification arrêtée.',
      anotherWayProgress: 'Progression de la vérification',
      cancel: 'Annuler',
    },
    frame: {
      confirm: 'Valider',
      close: 'Fermer',
      refresh: 'Actualiser',
      loading: 'Chargement…',
      imageError: 'L’image n’a pas pu être chargée. Actualisez pour réessayer.',
      success: 'Vérifié',
      failure: 'La vérification a échoué. Veuillez réessayer.',
      imageAlt: 'Image de vérification',
    },
    click: {
      clickTitle: 'Cliquez sur l’image ci-dessous dans l’ordre',
      clickInstructions:
        'Les flèches déplacent le curseur (Maj pour de plus grands pas), Espace ou Entrée place un point, Retour arrière ou Annuler retire le dernier, toucher un point le retire avec les suivants ; puis appuyez sur Valider.',
      clickThumbAlt: 'Ce qu’il faut cliquer, dans l’ordre',
      clickArea: 'Zone de clic',
      dotPlaced: (index, x, y) => `Point ${index} en ${x}, ${y}`,
      dotRemoved: (index) => `Point ${index} retiré`,
      dotsRemovedFrom: (index) => `Point ${index} et les suivants retirés`,
      undo: 'Annuler le dernier point',
    },
    slide: {
      slideTitle: 'Faites glisser le curseur pour compléter le puzzle',
      slideInstructions:
        'Les flèches, Pg préc., Pg suiv., Début et Fin déplacent le curseur ; Entrée valide. Vous pouvez aussi toucher la glissière, puis appuyer sur Valider.',
      slidePieceAlt: 'Pièce du puzzle',
      slideHandle: 'Curseur',
      percent: (n) => `${n} pour cent`,
    },
    region: {
      regionTitle: 'Faites glisser la pièce pour compléter le puzzle',
      regionInstructions:
        'Les flèches déplacent la pièce (Maj pour de plus grands pas) ; Entrée valide. Vous pouvez aussi toucher la pièce, puis l’endroit où elle va.',
      regionTileAlt: 'Pièce du puzzle',
      tileAt: (x, y) => `Pièce en ${x}, ${y}`,
      tilePicked: 'Pièce sélectionnée : touchez l’endroit où elle va dans l’image',
      positionIgnored: 'Position hors de l’image, non envoyée',
    },
    rotate: {
      rotateTitle: 'Faites glisser le curseur pour redresser l’image',
      rotateInstructions:
        'Redressez chaque image : les flèches la tournent de 1 degré, Maj ou Pg préc. et Pg suiv. de 10 ; Entrée la valide. Vous pouvez aussi toucher la glissière, puis appuyer sur le bouton.',
      rotateThumbAlt: 'Image à tourner',
      rotateHandle: 'Rotation de l’image',
      rotatePicture: (picture, count) => `Image ${picture} sur ${count}`,
      next: 'Suivante',
      degrees: (n) => p(n, { one: '# degré', many: '# de degrés', other: '# degrés' }),
    },
    verify: {
      verifyButtonText: 'Cliquez pour vérifier',
      verifyWarn: 'Attention : ',
      verifyError: 'Erreur : ',
      verifySuccess: 'Vérifié : ',
      verifyPanel: 'Vérification humaine',
    },
  },
};
