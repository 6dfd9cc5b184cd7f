import type { AuthenticationCredential, LoginOptions } from '@havhjaelp/common/passkeys';
import { passkeysApi } from '@havhjaelp/common/passkeys-api';
import { PASSKEY_FAILURES } from '@havhjaelp/common/passkeys-texts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorText } from '../../lib/api';
import { call, endpointKey } from '../../lib/call';
import { startSession } from '../../lib/session';
import { browserErrorText, type Ceremony } from './browser-errors';
import { askForPasskey, createPasskey, offerAutofill } from './ceremony';

/** The feature's query keys, each with the user's id: one boater's passkeys are never the next's. */
export const passkeyKeys = {
  all: ['passkeys'] as const,
  list: (userId: string) => endpointKey(passkeysApi.list, userId),
};

export const myPasskeysQuery = (userId: string) =>
  queryOptions({
    queryKey: passkeyKeys.list(userId),
    queryFn: async ({ signal }) => (await call(passkeysApi.list, { signal })).passkeys,
  });

/** A step of a passkey's way that failed, with what to tell the person (its `message`). */
export class PasskeyFailure extends Error {
  override name = 'PasskeyFailure';
}

/** A call to the server: its refusal's Danish message, or the screen's fallback (SPEC.md section 8). */
async function serverStep<T>(run: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new PasskeyFailure(errorText(error, fallback));
  }
}

/** The browser's ceremony: its errors said as SPEC.md section 8 says them. */
async function browserStep<T>(run: () => Promise<T>, ceremony: Ceremony): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new PasskeyFailure(browserErrorText(error, ceremony));
  }
}

/** Makes a passkey on this device for the logged-in boater and keeps it under `deviceName`. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deviceName: string) => {
      const options = await serverStep(
        () => call(passkeysApi.registerOptions),
        PASSKEY_FAILURES.registerOptions,
      );
      const credential = await browserStep(() => createPasskey(options), 'register');
      const body = { credential, deviceName };
      return (
        await serverStep(() => call(passkeysApi.registerVerify, { body }), PASSKEY_FAILURES.verify)
      ).passkey;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all }),
  });
}

export const RENAME_FAILURE = 'Kunne ikke omdøbe passkey';

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, deviceName }: { id: string; deviceName: string }) =>
      serverStep(
        () => call(passkeysApi.rename, { params: { id }, body: { deviceName } }),
        RENAME_FAILURE,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      serverStep(() => call(passkeysApi.remove, { params: { id } }), PASSKEY_FAILURES.remove),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all }),
  });
}

/** The passkeys of the account with this e-mail, for the login to choose from. */
export function usePasskeysByEmail() {
  return useMutation({
    mutationFn: async (email: string) =>
      serverStep(() => call(passkeysApi.listByEmail, { body: { email } }), PASSKEY_FAILURES.list),
  });
}

/** Logs in with what the browser signed: a session as a password login starts one. */
const verifyLogin = (credential: AuthenticationCredential) =>
  serverStep(
    () => call(passkeysApi.loginVerify, { body: { credential } }),
    PASSKEY_FAILURES.verify,
  );

const loginOptions = (body: { email?: string; passkeyId?: string }, signal?: AbortSignal) =>
  serverStep(
    (): Promise<LoginOptions> => call(passkeysApi.loginOptions, { body, signal }),
    PASSKEY_FAILURES.loginOptions,
  );

/** Logs in with the account's passkey chosen by e-mail; the session starts as a password login's. */
export function usePasskeyLogin() {
  return useMutation({
    mutationFn: async (choice: { email: string; passkeyId: string }) => {
      const options = await loginOptions(choice);
      return verifyLogin(await browserStep(() => askForPasskey(options), 'login'));
    },
    onSuccess: startSession,
  });
}

/**
 * While mounted, offers the account's passkeys in the autofill of the page's field marked
 * `webauthn`, and logs in with the one chosen. Its state is the login's after the choice: a
 * refusal of the server is said, the browser's own ending of the offer is not.
 */
export function usePasskeyAutofill() {
  const login = useMutation({ mutationFn: verifyLogin, onSuccess: startSession });
  const { mutate } = login;
  useEffect(() => offerAutofill((signal) => loginOptions({}, signal), mutate), [mutate]);
  return login;
}
