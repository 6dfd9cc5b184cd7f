import { composeContracts } from './contract';
import { aisContract } from './contracts/ais';
import { authContract } from './contracts/auth';
import { chatsContract } from './contracts/chats';
import { forumContract } from './contracts/forum';
import { friendsContract } from './contracts/friends';
import { healthContract } from './contracts/health';
import { helpContract } from './contracts/help';
import { passkeysContract } from './contracts/passkeys';
import { positionsContract } from './contracts/positions';
import { pushContract } from './contracts/push';
import { publicConfigContract } from './contracts/public-config';
import { supportContract } from './contracts/support';
import { testGpsContract } from './contracts/test-gps';
import { tilesContract } from './contracts/tiles';
import { vesselsContract } from './contracts/vessels';
import { weatherContract } from './contracts/weather';

/** The app's features, one line each: everything that spans them is derived from this list. */
export const FEATURE_CONTRACTS = [
  healthContract,
  publicConfigContract,
  authContract,
  helpContract,
  chatsContract,
  aisContract,
  testGpsContract,
  vesselsContract,
  supportContract,
  tilesContract,
  weatherContract,
  friendsContract,
  positionsContract,
  forumContract,
  passkeysContract,
  pushContract,
] as const;

export const APP_CONTRACT = composeContracts(FEATURE_CONTRACTS);
