'use client';
import { forwardRef, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { IconButton } from '../primitives/index.js';
import { styled } from '../theme/index.js';
import { CaptchaFrame } from './CaptchaFrame.js';
import { UndoIcon } from './icons.js';
import { ChallengeImage } from './ChallengeImage.js';
import { resolveConfig, sanitizeClickData } from './config.js';
import { clampPoint, clientToImage, type Point } from './geometry.js';
import { movePointForKey } from './keyboard.js';
import type { CaptchaBaseProps, CaptchaHandle, ClickCaptchaConfig, ClickData, ClickDot } from './types.js';
import { clickStrings } from './strings.js';
import { useCaptchaCore } from './useCaptchaCore.js';

const Area = styled('div', {
  position: 'absolute',
  inset: 0,
  cursor: 'crosshair',
  outline: 'none',
  // The ring is drawn above the picture, which covers the whole area.
  '&:focus-visible::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    zIndex: 3,
    boxShadow: 'inset 0 0 0 3px $colors$focus',
    pointerEvents: 'none',
  },
  '&:focus-visible [data-cursor]': { display: 'block' },
  '&[aria-disabled="true"]': { cursor: 'not-allowed' },
});

const Dot = styled('span', {
  position: 'absolute',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: '$round',
  border: '2px solid $surface',
  backgroundColor: '$accent',
  color: '$accentText',
  fontSize: '$small',
  fontWeight: 700,
  // A tap on a dot removes it (and the later ones): the way back from a wrong tap on a touch screen.
  cursor: 'pointer',
  zIndex: 2,
});

const Cursor = styled('span', {
  display: 'none',
  position: 'absolute',
  size: '20px',
  marginLeft: '-10px',
  marginTop: '-10px',
  borderRadius: '$round',
  border: '2px solid $focus',
  boxShadow: '0 0 0 2px $colors$surface',
  pointerEvents: 'none',
  // The dots' layer, but drawn before them (see the markup): after Space places a dot at the cursor, the
  // dot and its number paint over the cursor, which shows around it.
  zIndex: 2,
  '&::before, &::after': { content: '""', position: 'absolute', backgroundColor: '$focus' },
  '&::before': { left: '7px', top: '-8px', width: '2px', height: '32px' },
  '&::after': { top: '7px', left: '-8px', height: '2px', width: '32px' },
});

const Thumb = styled('img', {
  display: 'block',
  flexShrink: 0,
  objectFit: 'contain',
  borderRadius: '$small',
  backgroundColor: '$surfaceRaised',
  '&[data-hidden]': { visibility: 'hidden' },
});

export interface ClickCaptchaProps extends CaptchaBaseProps<ClickDot[]> {
  /** The challenge: the image to click on and the thumb that shows what to click. */
  data: ClickData;
  /** Sizes (thumb 150 x 40, dot 24), title, button text, theme. */
  config?: ClickCaptchaConfig;
  /** Called for each point placed, in image px. */
  onClick?: (x: number, y: number) => void;
}

/**
 * Click in order: each click (or Space / Enter on the keyboard cursor) places a numbered dot; confirm
 * sends `{ x, y, index }[]` in image px, correct when the widget is scaled by CSS. Backspace removes the
 * last dot; the dots clear after close, refresh and a confirm that is not verified (a success keeps them
 * on show until reset).
 */
export const ClickCaptcha = forwardRef<CaptchaHandle, ClickCaptchaProps>(function ClickCaptcha(props, ref) {
  const config = resolveConfig(props.config);
  const data = sanitizeClickData(props.data);
  const areaRef = useRef<HTMLDivElement>(null);
  const centre = { x: Math.round(config.width / 2), y: Math.round(config.height / 2) };

  const dataKey = `${data.image}|${data.thumb}`;
  const [state, setState] = useState<{ key: string; dots: ClickDot[]; cursor: Point }>({
    key: dataKey,
    dots: [],
    cursor: centre,
  });
  const current = state.key === dataKey ? state : { key: dataKey, dots: [] as ClickDot[], cursor: centre };

  const clear = () => setState((s) => ({ key: dataKey, dots: [], cursor: s.cursor }));
  const core = useCaptchaCore({
    kind: 'click',
    strings: clickStrings,
    props,
    config,
    data,
    clearPositions: clear,
    ref,
  });
  const { strings, ready, solved, announce } = core;
  const active = ready && !solved;

  const place = (point: Point, cursor: Point = current.cursor) => {
    const p = clampPoint(point, config.width, config.height);
    const dot: ClickDot = { x: p.x, y: p.y, index: current.dots.length + 1 };
    setState({ key: dataKey, dots: [...current.dots, dot], cursor });
    props.onClick?.(dot.x, dot.y);
    announce(strings.dotPlaced(dot.index, dot.x, dot.y));
  };

  /** Removes dot `index` and every dot placed after it (they followed a wrong one, so their order is off). */
  const removeFrom = (index: number) => {
    if (index < 1 || index > current.dots.length) return;
    setState({ ...current, dots: current.dots.slice(0, index - 1) });
    announce(index === current.dots.length ? strings.dotRemoved(index) : strings.dotsRemovedFrom(index));
  };

  const onAreaClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!active || !areaRef.current) return;
    const dot = event.target instanceof Element ? event.target.closest('[data-dot]') : null;
    if (dot) {
      removeFrom(Number(dot.getAttribute('data-dot')));
      return;
    }
    const rect = areaRef.current.getBoundingClientRect();
    place(clientToImage(event.clientX, event.clientY, rect, config.width, config.height));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!active) return;
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      place(current.cursor);
      return;
    }
    if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      removeFrom(current.dots.length);
      return;
    }
    const next = movePointForKey(event.key, current.cursor, {
      maxX: config.width,
      maxY: config.height,
      shiftKey: event.shiftKey,
    });
    if (!next) return;
    event.preventDefault();
    setState({ ...current, cursor: next });
  };

  return (
    <CaptchaFrame
      {...core.frameProps}
      onConfirmClick={() => core.confirm(current.dots)}
      controlsInFooter
      footer={
        <IconButton
          label={strings.undo}
          icon={<UndoIcon />}
          iconSize={config.iconSize}
          // aria-disabled, not disabled: a keyboard user who undoes the last dot keeps focus here.
          aria-disabled={!active || current.dots.length === 0 || undefined}
          onClick={() => {
            if (active) removeFrom(current.dots.length);
          }}
          data-captcha-undo=""
        />
      }
      headerAside={
        data.thumb ? (
          <Thumb
            {...core.thumbImgProps}
            src={data.thumb}
            alt={strings.clickThumbAlt}
            width={config.thumbWidth}
            height={config.thumbHeight}
            style={{ width: config.thumbWidth, height: config.thumbHeight }}
            data-hidden={ready ? undefined : ''}
          />
        ) : undefined
      }
    >
      <Area
        ref={areaRef}
        role="application"
        tabIndex={ready ? 0 : -1}
        aria-label={strings.clickArea}
        aria-describedby={core.instructionsId}
        aria-disabled={!active || undefined}
        data-click-area=""
        onClick={onAreaClick}
        onKeyDown={onKeyDown}
      >
        <ChallengeImage {...core.imageProps} width={config.width} height={config.height} />
        <Cursor data-cursor="" aria-hidden="true" style={{ left: current.cursor.x, top: current.cursor.y }} />
        {current.dots.map((dot) => (
          <Dot
            key={dot.index}
            aria-hidden="true"
            data-dot={dot.index}
            style={{
              left: dot.x - config.dotSize / 2,
              top: dot.y - config.dotSize / 2,
              width: config.dotSize,
              height: config.dotSize,
            }}
          >
            {dot.index}
          </Dot>
        ))}
      </Area>
    </CaptchaFrame>
  );
});
ClickCaptcha.displayName = 'ClickCaptcha';
