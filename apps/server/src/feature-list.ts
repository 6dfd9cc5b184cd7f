import type { FeaturePlug } from './feature';
import { aisPlug } from './features/ais';
import { authPlug } from './features/auth';
import { chatsPlug } from './features/chats';
import { forumPlug } from './features/forum';
import { friendsPlug } from './features/friends';
import { healthPlug } from './features/health';
import { helpPlug } from './features/help';
import { passkeysPlug } from './features/passkeys';
import { positionsPlug } from './features/positions';
import { pushPlug } from './features/push';
import { publicConfigPlug } from './features/public-config';
import { supportPlug } from './features/support';
import { testGpsPlug } from './features/test-gps';
import { tilesPlug } from './features/tiles';
import { vesselsPlug } from './features/vessels';
import { weatherPlug } from './features/weather';

/** The app's features, one line each, in the order they are mounted. */
export const FEATURES: readonly FeaturePlug[] = [
  healthPlug,
  publicConfigPlug,
  authPlug,
  helpPlug,
  chatsPlug,
  aisPlug,
  testGpsPlug,
  vesselsPlug,
  supportPlug,
  tilesPlug,
  weatherPlug,
  friendsPlug,
  positionsPlug,
  passkeysPlug,
  forumPlug,
  pushPlug,
];
