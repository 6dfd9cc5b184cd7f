import type { Feature } from '../../feature';
import { chatRoutes } from './routes';
import { chatsExport, type ChatsDeps } from './service';

export type { ChatKind } from './chat-kind';

/**
 * Chats of every kind: their lines, read markers and live topics. Which kinds exist, and who may
 * take part in each, the owning features declare.
 */
export function chatsFeature(deps: ChatsDeps): Feature {
  return {
    name: 'chats',
    routes: async (app) => {
      chatRoutes(app, deps);
    },
    topics: deps.kinds.map((kind) => ({
      path: kind.topicPath,
      access: { participant: (id, userId) => kind.isParticipant(id, userId) },
    })),
    account: { export: (db, userId) => chatsExport(db, userId) },
  };
}
