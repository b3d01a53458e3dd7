import type { ChatLabels } from './labels.js';

const imageExtensions = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'svg', 'bmp', 'ico', 'apng']);

function extensionOf(name: string): string {
  const clean = name.split(/[?#]/)[0] ?? '';
  const dot = clean.lastIndexOf('.');
  return dot < 0 ? '' : clean.slice(dot + 1).toLowerCase();
}

/**
 * Whether a file matches an accept list in the syntax of `<input accept>`: comma-separated extensions
 * (`.pdf`), MIME types (`application/pdf`) and wildcards (`image/*`). An empty or missing list accepts all.
 */
export function isFileAccepted(file: { name: string; type?: string }, accept?: string): boolean {
  const rules = (accept ?? '')
    .split(',')
    .map((rule) => rule.trim().toLowerCase())
    .filter(Boolean);
  if (rules.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = (file.type ?? '').toLowerCase();
  return rules.some((rule) => {
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/** Whether a file is an image, by its MIME type, a `data:image/` URL, or the extension of its name or URL. */
export function isImageFile(file: { name: string; type?: string; url?: string }): boolean {
  if (file.type) return file.type.toLowerCase().startsWith('image/');
  const url = file.url ?? '';
  if (url.startsWith('data:')) return url.startsWith('data:image/');
  return imageExtensions.has(extensionOf(file.name)) || imageExtensions.has(extensionOf(url));
}

/** Why a file was refused: its type is not accepted, it is too large, or it is beyond the count. */
export type FileRefusal = 'type' | 'size' | 'count';

/** The limits files are checked against. */
export interface FileLimits {
  /** Accepted types in the syntax of `<input accept>`; default any. */
  accept?: string;
  /** The largest file, in bytes; default any size. */
  maxSize?: number;
  /** How many files may go with a message (default 1). */
  maxFiles?: number;
}

/** `maxFiles` as a count: whole, at least 1 (NaN, 0 or less: 1); Infinity stays (no limit). */
export function fileCountLimit(maxFiles = 1): number {
  return maxFiles >= 1 ? Math.floor(maxFiles) : 1;
}

/**
 * Sorts files arriving together (chosen, dropped or pasted) into those attached and those refused, with why:
 * a wrong type first, then a size over `maxSize`, then any beyond `maxFiles` counting the `attached` already there.
 * A refused file never takes a place from the others.
 */
export function admitFiles<T extends { name: string; type?: string; size: number }>(
  incoming: readonly T[],
  attached: number,
  { accept, maxSize, maxFiles = 1 }: FileLimits,
): { accepted: T[]; refused: { file: T; reason: FileRefusal }[] } {
  const accepted: T[] = [];
  const refused: { file: T; reason: FileRefusal }[] = [];
  for (const file of incoming) {
    if (!isFileAccepted(file, accept)) refused.push({ file, reason: 'type' });
    else if (maxSize !== undefined && file.size > maxSize) refused.push({ file, reason: 'size' });
    else if (attached + accepted.length >= fileCountLimit(maxFiles)) refused.push({ file, reason: 'count' });
    else accepted.push(file);
  }
  return { accepted, refused };
}

const sizeUnits = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A size in bytes as short text in the locale's digits and unit names ("1.2 MB"); powers of 1000. */
export function formatFileSize(bytes: number, locale?: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < sizeUnits.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: sizeUnits[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0,
  }).format(value);
}

/** A short type for a file: its extension in capitals ("PDF"), else its MIME subtype, else ''. */
export function fileTypeText(file: { name: string; type?: string; url?: string }): string {
  const extension = extensionOf(file.name) || extensionOf(file.url ?? '');
  if (extension && extension.length <= 5) return extension.toUpperCase();
  const subtype = (file.type ?? '').split('/')[1] ?? '';
  return /^[a-z0-9.+-]{1,12}$/i.test(subtype) ? subtype.toUpperCase() : '';
}

/**
 * The address a sent file may link to or show, or `undefined` when it must stay text: http(s), `blob:` (an
 * object URL), and addresses without a scheme (`/uploads/a.pdf`); for images also `data:image/`. Control
 * characters, `javascript:` and every other scheme are refused.
 */
export function fileUrl(url: string, image = false): string | undefined {
  // eslint-disable-next-line no-control-regex
  if (!url || /[\u0000-\u001f\u007f]/.test(url)) return undefined;
  if (/^(?:https?:|blob:)/i.test(url)) return url;
  if (image && /^data:image\/(?!svg)/i.test(url)) return url;
  // No scheme: a relative address (a colon after a slash, ? or # is part of the path, not a scheme).
  return /^[^:/?#]*:/.test(url) ? undefined : url;
}

/** The sentence that says why a file was refused, with the limit it broke. */
export function refusalText(
  name: string,
  reason: FileRefusal,
  { accept = '', maxSize = 0, maxFiles = 1 }: FileLimits,
  labels: Pick<ChatLabels, 'fileRejected' | 'fileTooLarge' | 'tooManyFiles'>,
): string {
  if (reason === 'size') return labels.fileTooLarge(name, formatFileSize(maxSize));
  if (reason === 'count') return labels.tooManyFiles(name, maxFiles);
  const accepted = accept
    .split(',')
    .map((rule) => rule.trim())
    .filter(Boolean)
    .join(', ');
  return labels.fileRejected(name, accepted);
}
