'use client';
/** The captchas' icons, drawn here (no third-party artwork). All decorative: the buttons carry the names. */

/** An icon of one stroked path (`d`, in a 24 x 24 box), in the current colour, filling its box. */
const icon = (d: string) =>
  function Icon() {
    return (
      <svg
        viewBox="0 0 24 24"
        width="100%"
        height="100%"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        focusable={false}
      >
        <path d={d} />
      </svg>
    );
  };

// A circle of radius 9 about the centre, as two arcs, for the success and failure icons.
const ring = 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0';

export const CloseIcon = /* @__PURE__ */ icon('M6 6l12 12M18 6L6 18');
export const UndoIcon = /* @__PURE__ */ icon('M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11');
export const RefreshIcon = /* @__PURE__ */ icon('M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7');
export const ArrowsIcon = /* @__PURE__ */ icon('M5 12h14M9 8l-4 4 4 4M15 8l4 4-4 4');
export const RotateIcon = /* @__PURE__ */ icon('M4 12a8 8 0 0 1 14-5.3M20 12a8 8 0 0 1-14 5.3M18 3v4h-4M6 21v-4h4');
export const SuccessIcon = /* @__PURE__ */ icon(`${ring}M8 12.5l3 3 5-6`);
export const FailureIcon = /* @__PURE__ */ icon(`${ring}M9 9l6 6M15 9l-6 6`);
export const WarnIcon = /* @__PURE__ */ icon('M12 3l10 18H2L12 3zM12 10v4M12 17.5v.01');
export const ShieldIcon = /* @__PURE__ */ icon('M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3zM9 12l2 2 4-4');
export const ImageErrorIcon = /* @__PURE__ */ icon(
  'M5 4h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM3 16l5-5 4 4M14 13l2-2 5 5M4 4l16 16',
);
