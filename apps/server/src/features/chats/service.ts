import { CHAT_MESSAGES, type ChatContext, type ChatList } from '@havhjaelp/common/chats';
import { HELP_MESSAGES } from '@havhjaelp/common/help';
import type { Db } from '../../db/database';
import type { UserTable } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isChatParticipant } from '../help/service';
import { DELETED_USER } from '../help/presenters';
import * as repo from './repository';

export interface ChatsDeps {
  db: Db;
}

function toChatContext(
  row: Awaited<ReturnType<typeof repo.listHelpChats>>[number],
  user: UserTable,
): ChatContext {
  const role = row.user_id === user.id ? 'owner' : 'helper';
  return {
    type: 'help',
    requestId: row.request_id,
    vesselName: row.vessel_name,
    partnerName: (role === 'owner' ? row.helper_username : row.owner_username) ?? DELETED_USER,
    role,
    unreadCount: Number(row.unread_count ?? 0),
    lastMessageAt: row.last_message_at,
  };
}

/** The user's chats, the most recently active first (chats nobody wrote in yet at the end). */
export async function listChats(deps: ChatsDeps, user: UserTable): Promise<ChatList> {
  const rows = await repo.listHelpChats(deps.db, user.id);
  const chats = rows.map((row) => toChatContext(row, user));
  chats.sort((a, b) => (b.lastMessageAt ?? '').localeCompare(a.lastMessageAt ?? ''));
  return { chats };
}

/** Marks the help chat read up to `messageId` and answers what is still unread. */
export async function markHelpChatRead(
  deps: ChatsDeps,
  user: UserTable,
  requestId: string,
  messageId: string,
): Promise<{ unreadCount: number }> {
  if (!(await isChatParticipant(deps, requestId, user.id))) {
    throw new AppError(403, 'CHAT_FORBIDDEN', HELP_MESSAGES.chatParticipantsOnly);
  }
  const message = await repo.findChatMessage(deps.db, requestId, messageId);
  if (!message) throw new AppError(404, 'MESSAGE_NOT_FOUND', CHAT_MESSAGES.messageNotInChat);
  await repo.advanceReadMarker(deps.db, {
    userId: user.id,
    chatId: requestId,
    messageId: message.id,
    messageAt: message.created_at,
  });
  const [row] = await repo.listHelpChats(deps.db, user.id, requestId);
  return { unreadCount: row ? toChatContext(row, user).unreadCount : 0 };
}
