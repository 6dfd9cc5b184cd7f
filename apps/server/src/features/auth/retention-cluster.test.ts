import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { useTestCluster } from '../../test/use-test-cluster';
import type * as retention from './retention';
import { pruneExpiredAuthData } from './retention';

// Counts the retention runs of both instances, which share this module in the test's process.
vi.mock('./retention', async (original) => {
  const actual = await original<typeof retention>();
  return { pruneExpiredAuthData: vi.fn(actual.pruneExpiredAuthData) };
});

describe('background jobs of two app instances sharing PostgreSQL and Redis', () => {
  useTestCluster();

  it('run the retention job once for the cluster, not once per instance', async () => {
    const runs = vi.mocked(pruneExpiredAuthData);
    // Each instance tries its first run as it becomes ready; give both time to have tried.
    await vi.waitFor(() => expect(runs).toHaveBeenCalled());
    await sleep(500);
    expect(runs).toHaveBeenCalledTimes(1);
  });
});
