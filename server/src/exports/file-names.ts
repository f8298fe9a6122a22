import type { FastifyReply } from 'fastify';

export const MIME = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
} as const;
export type ExportKind = keyof typeof MIME;

const SHANGHAI_OFFSET_MS = 8 * 3600 * 1000;

/** 'YYYYMMDD' of the day in Asia/Shanghai, the users' calendar. */
export const shanghaiDay = (date: Date) =>
  new Date(date.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10).replace(/-/g, '');

/** Characters Windows and macOS refuse in file names, and control characters. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f]/g;

/** A name made safe for a file system: unsafe characters replaced, at most 60 long. */
export const safeFileName = (name: string): string =>
  name.replace(UNSAFE, '_').trim().slice(0, 60) || '商标';

/** '恒泰咖啡_30000001_第30类': a mark's file name (its name made safe for a file system). */
export function markFileName(name: string, code: string, classId: number): string {
  return `${safeFileName(name)}_${code}_第${classId}类`;
}

/**
 * Sends a built file as a download. The name is Chinese, so it goes in RFC 6266's
 * `filename*` (UTF-8, percent-encoded); `filename` carries an ASCII stand-in for old clients.
 */
export function sendFile(reply: FastifyReply, kind: ExportKind, baseName: string, file: Buffer) {
  const encoded = encodeURIComponent(`${baseName}.${kind}`);
  return reply
    .header('content-type', MIME[kind])
    .header(
      'content-disposition',
      `attachment; filename="export.${kind}"; filename*=UTF-8''${encoded}`,
    )
    .header('cache-control', 'no-store')
    .send(file);
}
