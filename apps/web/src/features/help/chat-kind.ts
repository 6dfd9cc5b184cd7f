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
  topic: (topics, id) => topics.helpChat(id),
  subjectChanges: (topics) => topics.helpUpdate,
};
