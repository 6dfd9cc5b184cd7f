// What the settings page (loaded on demand) uses of auth. Not for the first view.
export { PasswordChangeForm, settingsPasswordProblem } from '../password-change-form';
export { BOAT_NAME_FIELD, PERSON_FIELDS, USERNAME_FIELD } from '../profile-fields';
export { fieldOfServerError, schemaMessage } from '../register-rules';
