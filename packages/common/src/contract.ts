import { z } from './zod-da';
import type { EndpointSpec } from './endpoint';
import { HTTP_ERRORS, type ApiErrorEntry } from './errors';

/** Who may follow a topic: anyone, any member, the user whose id fills `{id}`, or the people in it. */
export type TopicFollowers = 'public' | 'member' | 'self' | 'participant';

/** A live topic under MQTT_TOPIC_ROOT: its path (`{id}` for one id), who may follow, what it carries. */
export interface TopicSpec {
  path: string;
  follow: TopicFollowers;
  carries: readonly string[];
}

/**
 * Everything a feature promises the other side: its error codes, its live events and topics, its
 * part of the data export, and its endpoints. The endpoints and the export part come by a dynamic
 * import, so a screen that needs only the table or the events (the first view) does not load every
 * feature's schemas.
 */
export interface FeatureContract {
  name: string;
  errors?: Readonly<Record<string, ApiErrorEntry>>;
  /** The live events it publishes: the action, and the schema of its `data`. */
  events?: Readonly<Record<string, z.ZodType>>;
  topics?: Readonly<Record<string, TopicSpec>>;
  /**
   * Its sections of the user's data export, loaded by whoever makes one or lists it (not every
   * screen). Each section says in Danish what it holds (`.describe(…)`): the settings and the
   * privacy page list the export from these, so the list is the export.
   */
  exportPart?: () => Promise<Readonly<Record<string, z.ZodType>>>;
  api?: () => Promise<ContractApi>;
}

/** A feature's endpoints by name. */
export type ContractApi = Readonly<Record<string, EndpointSpec>>;

/** A feature's contract, its literal types kept for the lists to derive from. */
export function contract<const C extends FeatureContract>(spec: C): C {
  return spec;
}

/**
 * The export's format: raised whenever a section is renamed, removed or changes what it means, so
 * whoever reads a file knows which format it holds.
 */
export const EXPORT_SCHEMA_VERSION = 1;

/**
 * The data export as an endpoint declares it: its format, when it was made, and every feature's
 * sections, which the app's composition (`exportSchema`) names.
 */
export const exportEnvelopeSchema = z.looseObject({
  schemaVersion: z.literal(EXPORT_SCHEMA_VERSION),
  exportedAt: z.string(),
});

/** One section of the data export as the screens list it: its name in the file, what it holds. */
export interface ExportSection {
  key: string;
  description: string;
}

/** Every section of a composed export schema, in the file's order, the envelope left out. */
export function exportSectionsOf(schema: z.ZodObject): ExportSection[] {
  return Object.entries(schema.shape)
    .filter(([key]) => !Object.hasOwn(exportEnvelopeSchema.shape, key))
    .map(([key, section]) => ({ key, description: section.description ?? '' }));
}

type EventsOf<C> = C extends { events: infer E extends Record<string, z.ZodType> }
  ? { [A in keyof E & string]: { action: A; data: z.output<E[A]> } }[keyof E & string]
  : never;

/** The live events of a list of contracts, as a union on `action`. */
export type LiveEventOf<L extends readonly FeatureContract[]> = EventsOf<L[number]>;

type TopicsOf<C> = C extends { topics: infer T extends Record<string, TopicSpec> } ? T : never;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (
  i: infer I,
) => void
  ? I
  : never;

/** Every topic of a list of contracts by name. */
export type TopicTableOf<L extends readonly FeatureContract[]> = UnionToIntersection<
  TopicsOf<L[number]>
>;

function mergeOnce<V>(
  what: string,
  parts: readonly (Readonly<Record<string, V>> | undefined)[],
): Record<string, V> {
  const merged: Record<string, V> = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part ?? {})) {
      if (Object.hasOwn(merged, key)) throw new Error(`${what} "${key}" is declared twice`);
      merged[key] = value;
    }
  }
  return merged;
}

/**
 * The app's whole contract from its features': the error table (the HTTP layer's included), the
 * schema of every live event, the topic table and the data export's schema. A code, action or
 * topic declared by two features is a mistake caught at start; an export section, when the export's
 * schema is made (the server does at start).
 */
export function composeContracts<const L extends readonly FeatureContract[]>(features: L) {
  const errors = mergeOnce('error code', [HTTP_ERRORS, ...features.map((f) => f.errors)]);
  const events = mergeOnce(
    'live event',
    features.map((f) => f.events),
  );
  const topics = mergeOnce(
    'live topic',
    features.map((f) => f.topics),
  ) as TopicTableOf<L>;
  const [first, ...rest] = Object.entries(events).map(([action, data]) =>
    z.object({ action: z.literal(action), data }),
  );
  return {
    features,
    errors,
    topics,
    // The union is built from the list, so its type is stated from the list's type.
    liveEventSchema: (first
      ? z.discriminatedUnion('action', [first, ...rest])
      : z.never()) as unknown as z.ZodType<LiveEventOf<L>>,
    /**
     * The data export's schema: every feature's sections, loaded when asked for. A section that
     * does not say what it holds is refused, as the lists of the export would leave it out.
     */
    exportSchema: async () => {
      const parts = await Promise.all(features.map((f) => f.exportPart?.()));
      const sections = mergeOnce('export section', parts);
      for (const [key, section] of Object.entries(sections)) {
        if (!section.description)
          throw new Error(`export section "${key}" does not describe itself`);
      }
      return z.object({ ...exportEnvelopeSchema.shape, ...sections });
    },
  };
}
