import fastifyHelmet from '@fastify/helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Strict headers: no inline or foreign script, no plugins, no <base>, no framing. */
function helmetOptions(publicUrl: string) {
  const https = publicUrl.startsWith('https:');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Inline styles only (never script): the dialog primitives inject a scroll-lock <style>.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Nothing from other hosts: vessel pictures and map tiles come through the server, so no
        // third party learns who looks at what. blob: is a preview the app made itself.
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        // mqtt.js keeps its keep-alive timers in a blob worker, so background tabs stay connected.
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Only over HTTPS: on plain http (a local install) upgrading would break every request.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  };
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  publicUrl: string,
): Promise<void> {
  await app.register(fastifyHelmet, helmetOptions(publicUrl));
}

/**
 * The same headers as a plain list, for answers written before any hook runs: the router's
 * errors and the ones Node's HTTP parser raises (a header too large, a malformed request).
 */
export function securityHeaders(publicUrl: string): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(helmetOptions(publicUrl))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    () => undefined,
  );
  return Object.fromEntries(headers);
}
