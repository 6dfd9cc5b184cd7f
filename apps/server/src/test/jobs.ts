import type { FeaturePlug, Job, MountContext } from '../feature';
import { replacePlug } from './replace-plug';

export interface JobsOnDemand {
  /** The app's features, `plug`'s with its jobs taken off the timer; start the app with these. */
  features: FeaturePlug[];
  /** Runs one of `plug`'s jobs now, as the app would: with what the features offered. */
  run(name: string): Promise<unknown>;
}

/**
 * A feature whose jobs run when the test says, not at start and on a timer, so a test with a moved
 * clock sees each run's effect alone.
 */
export function jobsOnDemand(plug: FeaturePlug): JobsOnDemand {
  let made: { jobs: readonly Job[]; mount?: MountContext } | undefined;
  const onDemand: FeaturePlug = (context) => {
    const feature = plug(context);
    const state: { jobs: readonly Job[]; mount?: MountContext } = { jobs: feature.jobs ?? [] };
    made = state;
    return {
      ...feature,
      jobs: [],
      routes: async (app, mount) => {
        state.mount = mount;
        await feature.routes?.(app, mount);
      },
    };
  };
  return {
    features: replacePlug(plug, onDemand),
    run: (name) => {
      const job = made?.jobs.find((candidate) => candidate.name === name);
      if (!made?.mount || !job) throw new Error(`no job ${name} of a started app`);
      return job.run(made.mount);
    },
  };
}
