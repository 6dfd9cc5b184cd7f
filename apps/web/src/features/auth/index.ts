// The auth feature's face for the first view; what only on-demand code needs is in lazy/, one file per on-demand entry.
import { ROUTES } from '@havhjaelp/common/routes';
import type { FeatureFace } from '../../lib/feature-face';
import { UserMenu } from './user-menu';

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
export { ExportContents } from './export-contents';
export { PasswordWarning } from './password-warning';
export { RequireLogin } from './require-login';
export type { LoginRedirectState } from './return-path';

export const authFace: FeatureFace = {
  name: 'auth',
  routes: [
    // Login, registration and password recovery: loaded on demand, apart from the first view.
    { path: ROUTES.login, load: async () => (await import('./login-page')).LoginPage },
    { path: ROUTES.register, load: async () => (await import('./register-page')).RegisterPage },
    {
      path: ROUTES.forgotPassword,
      load: async () => (await import('./forgot-password-page')).ForgotPasswordPage,
    },
    {
      path: ROUTES.resetPassword,
      load: async () => (await import('./reset-password-page')).ResetPasswordPage,
    },
  ],
  nav: [
    // A visitor's first entries in the phone's 'Mere' menu.
    { to: ROUTES.login, label: 'Log ind', at: { moreForVisitor: 10 } },
    { to: ROUTES.register, label: 'Opret konto', at: { moreForVisitor: 20 } },
    // The account, last in the header on every screen.
    { widget: UserMenu, at: { header: 40, phoneHeader: 40 } },
  ],
  overlays: [
    {
      spot: 'member',
      order: 50,
      load: async () => (await import('./lazy/overlays')).ForcedPasswordChange,
    },
  ],
};
