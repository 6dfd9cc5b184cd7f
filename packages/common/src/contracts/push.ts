import { contract } from '../contract';
import { PUSH_ERRORS } from '../push-errors';

/** Web push: told with the app closed of calls nearby and of one's own calls and chats. */
export const pushContract = contract({
  name: 'push',
  errors: PUSH_ERRORS,
  exportPart: async () => (await import('../push-export')).pushExportPart,
  api: async () => (await import('../push-api')).pushApi,
});
