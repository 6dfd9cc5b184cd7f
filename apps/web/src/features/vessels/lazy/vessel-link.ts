// Where a ship's popup links to its profile, loaded with the first popup that asks.
export { vesselLink } from '../vessel-link';
