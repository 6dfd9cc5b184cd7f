import { EventEmitter } from 'node:events';

/** Messages between the app instances of one deployment. */
export interface Bus {
  /** Sends `message` on `channel` to every instance, this one included. */
  publish(channel: string, message: string): Promise<void>;
  /** Calls `onMessage` for every message on `channel` from any instance; answers how to stop. */
  subscribe(channel: string, onMessage: (message: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** One instance alone: its messages reach only itself. */
export function localBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, message) {
      emitter.emit(channel, message);
    },
    async subscribe(channel, onMessage) {
      emitter.on(channel, onMessage);
      return async () => {
        emitter.off(channel, onMessage);
      };
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
