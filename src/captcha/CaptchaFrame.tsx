'use client';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { IconButton, VisuallyHidden } from '../primitives/index.js';
import { TooltipProvider } from '../primitives/TooltipProvider.js';
import { keyframes, styled } from '../theme/index.js';
import { AnotherWay } from './AnotherWay.js';
import type { ResolvedConfig } from './config.js';
import { CloseIcon, FailureIcon, ImageErrorIcon, RefreshIcon, SuccessIcon } from './icons.js';
import { TextButton } from './TextButton.js';
import type { CaptchaStrings, FrameStringKey } from './strings.js';
import type { CaptchaStatus, VerifyAnotherWay } from './types.js';
import type { ImageStatus } from './useImageStatus.js';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const Root = styled('div', {
  boxSizing: 'content-box',
  position: 'relative',
  fontFamily: '$body',
  fontSize: '$body',
  color: '$text',
  backgroundColor: '$surface',
  userSelect: 'none',
  variants: {
    theme: {
      true: { border: '1px solid $border', borderRadius: '$medium', boxShadow: '$raised' },
      false: {},
    },
  },
});

const Header = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '$control',
  marginBottom: '$2',
});

const Title = styled('div', {
  flex: '1 1 auto',
  minWidth: 0,
  fontWeight: 600,
  lineHeight: 1.4,
  overflowWrap: 'anywhere',
});

const Icons = styled('div', { display: 'flex', alignItems: 'center', gap: '$1', flexShrink: 0, color: '$textMuted' });

// The image box and its status layer: loading and error cover the (absent) picture; a verdict is a banner
// below it, so the picture, the piece and the tile stay in view while the user retries.
const Stage = styled('div', { position: 'relative' });

const Body = styled('div', {
  position: 'relative',
  overflow: 'hidden',
  borderRadius: '$small',
  backgroundColor: '$surfaceRaised',
  // Taps without double-tap zoom; the draggable parts (handle, tile) set touch-action: none themselves.
  touchAction: 'manipulation',
});

const Footer = styled('div', {
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '$2',
  marginTop: '$3',
});

// A verdict is a banner below the picture; loading and error cover the (absent) picture.
const banner = { position: 'relative', marginTop: '$2', padding: '$2 $3', flexDirection: 'row' } as const;

const StatusLayer = styled('div', {
  position: 'absolute',
  inset: 0,
  borderRadius: '$small',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  padding: '$3',
  textAlign: 'center',
  pointerEvents: 'none',
  zIndex: 3,
  variants: {
    tone: {
      loading: { backgroundColor: '$surfaceRaised', color: '$textMuted' },
      error: { backgroundColor: '$surfaceRaised', color: '$danger' },
      success: { ...banner, backgroundColor: '$success', color: '$accentText' },
      failure: { ...banner, backgroundColor: '$danger', color: '$dangerText' },
      none: {},
    },
  },
});

const Spinner = styled('span', {
  display: 'inline-block',
  size: '28px',
  borderRadius: '$round',
  border: '3px solid $border',
  borderTopColor: '$accent',
  animation: `${spin} 900ms linear infinite`,
  '@reducedMotion': { animation: 'none' },
});

const StatusIcon = styled('span', { display: 'inline-flex', size: '20px', flexShrink: 0 });

export type FrameState = 'loading' | 'ready' | 'error' | 'success' | 'failure';

/** One state for styling and tests: image loading or error first, then the verdict. */
export function frameState(image: ImageStatus, status: CaptchaStatus): FrameState {
  if (image === 'error') return 'error';
  if (image === 'loading') return 'loading';
  return status === 'idle' ? 'ready' : status;
}

export interface CaptchaFrameProps {
  kind: 'click' | 'slide' | 'region' | 'rotate';
  title: string;
  /** Id of the instructions element; interactive parts point at it with aria-describedby. */
  instructionsId: string;
  instructions: string;
  config: ResolvedConfig;
  strings: Pick<CaptchaStrings, FrameStringKey>;
  imageStatus: ImageStatus;
  status: CaptchaStatus;
  /** A pointer drag is under way (sets `data-dragging`, for the grabbing cursor). */
  dragging?: boolean;
  announcement: string;
  /** Beside the title (the click captcha's thumb). */
  headerAside?: ReactNode;
  /** Close and refresh in the footer (click captcha, as go-captcha-react) instead of the header. */
  controlsInFooter?: boolean;
  /** Inside the image box, above the picture. */
  children: ReactNode;
  /** Below the image box, before the confirm button (the slider). */
  footer?: ReactNode;
  /** The confirm button at the end of the footer: sends the widget's current answer. */
  onConfirmClick: () => void;
  onClose: () => void;
  onRefresh: () => void;
  onRequestAlternative?: () => void;
  /** The non-visual way through; its control replaces `onRequestAlternative`'s. */
  verifyAnotherWay?: VerifyAnotherWay;
  /** Called when `verifyAnotherWay` has verified: the widget shows success. */
  onVerifiedAnotherWay?: () => void;
  /** Language of the built-in strings, so screen readers pronounce them right (WCAG 3.1.2). */
  lang?: string;
  /** Text direction; undefined inherits the page's. */
  dir?: 'ltr' | 'rtl';
  className?: string;
  style?: CSSProperties;
  id?: string;
}

/**
 * The frame all captchas share: a labelled group with a title, close and refresh icon buttons, the image
 * box with its loading / error / success / failure layer (a polite live region), the footer with the confirm
 * button, the instructions for assistive technology, an announcer, and "Verify another way" when the host
 * offers one (its own fallback, or the proof-of-work path with progress and Cancel).
 */
export function CaptchaFrame(props: CaptchaFrameProps) {
  const { config, strings, imageStatus, status } = props;
  const titleId = useId();
  const state = frameState(imageStatus, status);
  const controls = (
    <Icons>
      <IconButton
        label={strings.close}
        icon={<CloseIcon />}
        iconSize={config.iconSize}
        onClick={props.onClose}
        data-captcha-close=""
      />
      <IconButton
        label={strings.refresh}
        icon={<RefreshIcon />}
        iconSize={config.iconSize}
        onClick={props.onRefresh}
        data-captcha-refresh=""
      />
    </Icons>
  );
  const tone = state === 'ready' ? 'none' : state;
  const frame = (
    <Root
      role="group"
      aria-labelledby={titleId}
      id={props.id}
      lang={props.lang}
      dir={props.dir}
      className={props.className}
      theme={config.showTheme}
      data-captcha={props.kind}
      data-state={state}
      data-dragging={props.dragging ? '' : undefined}
      style={{
        width: config.width,
        padding: `${config.verticalPadding}px ${config.horizontalPadding}px`,
        ...props.style,
      }}
    >
      <Header>
        <Title id={titleId}>{props.title}</Title>
        {props.headerAside}
        {!props.controlsInFooter && controls}
      </Header>
      <VisuallyHidden id={props.instructionsId}>{props.instructions}</VisuallyHidden>
      <Stage>
        <Body style={{ width: config.width, height: config.height }} data-image-box="">
          {props.children}
        </Body>
        <StatusLayer role="status" tone={tone} data-status-layer="">
          {state !== 'ready' && (
            <>
              {state === 'loading' ? (
                <Spinner aria-hidden="true" />
              ) : (
                <StatusIcon aria-hidden="true" style={state === 'error' ? { width: 28, height: 28 } : undefined}>
                  {state === 'error' ? <ImageErrorIcon /> : state === 'success' ? <SuccessIcon /> : <FailureIcon />}
                </StatusIcon>
              )}
              <span>{strings[state === 'error' ? 'imageError' : state]}</span>
            </>
          )}
        </StatusLayer>
      </Stage>
      <Footer>
        {props.controlsInFooter && controls}
        {props.footer}
        <TextButton
          type="button"
          disabled={imageStatus !== 'loaded'}
          // Verified: nothing left to confirm. aria-disabled, not disabled, so focus is not dropped.
          aria-disabled={status === 'success' || undefined}
          onClick={status === 'success' ? undefined : props.onConfirmClick}
        >
          {config.buttonText ?? strings.confirm}
        </TextButton>
      </Footer>
      {(props.verifyAnotherWay || props.onRequestAlternative) && (
        <AnotherWay
          run={props.verifyAnotherWay}
          onRequest={props.onRequestAlternative}
          strings={strings}
          onVerified={() => props.onVerifiedAnotherWay?.()}
          // The host's own fallback stays open after a success, as it always was.
          verified={!!props.verifyAnotherWay && status === 'success'}
        />
      )}
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-announcer="">
        {props.announcement}
      </VisuallyHidden>
    </Root>
  );
  // One tooltip delay group for the frame's icon buttons.
  return <TooltipProvider>{frame}</TooltipProvider>;
}
