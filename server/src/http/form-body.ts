import type { FastifyInstance } from 'fastify';

const FORM = 'application/x-www-form-urlencoded';

/**
 * Lets the calling plugin's routes take `application/x-www-form-urlencoded` bodies as plain
 * objects (the spec posts some calls as forms; JSON works as well). Fastify encapsulates the
 * parser: only that plugin's routes accept forms, the rest of the API keeps refusing them.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, text, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(text))));
  });
}
