// What the settings page (loaded on demand) uses of auth. Not for the first view.
export { PasswordChangeForm, settingsPasswordProblem } from '../password-change-form';
