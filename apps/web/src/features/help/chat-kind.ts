import { helpApi, helpChatApi } from '@havhjaelp/common/help-api';
import { call, endpointKey } from '../../lib/call';
import { subjectTitle, type ChatKind } from '../chats';

/** A helper's chat with the boater in need: named after the vessel, reopened as the call moves on. */
export const helpChatKind: ChatKind = {
  type: 'help',
  api: helpChatApi,
  title: (id) =>
    subjectTitle(
      endpointKey(helpApi.request, id),
      (signal) => call(helpApi.request, { params: { id }, signal }),
      (request) => request.vesselName,
    ),
  lines: (topics, id) => ({
    topic: topics.helpChat(id),
    read: (event) => (event.action === 'chat_message' ? event.data : undefined),
  }),
  // A request's new status may open or end its chat; other requests' changes cost nothing.
  listChanges: (topics) => ({
    topic: topics.helpUpdate,
    read: (event) =>
      event.action === 'status_updated' ? { chatId: event.data.id, when: 'listed' } : undefined,
  }),
};
