import { CloseReminder } from './close-reminder';
import { WaitingCallsNotice } from './waiting-calls-notice';

/**
 * Help's notices for a logged-in boater: the calls waiting for coverage above the reminder to
 * close open calls. One part loaded on demand, so the first view carries one entry for both.
 */
export function HelpNotices() {
  return (
    <>
      <WaitingCallsNotice />
      <CloseReminder />
    </>
  );
}
