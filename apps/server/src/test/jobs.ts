import type { FeaturePlug, Job, MountContext } from '../feature';
import { FEATURES } from '../feature-list';

export interface JobsOnDemand {
  /** The app's features, the chosen ones with their jobs taken off the timer; start the app with these. */
  features: FeaturePlug[];
  /** Runs one of their jobs now, as the app would: with what the features offered. */
  run(name: string): Promise<unknown>;
}

/**
 * Features whose jobs run when the test says, not at start and on a timer, so a test with a moved
 * clock sees each run's effect alone.
 */
export function jobsOnDemand(...plugs: FeaturePlug[]): JobsOnDemand {
  const jobs = new Map<string, Job>();
  let mounted: MountContext | undefined;
  const onDemand =
    (plug: FeaturePlug): FeaturePlug =>
    (context) => {
      const feature = plug(context);
      for (const job of feature.jobs ?? []) jobs.set(job.name, job);
      return {
        ...feature,
        jobs: [],
        routes: async (app, mount) => {
          mounted = mount;
          await feature.routes?.(app, mount);
        },
      };
    };
  for (const plug of plugs) {
    if (!FEATURES.includes(plug)) throw new Error('that plug is not one of the app’s features');
  }
  return {
    features: FEATURES.map((plug) => (plugs.includes(plug) ? onDemand(plug) : plug)),
    run: (name) => {
      const job = jobs.get(name);
      if (!mounted || !job) throw new Error(`no job ${name} of a started app`);
      return job.run(mounted);
    },
  };
}
