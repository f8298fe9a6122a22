import type { FastifyReply } from 'fastify';

/**
 * Headers for every picture the portal serves that a user supplied, an import brought or
 * the server drew (mark logos, uploaded search pictures, gazette pages). Opened by itself
 * rather than through <img>, a picture is a document of the portal's origin, and an SVG one
 * can carry script. `default-src 'none'` stops script, fetches and sub-resources;
 * `style-src 'unsafe-inline'` keeps SVG's inline styles drawing; `sandbox` gives the
 * document an opaque origin with no script even where the rest is not understood;
 * `nosniff` keeps a browser from reading the bytes as anything but the declared type.
 */
export const PICTURE_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
} as const;

/** A picture's address names its bytes (a hash), so browsers and CDNs may keep it for good. */
export const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/** The one way picture routes answer: the bytes, their type, caching and the headers above. */
export function sendPicture(
  reply: FastifyReply,
  picture: { mime: string; cacheControl: string; body: Buffer | string },
): FastifyReply {
  return reply
    .headers(PICTURE_SECURITY_HEADERS)
    .header('content-type', picture.mime)
    .header('cache-control', picture.cacheControl)
    .send(picture.body);
}
