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
