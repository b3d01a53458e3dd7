// What the chat window draws, in one chunk that loads when the window is first needed (see lazyWindow.ts).
export { Header } from './Header.js';
export { UserList } from './UserList.js';
export { MessageList } from './MessageList.js';
export { UserInput } from './UserInput.js';
export { ContrastCheck } from './ContrastCheck.js';
export { ConfirmDialog } from '../primitives/index.js';
export { TooltipProvider } from '../primitives/TooltipProvider.js';
export { replyTargetOf } from './replyRules.js';
