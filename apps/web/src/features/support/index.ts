export { SupportProvider, useSupport } from './support-context';
