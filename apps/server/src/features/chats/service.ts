import { randomUUID } from 'node:crypto';
import {
  type Chat,
  type ChatContext,
  type ChatList,
  type ChatMessage,
  CHAT_ERRORS,
} from '@havhjaelp/common/chats';
import type { Db } from '../../db/database';
import type { Member } from '../../identity/member';
import { AppError } from '../../http/app-error';
import type { LivePublisher } from '../../live/publisher';
import type { ChatContextBase, ChatKind } from './chat-kind';
import * as repo from './repository';
import { mayWriteAgain } from './rules';

export interface ChatsDeps {
  db: Db;
  now: () => Date;
  live: LivePublisher;
  kinds: readonly ChatKind[];
}

/** A stored line as a chat line, in the chat its reader names `chatId`. */
function toChatMessage(row: repo.ChatMessageRow, chatId: string): ChatMessage {
  return {
    id: row.id,
    requestId: chatId,
    userId: row.user_id,
    userName: row.username,
    message: row.message,
    timestamp: row.created_at,
  };
}

/** The chat's newest lines, or those before `page.before`, oldest first. */
export async function readChat(
  deps: ChatsDeps,
  kind: ChatKind,
  user: Member,
  chatId: string,
  page: { before?: string; limit: number },
): Promise<Chat> {
  const participants = await kind.open(chatId, user, 'read');
  const chat = { type: kind.type, id: kind.storedId(chatId, user.id) };
  const before = page.before ? await repo.findMessage(deps.db, chat, page.before) : undefined;
  if (page.before && !before) throw new AppError(CHAT_ERRORS.MESSAGE_NOT_FOUND);
  const rows = await repo.listMessages(deps.db, chat, { before, limit: page.limit + 1 });
  const lines = rows.slice(0, page.limit).reverse();
  return {
    messages: lines.map((row) => kind.present(toChatMessage(row, chatId), chatId, user.id)),
    participants,
    hasOlder: rows.length > page.limit,
  };
}

export async function postChat(
  deps: ChatsDeps,
  kind: ChatKind,
  user: Member,
  chatId: string,
  message: string,
): Promise<ChatMessage> {
  await kind.open(chatId, user, 'write');
  const now = deps.now();
  const row = {
    id: randomUUID(),
    chat_type: kind.type,
    chat_id: kind.storedId(chatId, user.id),
    user_id: user.id,
    message,
    created_at: now.toISOString(),
  };
  const minuteAgo = new Date(now.getTime() - 60_000).toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await repo.holdWritingLock(trx, user.id);
    if (!mayWriteAgain(await repo.lineCountOf(trx, user.id, minuteAgo))) {
      throw new AppError(CHAT_ERRORS.TOO_MANY_LINES);
    }
    await repo.insertMessage(trx, row);
  });
  const line = toChatMessage({ ...row, username: user.username }, chatId);
  kind.announce(line, user, chatId);
  return kind.present(line, chatId, user.id);
}

async function contextsOf(deps: ChatsDeps, kind: ChatKind, userId: string) {
  const chats = await kind.contextsOf(userId);
  const stored = (chat: ChatContextBase) => kind.storedId(chat.requestId, userId);
  const activity = await repo.activityOf(deps.db, userId, kind.type, chats.map(stored));
  const byChat = new Map(activity.map((row) => [row.chat_id, row]));
  return chats.map((chat): ChatContext => ({
    ...chat,
    unreadCount: Number(byChat.get(stored(chat))?.unread_count ?? 0),
    lastMessageAt: byChat.get(stored(chat))?.last_message_at ?? null,
  }));
}

/** The user's chats of every kind, the most recently active first (silent chats at the end). */
export async function listChats(deps: ChatsDeps, user: Member): Promise<ChatList> {
  const perKind = await Promise.all(deps.kinds.map((kind) => contextsOf(deps, kind, user.id)));
  const chats = perKind.flat();
  chats.sort((a, b) => (b.lastMessageAt ?? '').localeCompare(a.lastMessageAt ?? ''));
  return { chats };
}

/** Marks the chat read up to `messageId` and answers what is still unread. */
export async function markRead(
  deps: ChatsDeps,
  kind: ChatKind,
  user: Member,
  chatId: string,
  messageId: string,
): Promise<{ unreadCount: number }> {
  if (!(await kind.isParticipant(chatId, user.id))) throw kind.forbidden();
  const chat = { type: kind.type, id: kind.storedId(chatId, user.id) };
  const message = await repo.findMessage(deps.db, chat, messageId);
  if (!message) throw new AppError(CHAT_ERRORS.MESSAGE_NOT_FOUND);
  await repo.advanceReadMarker(deps.db, {
    userId: user.id,
    chat,
    messageId: message.id,
    messageAt: message.created_at,
  });
  const contexts = await contextsOf(deps, kind, user.id);
  return { unreadCount: contexts.find((c) => c.requestId === chatId)?.unreadCount ?? 0 };
}

/**
 * The user's help chat lines; the feature a direct chat belongs to exports its lines in its own
 * part (friends' `direct_messages`).
 */
export async function chatsExport(db: Db, userId: string) {
  const rows = await repo.messagesOf(db, userId, 'help');
  const markers = await repo.readMarkersOf(db, userId, 'help');
  return {
    help_chat_messages: rows.map(({ chat_id, message, created_at }) => ({
      request_id: chat_id,
      message,
      created_at,
    })),
    help_chat_read_markers: markers.map(({ chat_id, last_read_at }) => ({
      request_id: chat_id,
      last_read_at,
    })),
  };
}
