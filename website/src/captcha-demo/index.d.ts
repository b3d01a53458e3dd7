import type { UseDemoChallenge } from './demo.js';

export type { DemoChallenge } from './demo.js';
export const useDemoChallenge: UseDemoChallenge;
