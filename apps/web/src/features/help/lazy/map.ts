// What the map (loaded on demand) uses of help: the create-call dialog and its messages.
export { CreateCallDialog } from '../create-call-dialog';
export { CREATE_CALL_MESSAGES } from '../create-call-rules';
