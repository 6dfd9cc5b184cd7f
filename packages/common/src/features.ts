import { composeContracts } from './contract';
import { authContract } from './contracts/auth';
import { chatsContract } from './contracts/chats';
import { helpContract } from './contracts/help';
import { tilesContract } from './contracts/tiles';
import { vesselsContract } from './contracts/vessels';
import { weatherContract } from './contracts/weather';

/** The app's features, one line each: everything that spans them is derived from this list. */
export const FEATURE_CONTRACTS = [
  authContract,
  helpContract,
  chatsContract,
  vesselsContract,
  weatherContract,
  tilesContract,
] as const;

export const APP_CONTRACT = composeContracts(FEATURE_CONTRACTS);
