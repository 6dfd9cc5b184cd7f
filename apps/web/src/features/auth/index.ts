// The auth feature's face for the first view; what only on-demand code needs is in lazy/, one file per on-demand entry.
export {
  downloadDataExport,
  useCheckAccountPassword,
  useDeleteAccount,
  useProfile,
  useSessionCheck,
  useUpdateProfile,
  type ProfileInput,
  type TestGpsInput,
} from './api';
export { AccountDeletedNotice } from './account-deleted-notice';
export { LoginPage } from './login-page';
export { PasswordWarning } from './password-warning';
export { BOAT_NAME_FIELD, PERSON_FIELDS, USERNAME_FIELD } from './profile-fields';
export { fieldOfServerError, schemaMessage } from './register-rules';
export { RequireLogin } from './require-login';
export type { LoginRedirectState } from './return-path';
export { UserMenu } from './user-menu';

/** Registration and password recovery: loaded on demand, apart from the first view. */
export const loadRegisterPage = () => import('./register-page');
export const loadForgotPasswordPage = () => import('./forgot-password-page');
export const loadResetPasswordPage = () => import('./reset-password-page');
