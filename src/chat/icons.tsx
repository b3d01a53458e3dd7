'use client';
// Decorative icons (the buttons around them carry the names), drawn in currentColor.

import { pathIcon, svg } from './launcherIcons.js';

export { chatIcon, closeIcon } from './launcherIcons.js';

export const minimizeIcon = pathIcon('M5 11h14v2H5z');

export const sendIcon = pathIcon('M3 20.5 21 12 3 3.5 3 10l12 2-12 2z');

export const checkIcon = pathIcon('m9 16.2-4.2-4.2-1.4 1.4L9 19 21 7l-1.4-1.4z');

export const emojiIcon = pathIcon(
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16Zm-3.5-9A1.5 1.5 0 1 0 8.5 8a1.5 1.5 0 0 0 0 3Zm7 0A1.5 1.5 0 1 0 15.5 8a1.5 1.5 0 0 0 0 3ZM12 17.5c2.3 0 4.3-1.4 5.1-3.5H6.9c.8 2.1 2.8 3.5 5.1 3.5Z',
);

export const fileIcon = pathIcon(
  'M16.5 6v11.5a4.5 4.5 0 0 1-9 0V5a3 3 0 0 1 6 0v10.5a1.5 1.5 0 0 1-3 0V6H9v9.5a3 3 0 0 0 6 0V5a4.5 4.5 0 0 0-9 0v12.5a6 6 0 0 0 12 0V6z',
);

export const editIcon = pathIcon(
  'M3 17.2V21h3.8L17.8 9.9 14 6.2zM20.7 7a1 1 0 0 0 0-1.4l-2.3-2.3a1 1 0 0 0-1.4 0l-1.8 1.8 3.7 3.7z',
);

export const deleteIcon = pathIcon('M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z');

export const arrowDownIcon = pathIcon('M11 4h2v12l5.5-5.5 1.4 1.4L12 19.8l-7.9-7.9 1.4-1.4L11 16z');

export const replyIcon = pathIcon('M10 9V5l-7 7 7 7v-4.1c5 0 8.5 1.6 11 5.1-1-5-4-10-11-11Z');

// Delivery states: told apart by shape, never by colour alone.
export const sendingIcon = pathIcon(
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16Zm.5-13H11v6l5.2 3.2.8-1.3-4.5-2.7Z',
);

export const sentIcon = checkIcon;

export const deliveredIcon = pathIcon(
  'm18 7-1.4-1.4-6.3 6.3 1.4 1.4zm4.2-1.4L11.7 16.2 7.5 12l-1.4 1.4 5.6 5.6 12-12zM.4 13.4 6 19l1.4-1.4L1.8 12z',
);

export const readIcon = pathIcon(
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.7 14.4-4.1-4.1 1.4-1.4 2.7 2.7 6-6 1.4 1.4Z',
);

export const failedIcon = pathIcon('M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2zm0-4h-2V7h2z');

export const stopIcon = (
  <svg {...svg}>
    <rect x="6" y="6" width="12" height="12" rx="2" />
  </svg>
);

export const addReactionIcon = pathIcon(
  'M11 3a8 8 0 1 0 8 8h-2a6 6 0 1 1-6-6V3Zm-3 6.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm6 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3ZM7.5 14a4 4 0 0 0 7 0h-7ZM18 2v2.5h-2.5v2H18V9h2V6.5h2.5v-2H20V2h-2Z',
);

export const retryIcon = pathIcon(
  'M17.65 6.35A8 8 0 1 0 19.73 14h-2.08A6 6 0 1 1 12 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4z',
);
