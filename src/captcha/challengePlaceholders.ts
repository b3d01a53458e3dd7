import type { CaptchaKind, ChallengeDataByKind } from './challengeData.js';

/** Data without pictures for each kind: empty images show a widget's loading state. */
const loading: ChallengeDataByKind = {
  click: { image: '', thumb: '' },
  slide: { image: '', thumb: '', thumbX: 0, thumbY: 0, thumbWidth: 60, thumbHeight: 60 },
  region: { image: '', thumb: '', thumbX: 0, thumbY: 0, thumbWidth: 60, thumbHeight: 60 },
  rotate: { image: '', thumb: '', angle: 0, thumbSize: 110 },
};

/** A widget's `data` while its challenge loads: empty images, the loading state. */
export function loadingData<K extends CaptchaKind>(kind: K): ChallengeDataByKind[K] {
  return loading[kind];
}

/** A widget's `data` when no challenge could be had: images that cannot load, its error state with Refresh. */
export function unavailableData<K extends CaptchaKind>(kind: K): ChallengeDataByKind[K] {
  return { ...loading[kind], image: 'data:,', thumb: 'data:,' };
}
