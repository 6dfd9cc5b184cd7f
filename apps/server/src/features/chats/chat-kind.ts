import type { ChatContext, ChatMessage, ChatParticipant, ChatType } from '@havhjaelp/common/chats';
import type { ChatKindApi } from '@havhjaelp/common/chats-api';
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
  /**
   * Where the chat's lines are kept. A chat's id may depend on who looks (a direct chat is named by
   * the other person); what it is stored under is the same for everyone in it. An id naming
   * several people joins their ids with ':' (see `forgetChatsNaming`).
   */
  storedId(chatId: string, userId: string): string;
  /** A line as `readerId` reads it in the chat named `chatId`; a kind may say more than the line. */
  present(line: ChatMessage, chatId: string, readerId: string): ChatMessage;
  /** Tells the chat's people of a new line, written by `writer` in the chat they named `chatId`. */
  announce(line: ChatMessage, writer: Member, chatId: string): void;
  /** The chat's people when `user` may read it, or also write to it; throws the refusal otherwise. */
  open(chatId: string, user: Member, mode: 'read' | 'write'): Promise<ChatParticipant[]>;
  isParticipant(chatId: string, userId: string): Promise<boolean>;
  /** The refusal for someone who is not in the chat. */
  forbidden(): AppError;
  /** The user's open chats of this kind. */
  contextsOf(userId: string): Promise<ChatContextBase[]>;
}
