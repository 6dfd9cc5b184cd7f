import {
  chatListSchema,
  chatMessageSchema,
  chatPostSchema,
  chatSchema,
  markReadAnswerSchema,
  markReadSchema,
} from '@havhjaelp/common/chats';
import { apiErrorSchema } from '@havhjaelp/common/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../http/error-answers';
import { z } from 'zod';
import { member } from '../../http/authenticated';
import * as chats from './service';

const errors = errorAnswers(400, 401, 403, 404, 409);
/** Posting adds the per-account limit on lines. */
const postErrors = errorAnswers(400, 401, 403, 404, 409, 429);
const chatParams = z.object({ id: z.string().min(1).max(64) });
const markParams = z.object({ requestId: z.string().min(1).max(64) });

export const chatRoutes: FastifyPluginAsyncZod<chats.ChatsDeps> = async (app, deps) => {
  app.get(
    '/api/chats',
    {
      schema: { response: { 200: chatListSchema, 401: apiErrorSchema } },
      config: { auth: 'member' },
    },
    async (request) => chats.listChats(deps, member(request)),
  );

  for (const kind of deps.kinds) {
    app.get(
      kind.url,
      {
        schema: { params: chatParams, response: { 200: chatSchema, ...errors } },
        config: { auth: 'member' },
      },
      async (request) => chats.readChat(deps, kind, member(request), request.params.id),
    );

    app.post(
      kind.url,
      {
        schema: {
          params: chatParams,
          body: chatPostSchema,
          response: { 200: chatMessageSchema, ...postErrors },
        },
        config: { auth: 'member' },
      },
      async (request) =>
        chats.postChat(deps, kind, member(request), request.params.id, request.body.message),
    );

    app.put(
      `/api/chats/${kind.type}/:requestId/read`,
      {
        schema: {
          params: markParams,
          body: markReadSchema,
          response: { 200: markReadAnswerSchema, ...errors },
        },
        config: { auth: 'member' },
      },
      async (request) =>
        chats.markRead(
          deps,
          kind,
          member(request),
          request.params.requestId,
          request.body.messageId,
        ),
    );
  }
};
