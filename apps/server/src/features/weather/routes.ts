import { weatherApi } from '@havhjaelp/common/weather-api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { route } from '../../http/endpoint-route';
import { RATE_LIMITS } from '../../http/rate-limits';
import type { WeatherService } from './service';

/** Browsers may keep an answer a few minutes; the server's cache is the one that counts. */
const BROWSER_CACHE = 'public, max-age=300';
const limited = { config: { rateLimit: RATE_LIMITS.weather } };

/** Only a good answer may be kept: a browser that kept a 502 would never retry. */
function keptByBrowsers<A>(reply: FastifyReply, answer: A): A {
  reply.header('cache-control', BROWSER_CACHE);
  return answer;
}

export function weatherRoutes(app: FastifyInstance, service: WeatherService): void {
  route(
    app,
    weatherApi.weather,
    async ({ query }, reply) => keptByBrowsers(reply, await service.weather(query.lat, query.lon)),
    limited,
  );

  route(
    app,
    weatherApi.marine,
    async ({ query }, reply) => keptByBrowsers(reply, await service.marine(query.lat, query.lon)),
    limited,
  );
}
