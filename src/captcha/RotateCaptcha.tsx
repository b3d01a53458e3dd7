'use client';
import { forwardRef, useCallback, useId, useState } from 'react';
import { styled } from '../theme/index.js';
import { CaptchaFrame, Picture, Spacer, TextButton } from './CaptchaFrame.js';
import { resolveConfig, sanitizeRotateData } from './config.js';
import { normalizeAngle } from './geometry.js';
import { RotateIcon } from './icons.js';
import { SliderControl } from './SliderControl.js';
import type { CaptchaBaseProps, CaptchaHandle, RotateCaptchaConfig, RotateData } from './types.js';
import { useCaptchaCore } from './useCaptchaCore.js';
import { useImageStatus } from './useImageStatus.js';

const Round = styled('div', {
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  borderRadius: '$round',
  overflow: 'hidden',
});

const Turn = styled('div', {
  position: 'absolute',
  top: '50%',
  left: '50%',
  borderRadius: '$round',
  overflow: 'hidden',
  zIndex: 1,
});

export interface RotateCaptchaProps extends CaptchaBaseProps<number> {
  /** The challenge: the round picture, the thumb, its starting angle and size. */
  data: RotateData;
  /** Sizes (`size`: the round picture, default 220), title, button text, theme. */
  config?: RotateCaptchaConfig;
  /** Called as the thumb turns, with the angle in degrees (0 to 360). */
  onRotate?: (angle: number) => void;
}

/**
 * Rotate: a slider from 0 to 360 degrees turns the thumb over the picture. Release of a drag, Enter or
 * the confirm button sends the integer angle. Keyboard: 1 degree per arrow, 10 with Shift or Page keys.
 */
export const RotateCaptcha = forwardRef<CaptchaHandle, RotateCaptchaProps>(function RotateCaptcha(props, ref) {
  const config = resolveConfig(props.config);
  const data = sanitizeRotateData(props.data, config.size);
  const image = useImageStatus(data.image);
  const thumb = useImageStatus(data.thumb);

  const dataKey = `${data.image}|${data.thumb}|${data.angle}`;
  const [rotation, setRotation] = useState({ key: dataKey, angle: 0 });
  const angle = rotation.key === dataKey ? rotation.angle : 0;
  const [dragging, setDragging] = useState(false);

  const clear = useCallback(() => setRotation({ key: dataKey, angle: 0 }), [dataKey]);
  const core = useCaptchaCore(props, clear, ref);
  const { strings, confirm } = core;

  const imageStatus = image.status === 'error' || thumb.status === 'error' ? 'error' : image.status;
  const ready = imageStatus === 'loaded';
  const instructionsId = useId();

  const turn = (next: number) => {
    setRotation({ key: dataKey, angle: next });
    props.onRotate?.(Math.round(next));
  };
  const commit = (value: number) => {
    if (ready) confirm(Math.round(value));
  };
  const shown = normalizeAngle(data.angle + angle);

  return (
    <CaptchaFrame
      kind="rotate"
      title={config.title ?? strings.rotateTitle}
      instructionsId={instructionsId}
      instructions={strings.rotateInstructions}
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
            value={angle}
            min={0}
            max={360}
            step={1}
            bigStep={10}
            width={config.width}
            label={strings.rotateHandle}
            valueText={strings.degrees(Math.round(angle))}
            describedBy={instructionsId}
            disabled={!ready}
            icon={<RotateIcon />}
            onChange={turn}
            onCommit={commit}
            onDraggingChange={setDragging}
          />
          <Spacer />
          <TextButton type="button" disabled={!ready} onClick={() => commit(angle)}>
            {config.buttonText ?? strings.confirm}
          </TextButton>
        </>
      }
    >
      <Round style={{ width: config.size, height: config.size }}>
        {data.image && (
          <Picture
            {...image.imgProps}
            src={data.image}
            alt={strings.imageAlt}
            draggable={false}
            width={config.size}
            height={config.size}
            style={{ width: config.size, height: config.size }}
            data-hidden={ready ? undefined : ''}
          />
        )}
      </Round>
      {data.thumb && (
        <Turn
          data-thumb=""
          style={{
            width: data.thumbSize,
            height: data.thumbSize,
            transform: `translate(-50%, -50%) rotate(${shown}deg)`,
          }}
        >
          <Picture
            {...thumb.imgProps}
            src={data.thumb}
            alt={strings.rotateThumbAlt}
            draggable={false}
            style={{ width: data.thumbSize, height: data.thumbSize }}
            data-hidden={ready ? undefined : ''}
          />
        </Turn>
      )}
    </CaptchaFrame>
  );
});
RotateCaptcha.displayName = 'RotateCaptcha';
