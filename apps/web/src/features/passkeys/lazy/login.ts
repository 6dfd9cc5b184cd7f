// What the login page (loaded on demand) shows of passkeys, itself loaded on demand.
export { PasskeyAutofill, PasskeyLogin } from '../passkey-login';
