// The chats feature's face for the first view. The windows load with the member overlays: see lazy/overlays.ts.
import type { FeatureFace } from '../../lib/feature-face';
import { ChatsMenu } from './chats-menu';

export { subjectTitle, type ChatKind } from './chat-kinds';
export { chatWindows, type ChatRef } from './chat-store';

export const chatsFace: FeatureFace = {
  name: 'chats',
  // Between the places and the settings in a wide screen's row; a phone's row under the header.
  nav: [{ widget: ChatsMenu, at: { main: 70, phoneRow: 20 } }],
  memberSyncs: [async () => (await import('./lazy/overlays')).ChatsSync],
  overlays: [
    { spot: 'member', order: 30, load: async () => (await import('./lazy/overlays')).ChatWindows },
  ],
};
