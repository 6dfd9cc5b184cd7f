import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Strict headers: no inline or foreign script, no plugins, no <base>, no framing. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  publicUrl: string,
): Promise<void> {
  const https = publicUrl.startsWith('https:');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Inline styles only (never script): the dialog primitives inject a scroll-lock <style>.
        styleSrc: ["'self'", "'unsafe-inline'"],
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
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
