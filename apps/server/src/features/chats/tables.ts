import type { ChatType } from '@havhjaelp/common/chats';

export interface ChatMessageTable {
  id: string;
  /** As in chat_reads: the feature whose chat it is. */
  chat_type: ChatType;
  chat_id: string;
  user_id: string;
  message: string;
  created_at: string;
}

export interface ChatReadTable {
  user_id: string;
  /** 'help' (chat_id is the request id); 'direct' joins with friends. */
  chat_type: ChatType;
  chat_id: string;
  last_read_at: string;
  last_read_id: string;
}

/** The lines of every chat and who has read how far. */
export interface ChatsTables {
  chat_messages: ChatMessageTable;
  chat_reads: ChatReadTable;
}
