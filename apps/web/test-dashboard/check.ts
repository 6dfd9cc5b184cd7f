/** What one check of the test dashboard found. */
export type CheckStatus = 'ok' | 'warning' | 'error';

export interface CheckResult {
  status: CheckStatus;
  detail: string;
}

export interface Check {
  name: string;
  run: () => Promise<CheckResult>;
}
