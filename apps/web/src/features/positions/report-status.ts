import { onSessionEnd } from '../../lib/session';
import { createStore, useStore } from '../../lib/store';

/** Why the last report did not go out. */
export type ReportProblem = 'denied' | 'unavailable' | 'failed';

export interface ReportStatus {
  /** When the server last took my position (ISO), or null when not yet in this session. */
  sentAt: string | null;
  problem: ReportProblem | null;
}

/** What the reporter last managed, for the settings tab to tell (never a calm word after a failure). */
export const reportStatus = createStore<ReportStatus>({ sentAt: null, problem: null });

// It tells one person's reports: it ends with the session.
onSessionEnd(() => reportStatus.set({ sentAt: null, problem: null }));

export const useReportStatus = (): ReportStatus => useStore(reportStatus);

export const REPORT_PROBLEMS: Record<ReportProblem, string> = {
  denied:
    'Din browser har ikke givet Havhjælp lov til at læse din position. Tillad placering for siden i browseren.',
  unavailable: 'Din position kunne ikke bestemmes lige nu. Vi prøver igen.',
  failed: 'Din position kunne ikke sendes. Vi prøver igen.',
};
