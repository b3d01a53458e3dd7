import type { CaptchaLanguage } from '../types.js';

/** Korean. Korean has one plural form: counts need no rules. */
export const captcha: CaptchaLanguage = {
  lang: 'ko',
  dir: 'ltr',
  pluralCategories: ['other'],
  strings: {
    anotherWay: {
      tryAnotherWay: '다른 방법으로 인증',
      anotherWayRunning: '퍼즐 없이 인증하는 중입니다. 몇 초 걸립니다.',
      anotherWayHalfway: '절반 완료되었습니다.',
      anotherWayDone: '퍼즐 없이 인증되었습니다.',
      anotherWayFailed: '퍼즐 없는 인증에 실패했습니다. 다시 시도하세요.',
      anotherWayCancelled: '인증을 중단했습니다.',
      anotherWayProgress: '인증 진행률',
      cancel: '취소',
    },
    frame: {
      confirm: '확인',
      close: '닫기',
      refresh: '새로 고침',
      loading: '불러오는 중…',
      imageError: '이미지를 불러오지 못했습니다. 새로 고침하여 다시 시도하세요.',
      success: '인증되었습니다',
      failure: '인증에 실패했습니다. 다시 시도하세요.',
      imageAlt: '인증 이미지',
    },
    click: {
      clickTitle: '아래 이미지를 순서대로 클릭하세요',
      clickInstructions:
        '화살표 키로 커서를 움직이고(Shift를 누르면 크게 이동), Space 또는 Enter로 점을 찍고, Backspace 또는 실행 취소로 마지막 점을 지웁니다. 찍은 점을 누르면 그 점과 이후 점이 지워집니다. 그런 다음 확인을 누르세요.',
      clickThumbAlt: '순서대로 클릭할 항목',
      clickArea: '클릭 영역',
      dotPlaced: (index, x, y) => `${index}번째 점, 위치 ${x}, ${y}`,
      dotRemoved: (index) => `${index}번째 점을 지웠습니다`,
      dotsRemovedFrom: (index) => `${index}번째 점과 이후 점을 지웠습니다`,
      undo: '실행 취소',
    },
    slide: {
      slideTitle: '슬라이더를 끌어 퍼즐을 완성하세요',
      slideInstructions:
        '화살표 키, Page Up, Page Down, Home, End로 슬라이더를 움직이고 Enter로 확인합니다. 트랙을 누른 다음 확인을 눌러도 됩니다.',
      slidePieceAlt: '퍼즐 조각',
      slideHandle: '슬라이더',
      percent: (n) => `${n}퍼센트`,
    },
    region: {
      regionTitle: '조각을 끌어 퍼즐을 완성하세요',
      regionInstructions:
        '화살표 키로 조각을 움직이고(Shift를 누르면 크게 이동) Enter로 확인합니다. 조각을 누른 다음 놓을 자리를 눌러도 됩니다.',
      regionTileAlt: '퍼즐 조각',
      tileAt: (x, y) => `퍼즐 조각 위치 ${x}, ${y}`,
      tilePicked: '조각을 선택했습니다. 이미지에서 놓을 자리를 누르세요',
      positionIgnored: '이미지 밖의 위치라 보내지 않았습니다',
    },
    rotate: {
      rotateTitle: '슬라이더를 끌어 그림을 바로 세우세요',
      rotateInstructions:
        '각 그림을 바로 세우세요. 화살표 키는 1도씩, Shift 또는 Page Up, Page Down은 10도씩 돌리고 Enter로 확인합니다. 트랙을 누른 다음 버튼을 눌러도 됩니다.',
      rotateThumbAlt: '돌릴 그림',
      rotateHandle: '회전 각도',
      rotatePicture: (picture, count) => `그림 ${count}개 중 ${picture}번째`,
      next: '다음',
      degrees: (n) => `${n}도`,
    },
    verify: {
      verifyButtonText: '클릭하여 인증',
      verifyWarn: '주의: ',
      verifyError: '오류: ',
      verifySuccess: '인증됨: ',
      verifyPanel: '사람 확인',
    },
  },
};
