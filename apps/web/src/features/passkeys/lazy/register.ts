// What registration (loaded on demand) shows of passkeys, itself loaded when the form is done.
export { RegistrationPasskeySteps } from '../passkey-offer';
