import { chatWindows } from '../chats';

/** A friend's direct chat, in the same floating window (a phone's bottom sheet) as a help chat. */
export const openDirectChat = (friendId: string) =>
  chatWindows.open({ kind: 'direct', id: friendId });

/** Its window goes when the friendship does: no more lines can be written there. */
export const closeDirectChat = (friendId: string) =>
  chatWindows.close({ kind: 'direct', id: friendId });
