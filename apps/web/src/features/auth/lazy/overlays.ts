// What the member overlays (loaded on demand) show of auth. Not for the first view.
export { ForcedPasswordChange } from '../forced-password-change';
