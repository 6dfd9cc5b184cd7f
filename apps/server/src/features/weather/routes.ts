import {
  marineAnswerSchema,
  weatherAnswerSchema,
  weatherQuerySchema,
} from '@havhjaelp/common/weather';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../http/error-answers';
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
      schema: {
        querystring: weatherQuerySchema,
        response: { 200: weatherAnswerSchema, ...errorAnswers(400, 502, 503) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', BROWSER_CACHE);
      return service.weather(request.query.lat, request.query.lon);
    },
  );

  app.get(
    '/api/weather/marine',
    {
      schema: {
        querystring: weatherQuerySchema,
        response: { 200: marineAnswerSchema, ...errorAnswers(400, 502, 503) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', BROWSER_CACHE);
      return service.marine(request.query.lat, request.query.lon);
    },
  );
};
