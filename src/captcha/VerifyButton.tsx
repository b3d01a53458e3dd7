'use client';
import { forwardRef, useRef, type CSSProperties, type ReactNode } from 'react';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { styled } from '../theme/stitches.js';
import { warnOnce } from '../internal/warn.js';
import { AnotherWay } from './AnotherWay.js';
import { FailureIcon, ShieldIcon, SuccessIcon, WarnIcon } from './icons.js';
import {
  anotherWayStrings,
  resolveStrings,
  stringsLang,
  verifyButtonName,
  verifyStrings,
  type CaptchaStrings,
} from './strings.js';
import type { CaptchaLocale, VerifyAnotherWay } from './types.js';
import { captchaDir, useCaptchaLanguage } from './useCaptchaLanguage.js';
import { VerifyPanel } from './VerifyPanel.js';

/** The look of the verify button: colour and icon both change, so colour is never the only cue. */
export type VerifyButtonType = 'default' | 'warn' | 'error' | 'success';

/** Sizes of the verify button (go-captcha-react's ButtonConfig). */
export interface VerifyButtonConfig {
  /** [330] */
  width?: number;
  /** [44] */
  height?: number;
  /** [12] */
  verticalPadding?: number;
  /** [16] */
  horizontalPadding?: number;
}

/** What the render function of `captcha` gets, to reflect the result and close the panel. */
export interface VerifyButtonControls {
  /** Closes the popover or dialog; focus returns to the button. */
  close: () => void;
  /** Sets the button's type (uncontrolled), e.g. 'success' after a verified confirm. */
  setType: (type: VerifyButtonType) => void;
}

export interface VerifyButtonProps {
  /** Controlled type: default, warn, error or success. */
  type?: VerifyButtonType;
  /** Initial type when uncontrolled ['default']. */
  defaultType?: VerifyButtonType;
  onTypeChange?: (type: VerifyButtonType) => void;
  disabled?: boolean;
  /** The button's text; defaults to the locale's ("点击按键进行验证" / "Click to verify"). */
  title?: string;
  config?: VerifyButtonConfig;
  /** Called on activation (go-captcha-react's clickEvent), before the panel opens. */
  onClick?: () => void;
  /** The captcha the button opens, or a function of the controls that returns it. */
  captcha?: ReactNode | ((controls: VerifyButtonControls) => ReactNode);
  /**
   * Where the captcha opens ['popover']: a Radix Popover under the button (closed by Escape, a click outside
   * or focus leaving it), or a modal Radix Dialog (the page behind hidden and not scrolling; closed by Escape
   * or a click on the overlay). Focus moves into it, and back to the button.
   */
  container?: 'popover' | 'dialog';
  /**
   * The way through without the picture (`createCaptchaClient`'s `verifyAnotherWay`): a "Verify another way"
   * button under the captcha in the panel runs it, with progress and Cancel; once it resolves the button turns
   * to success and the panel closes. Give it here, not to the captcha inside.
   */
  verifyAnotherWay?: VerifyAnotherWay;
  /** Controlled open state of the panel. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The strings' language ['zh']: a shipped language's tag, or its object from `confab-ui/locales/<lang>`. */
  locale?: CaptchaLocale;
  /** Text direction of the button and its panel; by default right-to-left languages (ar, he) set `'rtl'`. */
  dir?: 'ltr' | 'rtl';
  strings?: Partial<CaptchaStrings>;
  className?: string;
  style?: CSSProperties;
  id?: string;
}

const Button = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  maxWidth: '100%',
  borderRadius: '$medium',
  border: '1px solid currentColor',
  fontFamily: '$body',
  fontSize: '$body',
  fontWeight: 600,
  lineHeight: 1.3,
  textAlign: 'center',
  cursor: 'pointer',
  backgroundColor: '$surface',
  '&:focus-visible': { outline: '3px solid $focus', outlineOffset: '2px' },
  '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  '& [data-icon]': { display: 'inline-flex', width: '20px', height: '20px', flexShrink: 0 },
  variants: {
    tone: {
      default: { color: '$accent' },
      warn: { color: '$warning' },
      error: { color: '$danger' },
      success: { color: '$success' },
    },
  },
});

const icons: Record<VerifyButtonType, ReactNode> = {
  default: <ShieldIcon />,
  warn: <WarnIcon />,
  error: <FailureIcon />,
  success: <SuccessIcon />,
};

/** The spoken prefix of each type but the default. */
const prefixes = { warn: 'verifyWarn', error: 'verifyError', success: 'verifySuccess' } as const;

function size(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value < 0 || (value === 0 && (name === 'width' || name === 'height'))) {
    try {
      if (process.env.NODE_ENV !== 'production')
        warnOnce(`VerifyButton config.${name} must be a positive number, got ${String(value)}; using ${fallback}.`);
    } catch {
      // No `process` here: no warning.
    }
    return fallback;
  }
  return value;
}

/**
 * The button that starts a verification (330 x 44): default, warn, error and success differ in colour,
 * icon and a spoken prefix. With `captcha`, it opens the captcha in a Radix Popover or a modal Radix
 * Dialog (`container`); the render function form gets `close` and `setType` to
 * reflect the result.
 */
export const VerifyButton = forwardRef<HTMLButtonElement, VerifyButtonProps>(function VerifyButton(props, ref) {
  const language = useCaptchaLanguage(props.locale);
  const strings = resolveStrings(language, props.strings, [anotherWayStrings, verifyStrings]);
  const [rawType, setType] = useControllableState<VerifyButtonType>({
    prop: props.type,
    defaultProp: props.defaultType ?? 'default',
    onChange: props.onTypeChange,
    caller: 'VerifyButton',
  });
  const [open, setOpen] = useControllableState<boolean>({
    prop: props.open,
    defaultProp: props.defaultOpen ?? false,
    onChange: props.onOpenChange,
    caller: 'VerifyButton',
  });
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const setButton = (element: HTMLButtonElement | null) => {
    buttonRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  let type: VerifyButtonType = rawType;
  if (!Object.hasOwn(icons, rawType)) {
    try {
      if (process.env.NODE_ENV !== 'production')
        warnOnce(
          `VerifyButton type must be one of ${Object.keys(icons).join(', ')}, got ${String(rawType)}; using default.`,
        );
    } catch {
      // No \`process\` here: no warning.
    }
    type = 'default';
  }
  const config = props.config ?? {};
  const width = size('width', config.width, 330);
  const height = size('height', config.height, 44);
  const vPad = size('verticalPadding', config.verticalPadding, 12);
  const hPad = size('horizontalPadding', config.horizontalPadding, 16);
  const prefix = type === 'default' ? '' : strings[prefixes[type]];

  const title = props.title ?? strings.verifyButtonText;
  const button = (
    <Button
      ref={setButton}
      type="button"
      tone={type}
      disabled={props.disabled}
      data-type={type}
      lang={props.title === undefined ? stringsLang(language, props.strings) : undefined}
      dir={captchaDir(language, props.dir)}
      className={props.className}
      id={props.id}
      aria-label={verifyButtonName(prefix, title)}
      onClick={() => props.onClick?.()}
      style={{ width, minHeight: height, padding: `${vPad}px ${hPad}px`, ...props.style }}
    >
      <span data-icon="" aria-hidden="true">
        {icons[type]}
      </span>
      <span>{title}</span>
    </Button>
  );

  if (props.captcha === undefined) return button;
  const controls: VerifyButtonControls = { close: () => setOpen(false), setType };
  const content = typeof props.captcha === 'function' ? props.captcha(controls) : props.captcha;

  return (
    <VerifyPanel
      trigger={button}
      anchor={buttonRef}
      modal={props.container === 'dialog'}
      label={strings.verifyPanel}
      open={open}
      onOpenChange={setOpen}
    >
      {content}
      {props.verifyAnotherWay && (
        <AnotherWay
          run={props.verifyAnotherWay}
          strings={strings}
          onVerified={() => {
            setType('success');
            setOpen(false);
          }}
          verified={type === 'success'}
        />
      )}
    </VerifyPanel>
  );
});
VerifyButton.displayName = 'VerifyButton';
