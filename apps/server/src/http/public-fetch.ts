import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { RequestFilteringHttpsAgent } from 'request-filtering-agent';

/** Why a fetch from the internet was refused or failed. */
export type PublicFetchFailure =
  /** The address (as written, or as any hop resolved) is loopback, private, link-local or special. */
  | 'not-public'
  /** Not https (nor a loopback origin a test named). */
  | 'not-https'
  | 'too-many-redirects'
  /** Anything but 200 in the end. */
  | 'status'
  | 'wrong-type'
  | 'too-large'
  /** No answer: the name did not resolve, the connection failed, or the time ran out. */
  | 'unreachable';

export class PublicFetchError extends Error {
  override name = 'PublicFetchError';
  constructor(
    readonly failure: PublicFetchFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface PublicFetchOptions {
  /** Whether a media type (lower case, without parameters) is taken. */
  accepts: (mediaType: string) => boolean;
  maxBytes: number;
  /** For the whole fetch, redirects and body included. */
  timeoutMs: number;
  maxRedirects: number;
  userAgent: string;
  /** Loopback origins reached as they are, over http too: a test's own host. Empty in production. */
  loopbackOrigins: readonly string[];
  /** False: after every check, nothing but the loopback origins is asked (a test's app, offline). */
  internet: boolean;
}

export interface PublicFetchAnswer {
  body: Buffer;
  mediaType: string;
}

/**
 * Whether an IP address is an ordinary public one (ipaddr.js's `unicast`): not loopback, private,
 * link-local, carrier-grade NAT, multicast, reserved, unspecified, nor IPv4 wrapped in IPv6.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.parse(address).range() === 'unicast';
}

/**
 * Checks every connection's address after the name was resolved, on the very socket that
 * connects: a name that resolves to a public address for a check and to a private one for the
 * connection (DNS rebinding) cannot slip between the two. One agent for the process.
 */
const publicAgent = new RequestFilteringHttpsAgent({ keepAlive: false });

/** What a URL is allowed to be, before anything is sent: its client, or why not. */
function clientFor(url: URL, options: PublicFetchOptions) {
  if (options.loopbackOrigins.includes(url.origin)) {
    return { request: url.protocol === 'https:' ? https.request : http.request, agent: undefined };
  }
  if (url.protocol !== 'https:') {
    throw new PublicFetchError('not-https', `${url.protocol} is not https`);
  }
  // URL keeps IPv6 in brackets; a literal address needs no lookup, so it is judged here and again
  // by the agent, which refuses before connecting.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) !== 0 && !isPublicAddress(host)) {
    throw new PublicFetchError('not-public', `${host} is not a public address`);
  }
  if (!options.internet) throw new PublicFetchError('unreachable', 'no internet for this server');
  return { request: https.request, agent: publicAgent };
}

type Hop = { redirect: string } | PublicFetchAnswer;

/** One request, without following redirects: the answer, or where it points. */
function hop(url: URL, options: PublicFetchOptions, signal: AbortSignal): Promise<Hop> {
  const client = clientFor(url, options);
  return new Promise<Hop>((resolve, reject) => {
    const request = client.request(
      url,
      {
        agent: client.agent,
        signal,
        headers: { 'user-agent': options.userAgent, accept: 'image/*' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        const fail = (failure: PublicFetchFailure, message: string) => {
          response.destroy();
          reject(new PublicFetchError(failure, message));
        };
        if (status >= 300 && status < 400 && location) {
          response.resume();
          return resolve({ redirect: location });
        }
        if (status !== 200) return fail('status', `answered ${status}`);
        const mediaType = (response.headers['content-type'] ?? '').split(';')[0]!.trim();
        if (!options.accepts(mediaType.toLowerCase())) {
          return fail('wrong-type', `sent ${mediaType || 'no type'}`);
        }
        if (Number(response.headers['content-length'] ?? 0) > options.maxBytes) {
          return fail('too-large', `declared ${response.headers['content-length']} bytes`);
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) return fail('too-large', `over ${options.maxBytes} bytes`);
          chunks.push(chunk);
        });
        response.on('end', () => {
          if (size === 0) return fail('too-large', 'an empty body');
          resolve({ body: Buffer.concat(chunks), mediaType: mediaType.toLowerCase() });
        });
        response.on('error', (error) => reject(unreachable(error)));
      },
    );
    request.on('error', (error) => reject(unreachable(error)));
    request.end();
  });
}

function unreachable(error: Error): PublicFetchError {
  if (error instanceof PublicFetchError) return error;
  // The agent's refusal of a resolved address comes as a connection error of its own words.
  if (/is not allowed/.test(error.message))
    return new PublicFetchError('not-public', error.message);
  return new PublicFetchError('unreachable', error.message);
}

/**
 * GETs `link` from the public internet for the server itself: https only, to public addresses
 * only (checked on every hop's resolved address), following at most `maxRedirects` redirects each
 * judged like the first link, taking only the accepted media types and at most `maxBytes`.
 */
export async function fetchPublic(
  link: string,
  options: PublicFetchOptions,
): Promise<PublicFetchAnswer> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = parsed(link);
  for (let redirects = 0; ; redirects += 1) {
    const answer = await hop(url, options, signal);
    if (!('redirect' in answer)) return answer;
    if (redirects >= options.maxRedirects) {
      throw new PublicFetchError('too-many-redirects', `more than ${options.maxRedirects}`);
    }
    url = parsed(answer.redirect, url);
  }
}

/** A link, or a redirect's target relative to where it came from; what is no URL is refused. */
function parsed(link: string, base?: URL): URL {
  try {
    return new URL(link, base);
  } catch {
    throw new PublicFetchError('status', `${link.slice(0, 100)} is no URL`);
  }
}
