'use client';
import { forwardRef, useState } from 'react';
import { styled } from '../theme/index.js';
import { CaptchaFrame } from './CaptchaFrame.js';
import { ChallengeImage } from './ChallengeImage.js';
import { resolveConfig, sanitizeRotateData } from './config.js';
import { normalizeAngle } from './geometry.js';
import { RotateIcon } from './icons.js';
import { LevelGuide } from './LevelGuide.js';
import { Picture } from './Picture.js';
import { SliderControl } from './SliderControl.js';
import type { CaptchaBaseProps, CaptchaHandle, RotateCaptchaConfig, RotateData } from './types.js';
import { rotateStrings } from './strings.js';
import { useCaptchaCore } from './useCaptchaCore.js';

/** A round box centred in the image box: the picture, and above it the thumb (turned by its style). */
const Disc = styled('div', {
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  borderRadius: '$round',
  overflow: 'hidden',
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
 * Rotate: a slider from 0 to 360 degrees turns the thumb over the picture, under a fixed level guide (plumb
 * and level lines to set "upright" against). Release of a drag, Enter or the confirm button sends the integer
 * angle. Keyboard: 1 degree per arrow, 10 with Shift or Page keys.
 */
export const RotateCaptcha = forwardRef<CaptchaHandle, RotateCaptchaProps>(function RotateCaptcha(props, ref) {
  const config = resolveConfig(props.config);
  const data = sanitizeRotateData(props.data, config.size);

  const dataKey = `${data.image}|${data.thumb}|${data.angle}`;
  const [rotation, setRotation] = useState({ key: dataKey, angle: 0 });
  const angle = rotation.key === dataKey ? rotation.angle : 0;
  const [dragging, setDragging] = useState(false);

  const clear = () => setRotation({ key: dataKey, angle: 0 });
  const core = useCaptchaCore({
    kind: 'rotate',
    strings: rotateStrings,
    props,
    config,
    data,
    clearPositions: clear,
    ref,
  });
  const { strings, ready, solved } = core;

  const turn = (next: number) => {
    setRotation({ key: dataKey, angle: next });
    props.onRotate?.(Math.round(next));
  };
  const commit = (value: number) => {
    if (ready && !solved) core.confirm(Math.round(value));
  };
  const shown = normalizeAngle(data.angle + angle);

  return (
    <CaptchaFrame
      {...core.frameProps}
      dragging={dragging}
      onConfirmClick={() => commit(angle)}
      footer={
        <SliderControl
          value={angle}
          min={0}
          max={360}
          width={config.width}
          label={strings.rotateHandle}
          valueText={strings.degrees(Math.round(angle))}
          describedBy={core.instructionsId}
          disabled={!ready || solved}
          icon={<RotateIcon />}
          onChange={turn}
          onCommit={commit}
          onDraggingChange={setDragging}
        />
      }
    >
      <Disc style={{ width: config.size, height: config.size }}>
        <ChallengeImage {...core.imageProps} width={config.size} height={config.size} />
      </Disc>
      {data.thumb && (
        <Disc
          data-thumb=""
          style={{
            zIndex: 1,
            width: data.thumbSize,
            height: data.thumbSize,
            transform: `translate(-50%, -50%) rotate(${shown}deg)`,
          }}
        >
          <Picture
            {...core.thumbImgProps}
            src={data.thumb}
            alt={strings.rotateThumbAlt}
            draggable={false}
            style={{ width: data.thumbSize, height: data.thumbSize }}
            data-hidden={ready ? undefined : ''}
          />
        </Disc>
      )}
      {data.thumb && ready && (
        <Disc
          data-level-guide=""
          aria-hidden="true"
          style={{ zIndex: 2, width: data.thumbSize, height: data.thumbSize, pointerEvents: 'none' }}
        >
          <LevelGuide size={data.thumbSize} />
        </Disc>
      )}
    </CaptchaFrame>
  );
});
RotateCaptcha.displayName = 'RotateCaptcha';
