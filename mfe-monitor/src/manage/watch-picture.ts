import { MAX_WATCH_PICTURE_BYTES, monitorMessages, WATCH_PICTURE_MIMES } from 'shared-api';

/**
 * Spec 2 §5: a watched picture is a JPG or PNG of at most 2 MB, checked before it is sent.
 * Returns the message that refuses it, or null.
 */
export function refusePicture(file: File): string | null {
  if (!(WATCH_PICTURE_MIMES as readonly string[]).includes(file.type)) {
    return monitorMessages.pictureFormat;
  }
  if (file.size > MAX_WATCH_PICTURE_BYTES) return monitorMessages.pictureSize;
  return null;
}

/**
 * Classes typed as '9, 35，42': Nice classes 1–45, several joined by commas (spec 2 §5).
 * Empty: undefined (the server's default classes). Anything else: null (refused).
 */
export function parseClasses(text: string): number[] | undefined | null {
  const parts = text
    .split(/[,，\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return undefined;
  const classes = parts.map(Number);
  if (classes.some((c) => !Number.isInteger(c) || c < 1 || c > 45)) return null;
  return [...new Set(classes)].sort((a, b) => a - b);
}
