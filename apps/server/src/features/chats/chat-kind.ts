import type { ChatContext, ChatParticipant, ChatType } from '@havhjaelp/common/chats';
import type { ChatKindApi } from '@havhjaelp/common/chats-api';
import type { LiveTopic } from '@havhjaelp/common/live';
import type { Member } from '../../identity/member';
import type { AppError } from '../../http/app-error';

/** A chat as the feature that owns it describes it; the chats feature adds the activity. */
export type ChatContextBase = Omit<ChatContext, 'unreadCount' | 'lastMessageAt'>;

/**
 * A kind of chat, declared by the feature it belongs to: the chats feature keeps the lines and
 * read markers of every kind and asks the owning feature who may take part.
 */
export interface ChatKind {
  type: ChatType;
  /** Its endpoints: where its lines are read and written, and where it is marked read. */
  api: ChatKindApi;
  /** The path under the topic root that announces new lines, with `{id}`. */
  topicPath: string;
  topic(chatId: string): LiveTopic<'chat_message'>;
  /** The chat's people when `user` may read it, or also write to it; throws the refusal otherwise. */
  open(chatId: string, user: Member, mode: 'read' | 'write'): Promise<ChatParticipant[]>;
  isParticipant(chatId: string, userId: string): Promise<boolean>;
  /** The refusal for someone who is not in the chat. */
  forbidden(): AppError;
  /** The user's open chats of this kind. */
  contextsOf(userId: string): Promise<ChatContextBase[]>;
}
