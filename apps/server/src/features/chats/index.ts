import { chatsContract } from '@havhjaelp/common/contracts/chats';
import type { Feature, FeaturePlug } from '../../feature';
import { slot } from '../../slots';
import type { ChatKind } from './chat-kind';
import { chatRoutes } from './routes';
import { chatsExport, type ChatsDeps } from './service';

export type { ChatKind };
/**
 * What the feature owning a kind may ask of its stored chats: which have lines, its people's own
 * lines and read markers for their export, and forgetting the chats of someone who is gone.
 */
export {
  chatIdsWithLines,
  forgetChatsNaming,
  messagesOf as chatLinesOf,
  readMarkersOf as chatReadMarkersOf,
} from './repository';

/** The kinds of chat, each offered by the feature it belongs to. */
export const CHAT_KINDS = slot<ChatKind>('chat kinds');

/**
 * Chats of every kind: their lines, read markers and live topics. Which kinds exist, and who may
 * take part in each, the owning features declare.
 */
export function chatsFeature(deps: Omit<ChatsDeps, 'kinds'>): Feature {
  return {
    name: 'chats',
    contract: chatsContract,
    routes: (app, { slots }) => chatRoutes(app, { ...deps, kinds: slots.all(CHAT_KINDS) }),
    account: { export: (db, userId) => chatsExport(db, userId) },
  };
}

export const chatsPlug: FeaturePlug = ({ db, now, live }) => chatsFeature({ db, now, live });
