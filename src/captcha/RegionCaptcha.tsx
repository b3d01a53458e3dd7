'use client';
import { forwardRef, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { styled } from '../theme/index.js';
import { CaptchaFrame } from './CaptchaFrame.js';
import { ChallengeImage } from './ChallengeImage.js';
import { resolveConfig, sanitizeSlideData } from './config.js';
import { centreTileOn, clientToImage, placeTile, scaleOf, type Point } from './geometry.js';
import { movePointForKey } from './keyboard.js';
import type { CaptchaBaseProps, CaptchaConfig, CaptchaHandle, CaptchaPoint, RegionData } from './types.js';
import { regionStrings } from './strings.js';
import { useCaptchaCore } from './useCaptchaCore.js';
import { usePointerDrag } from './usePointerDrag.js';

const Surface = styled('div', {
  position: 'absolute',
  inset: 0,
  touchAction: 'manipulation',
  '&[data-picking]': { cursor: 'crosshair' },
});

const Tile = styled('button', {
  all: 'unset',
  position: 'absolute',
  boxSizing: 'border-box',
  minWidth: '$target',
  minHeight: '$target',
  zIndex: 2,
  cursor: 'grab',
  touchAction: 'none',
  boxShadow: '0 0 0 2px $colors$surface, $shadows$raised',
  '&:focus-visible': { outline: '3px solid $focus', outlineOffset: '2px' },
  '&[aria-pressed="true"]': { outline: '3px dashed $accent', outlineOffset: '2px' },
  '[data-dragging] &': { cursor: 'grabbing' },
  '&:disabled': { cursor: 'not-allowed' },
  '& > img': { display: 'block', width: '100%', height: '100%', pointerEvents: 'none' },
});

export interface RegionCaptchaProps extends CaptchaBaseProps<CaptchaPoint> {
  /** The challenge: image, tile (thumb) and the tile's start and size, in image px. */
  data: RegionData;
  /** Sizes, title, button text, theme, `scope` (keep the tile inside the image, default on). */
  config?: CaptchaConfig;
  /** Called as the tile moves, with its top-left in image px. */
  onMove?: (x: number, y: number) => void;
}

/**
 * Drag the tile to its region: release sends the tile's top-left `{ x, y }` in image px (a negative
 * position is ignored). Without dragging: tap the tile, then tap where it goes; or focus the tile and use
 * the arrow keys (Shift for bigger steps); Enter or the confirm button sends. The arrows move the tile on
 * screen, right to left as left to right: the picture is not mirrored.
 */
export const RegionCaptcha = forwardRef<CaptchaHandle, RegionCaptchaProps>(function RegionCaptcha(props, ref) {
  const config = resolveConfig(props.config);
  const data = sanitizeSlideData(props.data, config.width, config.height);
  const start = { x: data.thumbX, y: data.thumbY };

  const dataKey = `${data.image}|${data.thumb}|${data.thumbX}|${data.thumbY}`;
  const [state, setState] = useState({ key: dataKey, x: start.x, y: start.y, picked: false });
  const current = state.key === dataKey ? state : { key: dataKey, ...start, picked: false };
  const surfaceRef = useRef<HTMLDivElement>(null);
  const tileRef = useRef<HTMLButtonElement>(null);
  const dragStart = useRef({ x: 0, y: 0, scaleX: 1, scaleY: 1 });

  const clear = () => {
    // A reset, close or refresh in the middle of a drag ends the drag first.
    drag.cancel();
    setState({ key: dataKey, x: data.thumbX, y: data.thumbY, picked: false });
  };
  const core = useCaptchaCore({
    kind: 'region',
    strings: regionStrings,
    props,
    config,
    data,
    clearPositions: clear,
    ref,
  });
  const { strings, ready, solved, announce } = core;
  const active = ready && !solved;

  const moveTo = (point: Point, picked = false) => {
    setState({ key: dataKey, x: point.x, y: point.y, picked });
    props.onMove?.(point.x, point.y);
  };

  const send = (point: Point) => {
    if (!active) return;
    if (point.x < 0 || point.y < 0) {
      clear();
      announce(strings.positionIgnored);
      return;
    }
    core.confirm({ x: point.x, y: point.y });
  };

  /** The tile's top-left after a drag of dx, dy client px from where it started. */
  const draggedTile = (dx: number, dy: number) => {
    const s = dragStart.current;
    return placeTile(
      { x: s.x + dx * s.scaleX, y: s.y + dy * s.scaleY },
      data.thumbWidth,
      data.thumbHeight,
      config.width,
      config.height,
      config.scope,
    );
  };

  const drag = usePointerDrag({
    onStart: () => {
      if (!active || !surfaceRef.current) return false;
      const rect = surfaceRef.current.getBoundingClientRect();
      dragStart.current = {
        x: current.x,
        y: current.y,
        scaleX: scaleOf(rect.width, config.width),
        scaleY: scaleOf(rect.height, config.height),
      };
      tileRef.current?.focus({ preventScroll: true });
      return true;
    },
    onMove: ({ dx, dy }) => {
      const next = draggedTile(dx, dy);
      if (next.x !== current.x || next.y !== current.y) moveTo(next);
    },
    onEnd: ({ moved, cancelled, dx, dy }) => {
      if (cancelled) return;
      if (!moved) {
        const picked = !current.picked;
        setState({ ...current, picked });
        if (picked) announce(strings.tilePicked);
        return;
      }
      send(draggedTile(dx, dy));
    },
  });

  const onSurfacePointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!current.picked || !active || !surfaceRef.current) return;
    const rect = surfaceRef.current.getBoundingClientRect();
    const point = clientToImage(event.clientX, event.clientY, rect, config.width, config.height);
    const next = placeTile(
      centreTileOn(point, data.thumbWidth, data.thumbHeight),
      data.thumbWidth,
      data.thumbHeight,
      config.width,
      config.height,
      true,
    );
    moveTo(next);
    announce(strings.tileAt(next.x, next.y));
    tileRef.current?.focus({ preventScroll: true });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!active) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      send({ x: current.x, y: current.y });
      return;
    }
    if (event.key === 'Escape' && current.picked) {
      event.preventDefault();
      setState({ ...current, picked: false });
      return;
    }
    const next = movePointForKey(
      event.key,
      { x: current.x, y: current.y },
      {
        maxX: Math.max(0, config.width - data.thumbWidth),
        maxY: Math.max(0, config.height - data.thumbHeight),
        shiftKey: event.shiftKey,
      },
    );
    if (!next) return;
    event.preventDefault();
    moveTo(next, current.picked);
    announce(strings.tileAt(next.x, next.y));
  };

  return (
    <CaptchaFrame
      {...core.frameProps}
      dragging={drag.dragging}
      onConfirmClick={() => send({ x: current.x, y: current.y })}
    >
      <Surface
        ref={surfaceRef}
        data-picking={current.picked ? '' : undefined}
        data-region-surface=""
        onPointerUp={onSurfacePointerUp}
      >
        <ChallengeImage {...core.imageProps} width={config.width} height={config.height} />
      </Surface>
      {data.thumb && (
        <Tile
          ref={tileRef}
          type="button"
          aria-label={strings.tileAt(current.x, current.y)}
          aria-describedby={core.instructionsId}
          aria-pressed={current.picked}
          disabled={!ready}
          aria-disabled={solved || undefined}
          onKeyDown={onKeyDown}
          data-tile=""
          style={{
            left: current.x,
            top: current.y,
            width: data.thumbWidth,
            height: data.thumbHeight,
            visibility: ready ? undefined : 'hidden',
          }}
          {...drag.handlers}
        >
          <img {...core.thumbImgProps} src={data.thumb} alt={strings.regionTileAlt} draggable={false} />
        </Tile>
      )}
    </CaptchaFrame>
  );
});
RegionCaptcha.displayName = 'RegionCaptcha';
