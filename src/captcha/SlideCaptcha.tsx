'use client';
import { forwardRef, useState } from 'react';
import { CaptchaFrame } from './CaptchaFrame.js';
import { ChallengeImage } from './ChallengeImage.js';
import { resolveConfig, sanitizeSlideData } from './config.js';
import { percentOf } from './geometry.js';
import { ArrowsIcon } from './icons.js';
import { Picture } from './Picture.js';
import { SliderControl } from './SliderControl.js';
import type { CaptchaBaseProps, CaptchaConfig, CaptchaHandle, CaptchaPoint, SlideData } from './types.js';
import { slideStrings } from './strings.js';
import { useCaptchaCore } from './useCaptchaCore.js';

export interface SlideCaptchaProps extends CaptchaBaseProps<CaptchaPoint> {
  /** The challenge: image, piece (thumb) and the piece's start and size, in image px. */
  data: SlideData;
  /** Sizes, title, button text, theme (go-captcha-react's config). */
  config?: CaptchaConfig;
  /** Called as the piece moves, with its position in image px. */
  onMove?: (x: number, y: number) => void;
}

/**
 * Slide to fit: a slider moves the piece horizontally into its gap. Release of a drag, Enter, or the
 * confirm button sends `{ x, y }` in image px. Keyboard: arrows, Page Up/Down, Home/End; a tap on the
 * track moves the handle there without dragging. Right to left, the track is not mirrored: its value is the
 * piece's position on the picture, which is not mirrored either, so Right moves the handle and the piece right.
 */
export const SlideCaptcha = forwardRef<CaptchaHandle, SlideCaptchaProps>(function SlideCaptcha(props, ref) {
  const config = resolveConfig(props.config);
  const data = sanitizeSlideData(props.data, config.width, config.height);
  const min = data.thumbX;
  const max = Math.max(min, config.width - data.thumbWidth);

  const dataKey = `${data.image}|${data.thumb}|${min}|${data.thumbY}`;
  const [position, setPosition] = useState({ key: dataKey, x: min });
  const x = position.key === dataKey ? position.x : min;
  const [dragging, setDragging] = useState(false);

  const clear = () => setPosition({ key: dataKey, x: min });
  const core = useCaptchaCore({
    kind: 'slide',
    strings: slideStrings,
    props,
    config,
    data,
    clearPositions: clear,
    ref,
  });
  const { strings, ready, solved } = core;

  const move = (next: number) => {
    setPosition({ key: dataKey, x: next });
    props.onMove?.(Math.round(next), data.thumbY);
  };
  const commit = (value: number) => {
    if (!ready || solved) return;
    core.confirm({ x: Math.round(value), y: data.thumbY });
  };

  return (
    <CaptchaFrame
      {...core.frameProps}
      dragging={dragging}
      onConfirmClick={() => commit(x)}
      footer={
        <SliderControl
          value={x}
          min={min}
          max={max}
          width={config.width}
          label={strings.slideHandle}
          valueText={strings.percent(percentOf(x, min, max))}
          describedBy={core.instructionsId}
          disabled={!ready || solved}
          icon={<ArrowsIcon />}
          onChange={move}
          onCommit={commit}
          onDraggingChange={setDragging}
        />
      }
    >
      <ChallengeImage {...core.imageProps} width={config.width} height={config.height} />
      {data.thumb && (
        <Picture
          {...core.thumbImgProps}
          src={data.thumb}
          alt={strings.slidePieceAlt}
          draggable={false}
          data-piece=""
          data-hidden={ready ? undefined : ''}
          style={{ left: x, top: data.thumbY, width: data.thumbWidth, height: data.thumbHeight, zIndex: 1 }}
        />
      )}
    </CaptchaFrame>
  );
});
SlideCaptcha.displayName = 'SlideCaptcha';
