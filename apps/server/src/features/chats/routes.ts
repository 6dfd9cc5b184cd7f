import { chatListSchema, markReadAnswerSchema, markReadSchema } from '@havhjaelp/common/chats';
import { apiErrorSchema } from '@havhjaelp/common/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthDeps } from '../auth/service';
import { requireUser } from '../auth/authenticate';
import * as chats from './service';

const requestParams = z.object({ requestId: z.string().min(1).max(64) });

export const chatRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  app.get(
    '/api/chats',
    {
      schema: {
        response: { 200: chatListSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return chats.listChats(deps, await requireUser(deps, request));
    },
  );

  app.put(
    '/api/chats/help/:requestId/read',
    {
      schema: {
        params: requestParams,
        body: markReadSchema,
        response: {
          200: markReadAnswerSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) =>
      chats.markHelpChatRead(
        deps,
        await requireUser(deps, request),
        request.params.requestId,
        request.body.messageId,
      ),
  );
};
