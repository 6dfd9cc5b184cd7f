import type { FeatureFace } from '../lib/feature-face';
import { FEATURES } from './features';
import { pagesFace } from './routes/pages';

/** The app's own screens, then every feature: what the router and the layout iterate. */
export const FACES: readonly FeatureFace[] = [pagesFace, ...FEATURES];
