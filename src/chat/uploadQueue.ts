import type { FileUploadResult } from './types.js';

/** Where one file's upload is: under way (progress from 0 to 1), stored by the host, or failed. */
export type UploadState =
  { status: 'uploading'; progress: number } | { status: 'done'; url: string; name: string } | { status: 'failed' };

/** The states of a draft's files, by file. */
export type UploadStates = ReadonlyMap<File, UploadState>;

/** The states with one file's state set (a new map: states are React state). */
export function withUpload(states: UploadStates, file: File, state: UploadState): UploadStates {
  return new Map(states).set(file, state);
}

/** The states of the files still in the draft only. */
export function keepUploads(states: UploadStates, files: readonly File[]): UploadStates {
  // Array.from, not a spread: the docs site's loose Babel would make `[...map]` `[map]`.
  return new Map(Array.from(states).filter(([file]) => files.includes(file)));
}

/** A progress reported by a host as a fraction from 0 to 1 (anything else clamped, NaN as 0). */
export function progressOf(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}

/** What `onFileUpload` resolved to, checked: `{ url, name }` with a string url, else null (a failed upload). */
export function uploadResultOf(result: unknown, file: File): FileUploadResult | null {
  if (typeof result !== 'object' || result === null) return null;
  const { url, name } = result as Partial<FileUploadResult>;
  if (typeof url !== 'string' || url === '') return null;
  return { url, name: typeof name === 'string' && name !== '' ? name : file.name };
}

/**
 * Whether a draft's files may go: without an uploader always; with one, once every file is stored (Send waits
 * for uploads under way and for failed ones to be retried or removed).
 */
export function uploadsReady(files: readonly File[], states: UploadStates, uploading: boolean): boolean {
  return !uploading || files.every((file) => states.get(file)?.status === 'done');
}
