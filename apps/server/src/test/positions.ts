import type { PositionReport, Positions, PositionSharingChange } from '@havhjaelp/common/positions';
import { callApi, type TestApp } from './test-app';
import type { TestUser } from './users';

let addresses = 0;

/**
 * Reports `fix` as `user`'s position, each report from its own address (a test reports far more
 * often than the per-address limit a browser keeps to).
 */
export async function reportFix(
  t: TestApp,
  user: TestUser,
  fix: Partial<PositionReport> & Pick<PositionReport, 'lat' | 'lng'>,
): Promise<void> {
  addresses += 1;
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/me/position',
    payload: { accuracy: 10, source: 'gps', ...fix },
    headers: { authorization: `Bearer ${user.token}` },
    remoteAddress: `10.24.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`,
  });
  if (response.statusCode !== 200)
    throw new Error(`report: ${response.statusCode} ${response.body}`);
}

export async function setSharing(
  t: TestApp,
  user: TestUser,
  change: PositionSharingChange,
): Promise<void> {
  const response = await callApi(t, 'PUT', '/api/me/position-sharing', user.token, change);
  if (response.statusCode !== 200)
    throw new Error(`sharing: ${response.statusCode} ${response.body}`);
}

/** What `user` is shown of others' positions. */
export async function positionsSeenBy(t: TestApp, user: TestUser): Promise<Positions> {
  const response = await callApi(t, 'GET', '/api/positions', user.token);
  if (response.statusCode !== 200)
    throw new Error(`positions: ${response.statusCode} ${response.body}`);
  return response.json();
}
