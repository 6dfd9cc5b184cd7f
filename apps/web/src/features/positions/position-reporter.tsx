import { LIMITS } from '@havhjaelp/common/limits';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePageVisible } from '../../lib/use-page-visible';
import { useMyRequests } from '../help';
import { reportPosition, sharingQuery } from './api';
import { reportEveryMs, sourceOf } from './report-rules';
import { reportStatus } from './report-status';

/** Asks the device where it is; a fix no older than the interval will do. */
function currentFix(maxAgeMs: number): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      enableHighAccuracy: true,
      maximumAge: maxAgeMs,
      timeout: LIMITS.geolocationTimeoutMs,
    });
  });
}

async function reportOnce(maxAgeMs: number): Promise<void> {
  let fix: GeolocationPosition;
  try {
    fix = await currentFix(maxAgeMs);
  } catch (failure) {
    const denied = (failure as Partial<GeolocationPositionError>).code === 1;
    reportStatus.set((status) => ({ ...status, problem: denied ? 'denied' : 'unavailable' }));
    return;
  }
  const { latitude, longitude, accuracy } = fix.coords;
  try {
    await reportPosition({
      lat: latitude,
      lng: longitude,
      accuracy: Math.min(accuracy, 100_000),
      source: sourceOf(accuracy),
    });
    reportStatus.set({ sentAt: new Date().toISOString(), problem: null });
  } catch {
    reportStatus.set((status) => ({ ...status, problem: 'failed' }));
  }
}

/**
 * Reports my position while the app is open in front of me: at my interval while I share it, and
 * while I am in an accepted call (see reportEveryMs). Shows nothing; the settings tab tells how
 * the last report went.
 */
export function PositionReporter() {
  const sharing = useQuery(sharingQuery);
  const { incoming, outgoing } = useMyRequests(LIMITS.headerRefreshMs);
  const inCall = [...incoming, ...outgoing].some((request) => request.helperId);
  const everyMs = reportEveryMs(sharing.data, inCall);
  const visible = usePageVisible();

  useEffect(() => {
    if (everyMs === null || !visible) return;
    void reportOnce(everyMs);
    const timer = setInterval(() => void reportOnce(everyMs), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, visible]);

  return null;
}
