// What the settings' security tab (loaded on demand) shows of passkeys, itself loaded on demand.
export { PasskeysSection } from '../passkeys-section';
