'use client';
export * from './theme/index.js';
export * from './primitives/index.js';
