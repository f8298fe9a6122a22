import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './api-error';
import { httpMessages } from './messages';

/**
 * Text PostgreSQL cannot store must not reach it. A NUL (U+0000) in a `text` parameter
 * fails the whole statement ("invalid byte sequence for encoding UTF8: 0x00") — a 500 for
 * what is a client's mistake. A lone UTF-16 surrogate (JSON `"\ud800"`) does not fail: the
 * driver's UTF-8 encoding silently turns it into U+FFFD, so the stored text is not what was
 * sent. Both are refused here, once, for every route: whatever schema a route has (or none:
 * multipart, the sandbox wallet, notifications, dev routes), its body, query and path
 * parameters pass this hook before validation.
 */

export type UnsafeText = 'nul' | 'surrogate';

// String.prototype.isWellFormed is Node 20+; the regex says the same for older targets.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function unsafeString(text: string): UnsafeText | null {
  if (text.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  return null;
}

/** The first unsafe string in a parsed value (keys included), walked without recursion. */
export function findUnsafeText(value: unknown): UnsafeText | null {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      const found = unsafeString(next);
      if (found) return found;
    } else if (Array.isArray(next)) {
      // one by one: spreading a 500,000-item array would overflow the call stack
      for (const item of next) pending.push(item);
    } else if (next && typeof next === 'object' && !Buffer.isBuffer(next)) {
      for (const [key, item] of Object.entries(next)) {
        pending.push(key, item);
      }
    }
  }
  return null;
}

async function refuseUnsafeText(request: FastifyRequest): Promise<void> {
  const found =
    findUnsafeText(request.params) ?? findUnsafeText(request.query) ?? findUnsafeText(request.body);
  if (found === 'nul') throw badRequest(httpMessages.nulCharacter);
  if (found === 'surrogate') throw badRequest(httpMessages.invalidCharacter);
}

/**
 * Installs the check on the root instance, before any route plugin registers, so every
 * route inherits it.
 */
export function installSafeTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', refuseUnsafeText);
}
