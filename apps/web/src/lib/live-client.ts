import { LIMITS } from '@havhjaelp/common/limits';
import { liveEventSchema, type LiveEvent } from '@havhjaelp/common/live';
import type { connect as mqttConnect, MqttClient } from 'mqtt';
import { afterFirstPaint } from './after-first-paint';

export type LiveState = 'connected' | 'connecting' | 'offline';
type Handler = (event: LiveEvent) => void;

/**
 * The browser's side of the live channel (MQTT over WebSocket at /mqtt). One connection per page,
 * made with the session token (or none when logged out); handlers are kept per topic, so a
 * reconnect or a new token resubscribes everything that is still wanted.
 */
export class LiveClient {
  private client: MqttClient | undefined;
  private state: LiveState = 'offline';
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly stateListeners = new Set<() => void>();
  private token: string | null | undefined;
  private generation = 0;

  /** (Re)connects as the holder of `token`; the same token keeps the current connection. */
  connect(token: string | null): void {
    if (this.token !== undefined && token === this.token) return;
    this.token = token;
    this.client?.end(true);
    this.client = undefined;
    this.setState('connecting');
    const generation = ++this.generation;
    // mqtt.js is a third of a megabyte. A session needs it at once (its calls and chats); a visitor
    // without one gets the page first and the live channel once the page has been painted.
    (token ? Promise.resolve() : afterFirstPaint())
      .then(() => import('mqtt'))
      .then(
        ({ default: mqtt }) => {
          if (generation === this.generation) this.open(mqtt.connect, token);
        },
        () => this.setState('offline'),
      );
  }

  private open(connect: typeof mqttConnect, token: string | null): void {
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const client = connect(`${scheme}://${location.host}/mqtt`, {
      reconnectPeriod: LIMITS.liveReconnectMs,
      connectTimeout: LIMITS.liveConnectTimeoutMs,
      clean: true,
      ...(token ? { username: 'havhjaelp', password: token } : {}),
    });
    this.client = client;
    client.on('connect', () => {
      // A clean session forgets subscriptions, so every (re)connect asks again. The state turns
      // connected only once the broker has acknowledged them: "Online" promises that events arrive.
      const topics = [...this.handlers.keys()];
      const ready = () => {
        if (this.client === client) this.setState('connected');
      };
      if (topics.length === 0) ready();
      else client.subscribe(topics, { qos: 0 }, ready);
    });
    client.on('reconnect', () => this.setState('connecting'));
    client.on('offline', () => this.setState('offline'));
    client.on('close', () => this.setState(client.reconnecting ? 'connecting' : 'offline'));
    client.on('error', () => {
      // A refused token or a network error: mqtt.js keeps retrying; the state says offline.
    });
    client.on('message', (topic, payload) => {
      const parsed = parseEvent(payload.toString());
      if (parsed) this.handlers.get(topic)?.forEach((handler) => handler(parsed));
    });
  }

  disconnect(): void {
    this.generation++;
    this.client?.end(true);
    this.client = undefined;
    this.token = undefined;
    this.setState('offline');
  }

  /** Calls `handler` for each event on `topic` until the returned function is called. */
  subscribe(topic: string, handler: Handler): () => void {
    let set = this.handlers.get(topic);
    if (!set) {
      set = new Set();
      this.handlers.set(topic, set);
      if (this.client?.connected) this.client.subscribe(topic, { qos: 0 });
    }
    set.add(handler);
    return () => {
      set.delete(handler);
      if (set.size > 0) return;
      this.handlers.delete(topic);
      if (this.client?.connected) this.client.unsubscribe(topic);
    };
  }

  getState = (): LiveState => this.state;

  onStateChange = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  };

  private setState(state: LiveState): void {
    if (state === this.state) return;
    this.state = state;
    this.stateListeners.forEach((listener) => listener());
  }
}

function parseEvent(text: string): LiveEvent | undefined {
  try {
    const result = liveEventSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

export const liveClient = new LiveClient();
