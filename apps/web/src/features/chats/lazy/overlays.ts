// The chat windows and the chats' sync, mounted with the member overlays (loaded on demand). Not
// for the first view.
export { ChatWindows } from '../chat-windows';
export { ChatsSync } from '../chats-sync';
