import {
  marineAnswerSchema,
  weatherAnswerSchema,
  weatherQuerySchema,
} from '@havhjaelp/common/weather';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../http/error-answers';
import { RATE_LIMITS } from '../../http/rate-limits';
import type { WeatherService } from './service';

/** Browsers may keep an answer a few minutes; the server's cache is the one that counts. */
const BROWSER_CACHE = 'public, max-age=300';

export const weatherRoutes: FastifyPluginAsyncZod<{ service: WeatherService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/weather',
    {
      config: { rateLimit: RATE_LIMITS.weather },
      schema: {
        querystring: weatherQuerySchema,
        response: { 200: weatherAnswerSchema, ...errorAnswers(400, 429, 502, 503) },
      },
    },
    async (request, reply) => {
      const answer = await service.weather(request.query.lat, request.query.lon);
      // Only a good answer may be kept: a browser that kept a 502 would never retry.
      reply.header('cache-control', BROWSER_CACHE);
      return answer;
    },
  );

  app.get(
    '/api/weather/marine',
    {
      config: { rateLimit: RATE_LIMITS.weather },
      schema: {
        querystring: weatherQuerySchema,
        response: { 200: marineAnswerSchema, ...errorAnswers(400, 429, 502, 503) },
      },
    },
    async (request, reply) => {
      const answer = await service.marine(request.query.lat, request.query.lon);
      // Only a good answer may be kept: a browser that kept a 502 would never retry.
      reply.header('cache-control', BROWSER_CACHE);
      return answer;
    },
  );
};
