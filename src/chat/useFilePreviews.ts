'use client';
import { useEffect, useRef, useState } from 'react';
import { isImageFile } from './fileRules.js';
import { objectUrl } from './sentMessage.js';

/**
 * Object URLs of the images among `files`, for thumbnails: made when a file arrives, revoked when it leaves
 * (removed or sent) and when the input unmounts.
 */
export function useFilePreviews(files: readonly File[]): ReadonlyMap<File, string> {
  const made = useRef(new Map<File, string>());
  const [previews, setPreviews] = useState<ReadonlyMap<File, string>>(() => new Map());

  useEffect(() => {
    const current = made.current;
    for (const [file, url] of current) {
      if (files.includes(file)) continue;
      URL.revokeObjectURL(url);
      current.delete(file);
    }
    for (const file of files) {
      if (current.has(file) || !isImageFile(file)) continue;
      const url = objectUrl(file);
      if (url) current.set(file, url);
    }
    setPreviews(new Map(current));
  }, [files]);

  useEffect(() => {
    const current = made.current;
    return () => {
      for (const url of current.values()) URL.revokeObjectURL(url);
      current.clear();
    };
  }, []);
  return previews;
}
