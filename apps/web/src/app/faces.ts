import type { FeatureFace } from '../lib/feature-face';
import { FEATURES } from './features';
import { chromeFace } from './layout/chrome';
import { pagesFace } from './routes/pages';

/** The app's own screens and pieces, then every feature: what the app is composed of. */
export const FACES: readonly FeatureFace[] = [pagesFace, chromeFace, ...FEATURES];
