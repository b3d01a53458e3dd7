'use client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FileUploader } from './types.js';
import {
  keepUploads,
  progressOf,
  uploadResultOf,
  withUpload,
  type UploadState,
  type UploadStates,
} from './uploadQueue.js';
import { useEventCallback } from '../internal/useEventCallback.js';

/**
 * Uploads each of `files` through `upload` as it arrives (nothing without `upload`): its state by file,
 * `retry(file)` after a failure, and `failed(file)` told once per failed attempt. A file that leaves the list
 * (removed, cancelled) while uploading has its upload aborted, as has every upload under way when the input
 * unmounts; a finished upload is never aborted.
 */
export function useUploads(files: readonly File[], upload: FileUploader | undefined, failed: (file: File) => void) {
  const [states, setStates] = useState<UploadStates>(() => new Map());
  // Each file started, with its upload's controller while it runs (null once settled).
  const started = useRef(new Map<File, AbortController | null>());
  const onFailed = useEventCallback(failed);

  const start = useCallback(
    (file: File) => {
      if (!upload) return;
      started.current.get(file)?.abort();
      const controller = new AbortController();
      const { signal } = controller;
      started.current.set(file, controller);
      const set = (next: UploadState) => {
        if (signal.aborted) return;
        if (next.status !== 'uploading') started.current.set(file, null);
        setStates((current) => withUpload(current, file, next));
      };
      set({ status: 'uploading', progress: 0 });
      const onProgress = (value: number) => set({ status: 'uploading', progress: progressOf(value) });
      const fail = () => {
        if (signal.aborted) return;
        set({ status: 'failed' });
        onFailed(file);
      };
      // Called at once; a synchronous throw is a failure like a rejection.
      new Promise<unknown>((resolve) => resolve(upload(file, { signal, onProgress }))).then((result) => {
        const stored = uploadResultOf(result, file);
        if (stored) set({ status: 'done', ...stored });
        else fail();
      }, fail);
    },
    [upload, onFailed],
  );

  useEffect(() => {
    for (const [file, controller] of started.current) {
      if (files.includes(file)) continue;
      controller?.abort();
      started.current.delete(file);
    }
    for (const file of files) if (!started.current.has(file)) start(file);
  }, [files, start]);

  useEffect(() => {
    const current = started.current;
    return () => {
      for (const controller of current.values()) controller?.abort();
      current.clear();
    };
  }, []);

  const shown = useMemo(() => keepUploads(states, files), [states, files]);
  return { states: shown, retry: start };
}
