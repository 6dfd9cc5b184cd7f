export { CookieBanner } from './cookie-banner';
