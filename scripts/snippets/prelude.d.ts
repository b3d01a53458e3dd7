// What the fragments in README.md and docs/ use without declaring it: the reader's own values, named for what
// they stand for. Global, so every snippet of the scratch project sees them.
import type { ServerResponse } from 'node:http';
import type { ReactElement } from 'react';
import type { SlideData } from 'confab-ui/captcha';
import type { CaptchaService } from 'confab-ui/captcha/server';
import type { ChatColors, ChatMessage, Participant } from 'confab-ui/chat';

declare global {
  const challenge: SlideData;
  function verify(x: number, y: number): boolean;
  function loadAnother(): void;
  function SendIcon(): ReactElement;
  function send(): void;
  const ourColors: ChatColors;
  const team: Participant[];
  function App(): ReactElement;
  const template: string;
  const response: ServerResponse;
  const form: FormData;
  const captcha: CaptchaService;
  function setMessages(update: (list: ChatMessage[]) => ChatMessage[]): void;
  const answer: AsyncIterable<string>;
}
