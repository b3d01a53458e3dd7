import { plurals } from '../plural.js';
import type { CaptchaLanguage } from '../types.js';

const p = /* @__PURE__ */ plurals('es', ['one', 'many', 'other']);

/** Spanish. */
export const captcha: CaptchaLanguage = {
  lang: 'es',
  dir: 'ltr',
  pluralCategories: p.categories,
  strings: {
    anotherWay: {
      tryAnotherWay: 'Verificar de otra forma',
      anotherWayRunning: 'Verificando sin rompecabezas. Tarda unos segundos.',
      anotherWayHalfway: 'A mitad de camino.',
      anotherWayDone: 'Verificado sin rompecabezas.',
      anotherWayFailed: 'La verificación sin rompecabezas ha fallado. Inténtalo de nuevo.',
      anotherWayCancelled: 'Verificación detenida.',
      anotherWayProgress: 'Progreso de la verificación',
      cancel: 'Cancelar',
    },
    frame: {
      confirm: 'Confirmar',
      close: 'Cerrar',
      refresh: 'Actualizar',
      loading: 'Cargando…',
      imageError: 'No se pudo cargar la imagen. Actualiza para volver a intentarlo.',
      success: 'Verificado',
      failure: 'La verificación ha fallado. Inténtalo de nuevo.',
      imageAlt: 'Imagen de verificación',
    },
    click: {
      clickTitle: 'Haz clic en la imagen en este orden',
      clickInstructions:
        'Las flechas mueven el cursor (con Mayús, pasos más grandes), Espacio o Intro coloca un punto, Retroceso o Deshacer quita el último, tocar un punto lo quita junto con los posteriores; después pulsa Confirmar.',
      clickThumbAlt: 'Qué pulsar, en orden',
      clickArea: 'Zona de clic',
      dotPlaced: (index, x, y) => `Punto ${index} en ${x}, ${y}`,
      dotRemoved: (index) => `Punto ${index} quitado`,
      dotsRemovedFrom: (index) => `Punto ${index} y los posteriores quitados`,
      undo: 'Deshacer',
    },
    slide: {
      slideTitle: 'Arrastra el control deslizante para completar el rompecabezas',
      slideInstructions:
        'Las flechas, Re Pág, Av Pág, Inicio y Fin mueven el control; Intro confirma. También puedes tocar la guía y pulsar Confirmar.',
      slidePieceAlt: 'Pieza del rompecabezas',
      slideHandle: 'Control deslizante',
      percent: (n) => `${n} por ciento`,
    },
    region: {
      regionTitle: 'Arrastra la pieza para completar el rompecabezas',
      regionInstructions:
        'Las flechas mueven la pieza (con Mayús, pasos más grandes); Intro confirma. También puedes tocar la pieza y luego el lugar donde va.',
      regionTileAlt: 'Pieza del rompecabezas',
      tileAt: (x, y) => `Pieza en ${x}, ${y}`,
      tilePicked: 'Pieza seleccionada: toca dónde va en la imagen',
      positionIgnored: 'Posición fuera de la imagen, no enviada',
    },
    rotate: {
      rotateTitle: 'Arrastra el control deslizante para enderezar la imagen',
      rotateInstructions:
        'Endereza cada imagen: las flechas la giran 1 grado, Mayús o Re Pág y Av Pág 10; Intro la confirma. También puedes tocar la guía y pulsar el botón.',
      rotateThumbAlt: 'Imagen que girar',
      rotateHandle: 'Giro',
      rotatePicture: (picture, count) => `Imagen ${picture} de ${count}`,
      next: 'Siguiente',
      degrees: (n) => p(n, { one: '# grado', many: '# de grados', other: '# grados' }),
    },
    verify: {
      verifyButtonText: 'Haz clic para verificar',
      verifyWarn: 'Aviso: ',
      verifyError: 'Error: ',
      verifySuccess: 'Verificado: ',
      verifyPanel: 'Verificación humana',
    },
  },
};
