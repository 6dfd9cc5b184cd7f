import { isOpenStatus } from '@havhjaelp/common/help';
import { helpChatApi } from '@havhjaelp/common/help-api';
import { HELP_ERRORS } from '@havhjaelp/common/help-errors';
import type { ChatKind } from '../chats';
import { AppError } from '../../http/app-error';
import { DELETED_USER } from './presenters';
import * as repo from './repository';
import { roleOf } from './rules';
import type { HelpDeps } from './service';

const forbidden = () => new AppError(HELP_ERRORS.CHAT_FORBIDDEN);

/** The help chat: between a request's owner and its accepted helper, while the request is open. */
export function helpChatKind(deps: Pick<HelpDeps, 'db' | 'live'>): ChatKind {
  return {
    type: 'help',
    api: helpChatApi,
    storedId: (id) => id,
    present: (line) => line,
    announce: (line, _writer, id) =>
      deps.live.publish(deps.live.topics.helpChat(id), { action: 'chat_message', data: line }),
    forbidden,

    async open(id, user, mode) {
      const request = await repo.findRequest(deps.db, id);
      if (!request) throw new AppError(HELP_ERRORS.HELP_NOT_FOUND);
      if (roleOf(request, user.id) === 'other') throw forbidden();
      if (!request.helper_id) throw new AppError(HELP_ERRORS.CHAT_NOT_OPEN);
      if (mode === 'write' && !isOpenStatus(request.status)) {
        throw new AppError(HELP_ERRORS.REQUEST_CLOSED);
      }
      return [
        { userId: request.user_id, userName: request.owner_username, role: 'owner' as const },
        { userId: request.helper_id, userName: request.helper_username, role: 'helper' as const },
      ].flatMap(({ userId, userName, role }) =>
        userId && userName ? [{ userId, userName, role }] : [],
      );
    },

    async isParticipant(id, userId) {
      const request = await repo.findRequest(deps.db, id);
      return (
        request !== undefined && request.helper_id !== null && roleOf(request, userId) !== 'other'
      );
    },

    async contextsOf(userId) {
      const requests = await repo.listChatRequestsOf(deps.db, userId);
      return requests.map((request) => {
        const role = request.user_id === userId ? ('owner' as const) : ('helper' as const);
        const partner = role === 'owner' ? request.helper_username : request.owner_username;
        return {
          type: 'help' as const,
          requestId: request.id,
          vesselName: request.vessel_name,
          partnerName: partner ?? DELETED_USER,
          role,
        };
      });
    },
  };
}
