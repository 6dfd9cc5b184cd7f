import type { AisSource } from './source';

/** AIS_SOURCE=off: no ship traffic; the stream still answers, with nothing in it. */
export class OffSource implements AisSource {
  readonly kind = 'off';
  start(): void {}
  async stop(): Promise<void> {}
  state() {
    return 'off' as const;
  }
}
