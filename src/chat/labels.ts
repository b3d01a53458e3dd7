import { chat as english } from '../locales/en/chat.js';
import type { ChatLabels } from '../locales/types.js';

export type { ChatLabels } from '../locales/types.js';

/** The English defaults. */
export const defaultChatLabels: ChatLabels = english.labels;
