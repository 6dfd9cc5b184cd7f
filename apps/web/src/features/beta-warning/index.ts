// Shown from the member overlays only, so nothing here reaches a visitor's first view.
export { BetaWarningDialog } from './beta-warning-dialog';
