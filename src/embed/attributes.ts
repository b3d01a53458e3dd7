/** Reads one attribute of an element: its value, or null when absent (`element.getAttribute`). */
export type AttributeReader = (name: string) => string | null;

/**
 * A boolean attribute: absent gives undefined (the widget's default), `"false"` gives false, any other value
 * (`""`, `"true"`, the name itself) gives true, as HTML's boolean attributes read, with an explicit way to say no.
 */
export function flagAttribute(value: string | null): boolean | undefined {
  if (value === null) return undefined;
  return value.trim().toLowerCase() !== 'false';
}

/** A text attribute: absent gives undefined. */
export function textAttribute(value: string | null): string | undefined {
  return value ?? undefined;
}

/** A whole number of 0 or more; absent or anything else gives undefined. */
export function countAttribute(value: string | null): number | undefined {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return undefined;
  return Number(value);
}

/** One of `allowed` (case-insensitive); absent or anything else gives undefined. */
export function oneOfAttribute<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  const wanted = value?.trim().toLowerCase();
  return allowed.find((option) => option.toLowerCase() === wanted);
}

/** The colour scheme an element asks for with `color-scheme`: light (the default), dark, or the system's. */
export type EmbedColorScheme = 'light' | 'dark' | 'auto';

/** Reads `color-scheme`: light unless `dark` or `auto`. */
export function colorSchemeAttribute(value: string | null): EmbedColorScheme {
  return oneOfAttribute(value, ['light', 'dark', 'auto'] as const) ?? 'light';
}
