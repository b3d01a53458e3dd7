import { fireEvent } from '@testing-library/react';

/** jsdom never loads images: fire `load` on every <img> under `root`, as a browser would. */
export function loadImages(root: ParentNode = document.body): void {
  root.querySelectorAll('img').forEach((img) => fireEvent.load(img));
}

/** Fires `error` on the first <img> under `root`. */
export function failImage(root: ParentNode = document.body): void {
  const img = root.querySelector('img');
  if (img) fireEvent.error(img);
}

/** Makes `element` report a box, as a laid-out page would (jsdom reports zeros). */
export function stubRect(element: Element, rect: { left: number; top: number; width: number; height: number }): void {
  element.getBoundingClientRect = () =>
    ({
      ...rect,
      x: rect.left,
      y: rect.top,
      right: rect.left + rect.width,
      bottom: rect.top + rect.height,
      toJSON: () => rect,
    }) as DOMRect;
}

export const slideData = {
  image: '/captcha/slide-bg.png',
  thumb: '/captcha/slide-piece.png',
  thumbX: 0,
  thumbY: 80,
  thumbWidth: 60,
  thumbHeight: 60,
};

export const clickData = { image: '/captcha/click-bg.png', thumb: '/captcha/click-thumb.png' };

export const rotateData = {
  image: '/captcha/rotate-bg.png',
  thumb: '/captcha/rotate-thumb.png',
  secondThumb: '/captcha/rotate-thumb-2.png',
  angle: 0,
  thumbSize: 120,
};
