import {
  myVesselsSchema,
  vesselInputSchema,
  vesselListQuerySchema,
  vesselListSchema,
  vesselSchema,
} from '@havhjaelp/common/vessels';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { member } from '../../http/authenticated';
import { errorAnswers } from '../../http/error-answers';
import * as vessels from './service';

const idParams = z.object({ id: z.string().min(1).max(64) });
const errors = errorAnswers(400, 401, 403, 404);

export const vesselRoutes: FastifyPluginAsyncZod<vessels.VesselDeps> = async (app, deps) => {
  app.get(
    '/api/vessels',
    {
      schema: {
        querystring: vesselListQuerySchema,
        response: { 200: vesselListSchema, ...errorAnswers(400) },
      },
      config: { auth: 'optional' },
    },
    async (request) => vessels.listPublic(deps, request.user, request.query),
  );

  // Before `/:id`, though Fastify prefers the static path anyway.
  app.get(
    '/api/vessels/my/vessels',
    {
      schema: { response: { 200: myVesselsSchema, ...errorAnswers(401) } },
      config: { auth: 'member' },
    },
    async (request) => ({ vessels: await vessels.myVessels(deps, member(request)) }),
  );

  app.get(
    '/api/vessels/:id',
    {
      schema: { params: idParams, response: { 200: vesselSchema, ...errors } },
      config: { auth: 'member' },
    },
    async (request) => vessels.getVessel(deps, member(request), request.params.id),
  );

  app.post(
    '/api/vessels',
    {
      schema: {
        body: vesselInputSchema,
        response: { 200: vesselSchema, ...errorAnswers(400, 401, 409) },
      },
      config: { auth: 'member' },
    },
    async (request) => vessels.createVessel(deps, member(request), request.body),
  );

  app.put(
    '/api/vessels/:id',
    {
      schema: {
        params: idParams,
        body: vesselInputSchema,
        response: { 200: vesselSchema, ...errors },
      },
      config: { auth: 'member' },
    },
    async (request) => vessels.changeVessel(deps, member(request), request.params.id, request.body),
  );

  app.delete(
    '/api/vessels/:id',
    {
      schema: {
        params: idParams,
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
      config: { auth: 'member' },
    },
    async (request) => {
      await vessels.removeVessel(deps, member(request), request.params.id);
      return { success: true as const };
    },
  );
};
