// Loaded with a logged-in boater's overlays: reports the position while sharing or in a call.
export { PositionReporter } from '../position-reporter';
