import http from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';

// aisstream.io on loopback, as far as a client can tell: a WebSocket that wants a subscription
// within 3 s of opening, answers a bad key with {"error": ...} and a close, and then streams
// whatever the test pushes. It records every upgrade and connection, when the subscription came,
// and how many connections were open at once, so tests can hold a client to "only ever one".

/** What aisstream says for a key it does not know. */
export const FAKE_BAD_KEY_ERROR = 'Api Key Is Not Valid';

export interface FakeAisstreamConnection {
  socket: WebSocket;
  openedAt: number;
  /** The parsed first frame; undefined until it came (or if it never did). */
  subscription: unknown;
  /** Milliseconds from open to the subscription. */
  subscribedAfterMs: number | undefined;
  closedAt: number | undefined;
  /** The close code the server saw (1000 for a client's clean close, 1006 if cut). */
  closeCode: number | undefined;
}

export interface FakeAisstream {
  url: string;
  /** Every upgrade request, refused or not, in order, by arrival time. */
  upgrades: number[];
  connections: FakeAisstreamConnection[];
  /** Connections open now, and the most ever open at once. */
  open: number;
  maxOpen: number;
  /** How the next upgrades and subscriptions are answered; change between steps of a test. */
  behaviour: {
    /** Answer the upgrade with this HTTP status instead of switching protocols. */
    refuseStatus: number | undefined;
    /** Hold each upgrade this long before answering (to catch a client while connecting). */
    upgradeDelayMs: number;
    /** The key that is accepted; undefined accepts any. */
    apiKey: string | undefined;
    /** Close connections that have not subscribed after this long (aisstream: 3 s). */
    subscribeTimeoutMs: number;
  };
  /** Sends to every open, subscribed connection: objects as JSON, strings as they are. */
  push: (message: unknown) => void;
  /** Resolves once `check` holds, polling. */
  waitFor: (check: () => boolean, timeoutMs?: number) => Promise<void>;
  close: () => Promise<void>;
}

export async function startFakeAisstream(): Promise<FakeAisstream> {
  const server = http.createServer((_request, response) => response.writeHead(426).end());
  const wss = new WebSocketServer({ noServer: true });

  const fake: FakeAisstream = {
    url: '',
    upgrades: [],
    connections: [],
    open: 0,
    maxOpen: 0,
    behaviour: {
      refuseStatus: undefined,
      upgradeDelayMs: 0,
      apiKey: undefined,
      subscribeTimeoutMs: 3_000,
    },
    push: (message) => {
      const frame = typeof message === 'string' ? message : JSON.stringify(message);
      for (const connection of fake.connections) {
        const { socket, subscription } = connection;
        if (subscription !== undefined && socket.readyState === WebSocket.OPEN) {
          // aisstream sends its JSON as binary frames.
          socket.send(Buffer.from(frame), { binary: true });
        }
      }
    },
    waitFor: async (check, timeoutMs = 5_000) => {
      const deadline = Date.now() + timeoutMs;
      while (!check()) {
        if (Date.now() > deadline) throw new Error(`fake aisstream: not within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    close: async () => {
      for (const client of wss.clients) client.terminate();
      server.closeAllConnections();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  server.on('upgrade', (request, socket, head) => {
    fake.upgrades.push(Date.now());
    socket.on('error', () => undefined);
    const answer = () => {
      const status = fake.behaviour.refuseStatus;
      if (status !== undefined) {
        const text = http.STATUS_CODES[status] ?? 'Refused';
        socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
        return;
      }
      // A client that gave up while the upgrade was held has nothing left to upgrade.
      if (socket.destroyed) return;
      wss.handleUpgrade(request, socket, head, (ws) => accept(ws));
    };
    if (fake.behaviour.upgradeDelayMs > 0) setTimeout(answer, fake.behaviour.upgradeDelayMs);
    else answer();
  });

  function accept(socket: WebSocket): void {
    const connection: FakeAisstreamConnection = {
      socket,
      openedAt: Date.now(),
      subscription: undefined,
      subscribedAfterMs: undefined,
      closedAt: undefined,
      closeCode: undefined,
    };
    fake.connections.push(connection);
    fake.open += 1;
    fake.maxOpen = Math.max(fake.maxOpen, fake.open);
    const late = setTimeout(
      () => socket.close(1008, 'subscription timeout'),
      fake.behaviour.subscribeTimeoutMs,
    );

    socket.once('message', (data) => {
      clearTimeout(late);
      connection.subscribedAfterMs = Date.now() - connection.openedAt;
      let subscription: unknown;
      try {
        subscription = JSON.parse(String(data));
      } catch {
        subscription = null;
      }
      const key = (subscription as { APIKey?: unknown } | null)?.APIKey;
      const wanted = fake.behaviour.apiKey;
      if (typeof key !== 'string' || (wanted !== undefined && key !== wanted)) {
        // Like aisstream: say why, then hang up.
        socket.send(JSON.stringify({ error: FAKE_BAD_KEY_ERROR }));
        socket.close(1008, 'unauthorized');
      }
      connection.subscription = subscription;
    });
    socket.on('error', () => undefined);
    socket.on('close', (code) => {
      clearTimeout(late);
      connection.closedAt = Date.now();
      connection.closeCode = code;
      fake.open -= 1;
    });
  }

  // Port 0 rather than freePort(): the port is ours from the start, no window for a collision.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/v0/stream`;
  return fake;
}
