import { describe, expect, it } from 'vitest';
import {
  colorSchemeAttribute,
  countAttribute,
  flagAttribute,
  oneOfAttribute,
  textAttribute,
} from '../../src/embed/attributes.js';

describe('embed attribute parsing', () => {
  it('reads boolean attributes as HTML does, with "false" saying no and absence leaving the default', () => {
    expect(flagAttribute(null)).toBeUndefined();
    expect(flagAttribute('')).toBe(true);
    expect(flagAttribute('show-emoji')).toBe(true);
    expect(flagAttribute('true')).toBe(true);
    expect(flagAttribute(' FALSE ')).toBe(false);
  });

  it('reads text, counts and choices, and falls back on anything else', () => {
    expect(textAttribute(null)).toBeUndefined();
    expect(textAttribute('Support')).toBe('Support');
    expect(countAttribute('3')).toBe(3);
    expect(countAttribute('-1')).toBeUndefined();
    expect(countAttribute('2.5')).toBeUndefined();
    expect(countAttribute('many')).toBeUndefined();
    expect(oneOfAttribute('ROTATE', ['click', 'rotate'] as const)).toBe('rotate');
    expect(oneOfAttribute('<script>', ['click', 'rotate'] as const)).toBeUndefined();
    expect(colorSchemeAttribute(null)).toBe('light');
    expect(colorSchemeAttribute('dark')).toBe('dark');
    expect(colorSchemeAttribute('purple')).toBe('light');
  });
});
