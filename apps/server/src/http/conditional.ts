import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A weak validator of a JSON answer: a digest of its text, so two answers carry the same tag only
 * when they say the same thing, whichever instance built them and for whom. Weak, because the
 * gzipped and the plain bytes of one answer share it.
 */
export function weakEtagOf(json: string): string {
  return `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
}

/** Whether an If-None-Match header names `etag` (weak comparison, as for a GET) or is `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || opaque(tag) === opaque(etag));
}

/**
 * Tags the answer with `etag` and, when the client already holds it, answers 304 with no body.
 * Answers the sent reply then, else undefined for the route to send the body.
 */
export function notModified(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
): FastifyReply | undefined {
  reply.header('etag', etag);
  if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return undefined;
  return reply.code(304).send();
}
