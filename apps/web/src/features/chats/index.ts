// The chats feature's face for the first view. The windows load with the member overlays: see lazy/overlays.ts.
export { chatWindows, type ChatRef } from './chat-store';
export { ChatsMenu } from './chats-menu';
export { ChatsSync } from './chats-sync';
