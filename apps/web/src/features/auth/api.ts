import { sessionUserSchema, type RegisterInput } from '@havhjaelp/common/auth';
import { authApi } from '@havhjaelp/common/auth-api';
import type { EndpointInput } from '@havhjaelp/common/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endsSession } from '../../lib/auth-fetch';
import { call, endpointKey } from '../../lib/call';
import { ACCOUNT_DELETED_LANDING } from './account-deleted-notice';
import { endSession, startSession, updateSession, useSession } from '../../lib/session';

/**
 * At start, and whenever the token changes, asks the server who we are (SPEC.md: invalid →
 * logout). Only the server's 401 logs out (in authFetch); a failed, cut-off or unreadable answer
 * keeps the stored session and asks again, waiting twice as long each time (1 s up to 30 s).
 */
export function useSessionCheck(): void {
  const token = useSession()?.token;
  useQuery({
    queryKey: endpointKey(authApi.me, token),
    enabled: token !== undefined,
    queryFn: async ({ signal }) => {
      const answer = await call(authApi.me, { query: { _t: String(Date.now()) }, signal });
      const user = sessionUserSchema.parse(answer);
      updateSession({ user });
      return user;
    },
    retry: (_failures, error) => !endsSession(error),
    staleTime: Infinity,
  });
}

export function useLogin() {
  return useMutation({
    mutationFn: (input: { login: string; password: string }) =>
      call(authApi.login, { body: input }),
    onSuccess: startSession,
  });
}

/** The registration form's fields: the shared schema's input, with every field filled in. */
export type RegisterForm = Required<RegisterInput>;

export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterForm) => call(authApi.register, { body: input }),
    onSuccess: startSession,
  });
}

/** Ends the session here and on the server, then starts afresh on the dashboard. */
export function useLogout() {
  return useMutation({
    // Logging out locally must work even when the server cannot be reached.
    mutationFn: () => call(authApi.logout).catch(() => undefined),
    onSettled: () => leaveAccount(),
  });
}

/**
 * A full load of the dashboard: nothing of the account stays in memory (caches, chats, the live
 * connection), and no login guard can turn the way out into a detour through /login.
 */
function leaveAccount(landing = '/'): void {
  endSession();
  location.replace(landing);
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => call(authApi.forgotPassword, { body: { email } }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) =>
      call(authApi.resetPassword, { body: input }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      call(authApi.changePassword, { body: input }),
    onSuccess: () => updateSession({ forcePasswordChange: false, passwordWarning: false }),
  });
}

export const profileQueryKey = endpointKey(authApi.profile);

export function useProfile() {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: async ({ signal }) => (await call(authApi.profile, { signal })).profile,
  });
}

export interface ProfileInput {
  username: string;
  firstName: string;
  lastName: string;
  phone: string;
  vhfChannel: string;
  callSign: string;
  boatName: string;
  boatType: string;
}

type ProfileUpdate = NonNullable<EndpointInput<typeof authApi.updateProfile>['body']>;

/** What the admin's test-GPS tool saves (only these fields, as SPEC.md section 7 says). */
export interface TestGpsInput {
  testGpsEnabled: boolean;
  testGpsLatitude: number | null;
  testGpsLongitude: number | null;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput | TestGpsInput) =>
      // The form's boat type is the stored one or one of PROFILE_BOAT_TYPES, all in the schema.
      call(authApi.updateProfile, { body: input as ProfileUpdate }),
    onSuccess: ({ user, profile }) => {
      updateSession({ user });
      queryClient.setQueryData(profileQueryKey, profile);
    },
  });
}

/** Asks the server whether the password is right before the deletion's confirmations. */
export function useCheckAccountPassword() {
  return useMutation({
    mutationFn: (confirmPassword: string) =>
      call(authApi.checkPassword, { body: { confirmPassword } }),
  });
}

/** On success the person lands on the dashboard, which confirms that the account is gone. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (confirmPassword: string) =>
      call(authApi.deleteAccount, { body: { confirmPassword } }),
    onSuccess: () => leaveAccount(ACCOUNT_DELETED_LANDING),
  });
}

/** Fetches the export and hands it to the browser as a download named with its timestamp. */
export async function downloadDataExport(): Promise<void> {
  const data = await call(authApi.exportData);
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `havhjaelp-data-${data.exportedAt.replace(/[:.]/g, '-')}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
