'use client';
import { forwardRef, useCallback, useId, useState } from 'react';
import { CaptchaFrame, Picture, Spacer, TextButton } from './CaptchaFrame.js';
import { resolveConfig, sanitizeSlideData } from './config.js';
import { percentOf } from './geometry.js';
import { ArrowsIcon } from './icons.js';
import { SliderControl } from './SliderControl.js';
import type { CaptchaBaseProps, CaptchaConfig, CaptchaHandle, CaptchaPoint, SlideData } from './types.js';
import { useCaptchaCore } from './useCaptchaCore.js';
import { useImageStatus } from './useImageStatus.js';

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
 * track moves the handle there without dragging.
 */
export const SlideCaptcha = forwardRef<CaptchaHandle, SlideCaptchaProps>(function SlideCaptcha(props, ref) {
  const config = resolveConfig(props.config);
  const data = sanitizeSlideData(props.data, config.width, config.height);
  const image = useImageStatus(data.image);
  const thumb = useImageStatus(data.thumb);
  const min = data.thumbX;
  const max = Math.max(min, config.width - data.thumbWidth);

  const dataKey = `${data.image}|${data.thumb}|${min}|${data.thumbY}`;
  const [position, setPosition] = useState({ key: dataKey, x: min });
  const x = position.key === dataKey ? position.x : min;
  const [dragging, setDragging] = useState(false);

  const clear = useCallback(() => setPosition({ key: dataKey, x: min }), [dataKey, min]);
  const core = useCaptchaCore(props, clear, ref);
  const { strings, confirm } = core;

  const imageStatus = image.status === 'error' || thumb.status === 'error' ? 'error' : image.status;
  const ready = imageStatus === 'loaded';
  const instructionsId = useId();

  const move = (next: number) => {
    setPosition({ key: dataKey, x: next });
    props.onMove?.(Math.round(next), data.thumbY);
  };
  const commit = (value: number) => {
    if (!ready) return;
    confirm({ x: Math.round(value), y: data.thumbY });
  };

  return (
    <CaptchaFrame
      kind="slide"
      title={config.title ?? strings.slideTitle}
      instructionsId={instructionsId}
      instructions={strings.slideInstructions}
      config={config}
      strings={strings}
      imageStatus={imageStatus}
      status={core.status}
      dragging={dragging}
      announcement={core.announcement}
      onClose={core.close}
      onRefresh={core.refresh}
      onRequestAlternative={props.onRequestAlternative}
      className={props.className}
      style={props.style}
      id={props.id}
      lang={core.lang}
      footer={
        <>
          <SliderControl
            value={x}
            min={min}
            max={max}
            width={config.width}
            label={strings.slideHandle}
            valueText={strings.percent(percentOf(x, min, max))}
            describedBy={instructionsId}
            disabled={!ready}
            icon={<ArrowsIcon />}
            onChange={move}
            onCommit={commit}
            onDraggingChange={setDragging}
          />
          <Spacer />
          <TextButton type="button" disabled={!ready} onClick={() => commit(x)}>
            {config.buttonText ?? strings.confirm}
          </TextButton>
        </>
      }
    >
      {data.image && (
        <Picture
          {...image.imgProps}
          src={data.image}
          alt={strings.imageAlt}
          draggable={false}
          width={config.width}
          height={config.height}
          style={{ width: config.width, height: config.height }}
          data-hidden={ready ? undefined : ''}
        />
      )}
      {data.thumb && (
        <Picture
          {...thumb.imgProps}
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
