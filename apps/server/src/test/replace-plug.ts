import type { FeaturePlug } from '../feature';
import { FEATURES } from '../feature-list';

/** The app's features with one made by the test in place of the default one. */
export function replacePlug(original: FeaturePlug, replacement: FeaturePlug): FeaturePlug[] {
  if (!FEATURES.includes(original)) throw new Error('that plug is not one of the app’s features');
  return FEATURES.map((plug) => (plug === original ? replacement : plug));
}
