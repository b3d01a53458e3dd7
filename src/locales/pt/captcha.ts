import { plurals } from '../plural.js';
import type { CaptchaLanguage } from '../types.js';

const p = /* @__PURE__ */ plurals('pt', ['one', 'many', 'other']);

/** Portuguese. */
export const captcha: CaptchaLanguage = {
  lang: 'pt',
  dir: 'ltr',
  pluralCategories: p.categories,
  strings: {
    anotherWay: {
      tryAnotherWay: 'Verificar de outra forma',
      anotherWayRunning: 'Verificando sem quebra-cabeça. Isso leva alguns segundos.',
      anotherWayHalfway: 'Metade concluída.',
      anotherWayDone: 'Verificado sem quebra-cabeça.',
      anotherWayFailed: 'A verificação sem quebra-cabeça falhou. Tente de novo.',
      anotherWayCancelled: 'Verificação interrompida.',
      anotherWayProgress: 'Progresso da verificação',
      cancel: 'Cancelar',
    },
    frame: {
      confirm: 'Confirmar',
      close: 'Fechar',
      refresh: 'Atualizar',
      loading: 'Carregando…',
      imageError: 'Não foi possível carregar a imagem. Atualize para tentar de novo.',
      success: 'Verificado',
      failure: 'A verificação falhou. Tente de novo.',
      imageAlt: 'Imagem de verificação',
    },
    click: {
      clickTitle: 'Clique na imagem abaixo nesta ordem',
      clickInstructions:
        'As setas movem o cursor (com Shift, passos maiores), Espaço ou Enter coloca um ponto, Backspace ou Desfazer remove o último, tocar em um ponto remove esse e os seguintes; depois pressione Confirmar.',
      clickThumbAlt: 'O que clicar, em ordem',
      clickArea: 'Área de clique',
      dotPlaced: (index, x, y) => `Ponto ${index} em ${x}, ${y}`,
      dotRemoved: (index) => `Ponto ${index} removido`,
      dotsRemovedFrom: (index) => `Ponto ${index} e os seguintes removidos`,
      undo: 'Desfazer',
    },
    slide: {
      slideTitle: 'Arraste o controle deslizante para completar o quebra-cabeça',
      slideInstructions:
        'As setas, Page Up, Page Down, Home e End movem o controle; Enter confirma. Você também pode tocar na trilha e pressionar Confirmar.',
      slidePieceAlt: 'Peça do quebra-cabeça',
      slideHandle: 'Controle deslizante',
      percent: (n) => `${n} por cento`,
    },
    region: {
      regionTitle: 'Arraste a peça para completar o quebra-cabeça',
      regionInstructions:
        'As setas movem a peça (com Shift, passos maiores); Enter confirma. Você também pode tocar na peça e depois no lugar dela.',
      regionTileAlt: 'Peça do quebra-cabeça',
      tileAt: (x, y) => `Peça em ${x}, ${y}`,
      tilePicked: 'Peça selecionada: toque no lugar dela na imagem',
      positionIgnored: 'Posição fora da imagem, não enviada',
    },
    rotate: {
      rotateTitle: 'Arraste o controle deslizante para endireitar a imagem',
      rotateInstructions:
        'Endireite cada imagem: as setas giram 1 grau, Shift ou Page Up e Page Down giram 10; Enter confirma. Você também pode tocar na trilha e pressionar o botão.',
      rotateThumbAlt: 'Imagem a girar',
      rotateHandle: 'Rotação',
      rotatePicture: (picture, count) => `Imagem ${picture} de ${count}`,
      next: 'Próxima',
      degrees: (n) => p(n, { one: '# grau', many: '# de graus', other: '# graus' }),
    },
    verify: {
      verifyButtonText: 'Clique para verificar',
      verifyWarn: 'Atenção: ',
      verifyError: 'Erro: ',
      verifySuccess: 'Verificado: ',
      verifyPanel: 'Verificação humana',
    },
  },
};
