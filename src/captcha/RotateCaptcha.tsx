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
import type { CaptchaBaseProps, CaptchaHandle, ConfirmVerdict, RotateCaptchaConfig, RotateData } from './types.js';
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

/** Which picture is on show, over the image box's top left corner. */
const Step = styled('span', {
  position: 'absolute',
  top: '$space$2',
  left: '$space$2',
  zIndex: 3,
  padding: '2px $space$2',
  borderRadius: '$medium',
  backgroundColor: '$tooltipBg',
  color: '$tooltipText',
  fontSize: '$small',
});

/** What a rotate captcha with a `secondThumb` confirms: the integer angle of each picture, in order. */
export type RotateAngles = [first: number, second: number];

/**
 * What `RotateCaptcha` confirms: the integer angle (`number`) for one picture, as go-captcha-react's
 * `confirm(angle)`; `RotateAngles` (a pair) when the server's challenge has a `secondThumb`.
 */
export type RotateResult = number | RotateAngles;

export interface RotateCaptchaProps extends Omit<CaptchaBaseProps<RotateResult>, 'onConfirm'> {
  /** The challenge: the round picture, the thumb (and `secondThumb`, turned next), their starting angle and size. */
  data: RotateData;
  /** Sizes (`size`: the round picture, default 220), title, button text, theme. */
  config?: RotateCaptchaConfig;
  /**
   * Called as the thumb on show turns, with its angle in degrees (0 to 360) and which thumb it is (0 the first,
   * 1 the `secondThumb`).
   */
  onRotate?: (angle: number, picture: number) => void;
  /**
   * Called with the result when the user confirms: the integer angle (a `number`) for one picture, the
   * `RotateAngles` pair when `data` has a `secondThumb`. Declared as a method so that a handler written for one
   * picture (`confirm(angle: number)`, go-captcha-react's) type-checks unchanged; take `RotateResult` to serve both.
   */
  onConfirm?(result: RotateResult, reset: () => void): ConfirmVerdict | Promise<ConfirmVerdict>;
}

/** The confirmed angles as `onConfirm` receives them: a number for one picture, a pair for two. */
function rotateResult(angles: number[]): RotateResult {
  const [first = 0, second] = angles;
  return second === undefined ? first : [first, second];
}

/**
 * Rotate: a slider from 0 to 360 degrees turns the thumb over the picture, under a fixed level guide (plumb
 * and level lines to set "upright" against). With a `secondThumb`, the person turns each thumb upright in turn
 * ("Picture 1 of 2", announced): release of a drag, Enter or the button (Next, then Confirm) goes on to the
 * second, then sends the integer angle of each, in order (`onConfirm([first, second])`); with one picture it
 * sends its integer angle (`onConfirm(angle)`), as go-captcha-react does. A failure, reset,
 * refresh or close starts again at the first. Keyboard: 1 degree per arrow, 10 with Shift or Page keys. In a
 * right-to-left frame or page the slider is mirrored: the turn grows from right to left, and Left turns forward.
 */
export const RotateCaptcha = forwardRef<CaptchaHandle, RotateCaptchaProps>(function RotateCaptcha(props, ref) {
  const config = resolveConfig(props.config);
  const data = sanitizeRotateData(props.data, config.size);
  const thumbs = data.secondThumb ? [data.thumb, data.secondThumb] : [data.thumb];

  const dataKey = `${data.image}|${thumbs.join('|')}|${data.angle}`;
  // The angles confirmed so far (one per picture before the one on show) and the angle of the one on show.
  const start = { key: dataKey, done: [] as number[], angle: 0 };
  const [rotation, setRotation] = useState(start);
  const { done, angle } = rotation.key === dataKey ? rotation : start;
  const step = done.length;
  const [dragging, setDragging] = useState(false);

  const clear = () => setRotation(start);
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
  const last = step === thumbs.length - 1;
  const stepText = strings.rotatePicture(step + 1, thumbs.length);

  const turn = (next: number) => {
    setRotation({ key: dataKey, done, angle: next });
    props.onRotate?.(Math.round(next), step);
  };
  const commit = (value: number) => {
    if (!ready || solved) return;
    const angles = done.concat(Math.round(value));
    if (last) {
      core.confirm(rotateResult(angles));
      return;
    }
    setRotation({ key: dataKey, done: angles, angle: 0 });
    core.announce(strings.rotatePicture(step + 2, thumbs.length));
  };
  const shown = normalizeAngle(data.angle + angle);

  return (
    <CaptchaFrame
      {...core.frameProps}
      config={last ? config : { ...config, buttonText: strings.next }}
      dragging={dragging}
      onConfirmClick={() => commit(angle)}
      footer={
        <SliderControl
          value={angle}
          min={0}
          max={360}
          width={config.width}
          label={thumbs.length > 1 ? `${strings.rotateHandle}, ${stepText}` : strings.rotateHandle}
          valueText={strings.degrees(Math.round(angle))}
          describedBy={core.instructionsId}
          disabled={!ready || solved}
          icon={<RotateIcon />}
          onChange={turn}
          onCommit={commit}
          onDraggingChange={setDragging}
          followsDirection
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
          {thumbs.map((src, i) => (
            <Picture
              key={i}
              {...(i ? core.secondThumbImgProps : core.thumbImgProps)}
              src={src}
              alt={strings.rotateThumbAlt}
              draggable={false}
              style={{ width: data.thumbSize, height: data.thumbSize }}
              data-hidden={ready && i === step ? undefined : ''}
              aria-hidden={i !== step || undefined}
            />
          ))}
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
      {ready && thumbs.length > 1 && (
        <Step aria-hidden="true" data-rotate-step="">
          {stepText}
        </Step>
      )}
    </CaptchaFrame>
  );
});
RotateCaptcha.displayName = 'RotateCaptcha';
