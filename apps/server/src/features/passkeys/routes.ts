import { passkeysApi } from '@havhjaelp/common/passkeys-api';
import type { FastifyInstance } from 'fastify';
import { bearerToken, member } from '../../http/authenticated';
import { route } from '../../http/endpoint-route';
import { RATE_LIMITS } from '../../http/rate-limits';
import { loginOptions, loginWithPasskey, passkeysForEmail } from './login-service';
import { toPasskey } from './presenters';
import {
  listPasskeys,
  registerPasskey,
  registrationOptions,
  removePasskey,
  renamePasskey,
  type PasskeysDeps,
} from './service';

/** The session's token: a member route has one, as `member()` has checked. */
const sessionToken = (request: Parameters<typeof bearerToken>[0]) => bearerToken(request)!;

export function passkeysRoutes(app: FastifyInstance, deps: PasskeysDeps): void {
  // The login's steps are limited per client address as the password login is.
  const signIn = { config: { rateLimit: RATE_LIMITS.signIn } };

  route(app, passkeysApi.registerOptions, async (request) =>
    registrationOptions(deps, member(request), sessionToken(request)),
  );

  route(app, passkeysApi.registerVerify, async (request) => ({
    passkey: toPasskey(
      await registerPasskey(deps, member(request), sessionToken(request), request.body),
    ),
  }));

  route(app, passkeysApi.list, async (request) => ({
    passkeys: await listPasskeys(deps, member(request)),
  }));

  route(app, passkeysApi.rename, async (request) => ({
    passkey: toPasskey(
      await renamePasskey(deps, member(request), request.params.id, request.body.deviceName),
    ),
  }));

  route(app, passkeysApi.remove, async (request) => {
    await removePasskey(deps, member(request), request.params.id);
    return { success: true as const };
  });

  route(
    app,
    passkeysApi.listByEmail,
    async (request) => passkeysForEmail(deps, request.body.email),
    signIn,
  );

  route(app, passkeysApi.loginOptions, async (request) => loginOptions(deps, request.body), signIn);

  route(
    app,
    passkeysApi.loginVerify,
    async (request) => loginWithPasskey(deps, request.body.credential, request.ip),
    signIn,
  );
}
