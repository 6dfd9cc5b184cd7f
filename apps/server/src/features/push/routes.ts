import { pushApi } from '@havhjaelp/common/push-api';
import type { FastifyInstance } from 'fastify';
import { member } from '../../http/authenticated';
import { route } from '../../http/endpoint-route';
import * as push from './service';

export function pushRoutes(app: FastifyInstance, deps: push.PushDeps): void {
  route(app, pushApi.vapidPublicKey, async () => ({
    publicKey: (await deps.vapidKeys()).publicKey,
  }));

  route(app, pushApi.subscribe, async (request) => {
    await push.subscribe(deps, member(request), request.body);
    return { success: true as const };
  });

  route(app, pushApi.unsubscribe, async (request) => {
    await push.unsubscribe(deps, member(request), request.body.endpoint);
    return { success: true as const };
  });

  route(app, pushApi.preferences, async (request) => push.preferencesOf(deps, member(request)));

  route(app, pushApi.setPreferences, async (request) =>
    push.setPreferences(deps, member(request), request.body),
  );
}
