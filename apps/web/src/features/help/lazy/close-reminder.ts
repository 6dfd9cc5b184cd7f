// The close reminder, loaded once a boater is logged in. Not for the first view.
export { CloseReminder } from '../close-reminder';
