import { startRedisServer, type RedisServer } from '@havhjaelp/testing/redis-server';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localBus, redisBus, type Bus } from './bus';

/** Collects what arrives, and waits until `count` messages have. */
function inbox() {
  const messages: string[] = [];
  const waiters: (() => void)[] = [];
  return {
    messages,
    handler: (message: string) => {
      messages.push(message);
      waiters.splice(0).forEach((wake) => wake());
    },
    async until(count: number): Promise<string[]> {
      while (messages.length < count) await new Promise<void>((wake) => waiters.push(wake));
      return messages;
    },
  };
}

/** A round trip through Redis after which an earlier publish would have arrived. */
async function settle(bus: Bus, channel = 'settle'): Promise<void> {
  const box = inbox();
  const stop = await bus.subscribe(channel, box.handler);
  await bus.publish(channel, 'x');
  await box.until(1);
  await stop();
}

describe('redisBus', () => {
  let server: RedisServer;
  const opened: { bus: Bus; redis: Redis }[] = [];
  const instance = (): Bus => {
    const redis = new Redis(server.url);
    const bus = redisBus(redis);
    opened.push({ bus, redis });
    return bus;
  };

  beforeAll(async () => {
    server = await startRedisServer();
  });
  afterEach(async () => {
    for (const { bus, redis } of opened.splice(0)) {
      await bus.close();
      redis.disconnect();
    }
  });
  afterAll(() => server.stop());

  it('carries a message from one instance to the subscribers of another and of itself', async () => {
    const a = instance();
    const b = instance();
    const onA = inbox();
    const onB = inbox();
    await a.subscribe('help', onA.handler);
    await b.subscribe('help', onB.handler);
    await a.publish('help', 'changed');
    expect(await onB.until(1)).toEqual(['changed']);
    expect(await onA.until(1)).toEqual(['changed']);
  });

  it('calls each handler once per message, however many follow the channel', async () => {
    const a = instance();
    const b = instance();
    const first = inbox();
    const second = inbox();
    await b.subscribe('help', first.handler);
    await b.subscribe('help', second.handler);
    await b.subscribe('help', second.handler);
    await a.publish('help', 'one');
    await a.publish('help', 'two');
    await settle(b);
    expect(first.messages).toEqual(['one', 'two']);
    expect(second.messages).toEqual(['one', 'one', 'two', 'two']);
  });

  it('stops delivering to a handler that unsubscribed, and only to it', async () => {
    const a = instance();
    const b = instance();
    const stopped = inbox();
    const kept = inbox();
    const stop = await b.subscribe('help', stopped.handler);
    await b.subscribe('help', kept.handler);
    await stop();
    await a.publish('help', 'after');
    await settle(b);
    expect(kept.messages).toEqual(['after']);
    expect(stopped.messages).toEqual([]);
  });

  it('stops the channel in Redis when its last handler goes, and follows it again later', async () => {
    const a = instance();
    const b = instance();
    const first = inbox();
    const stop = await b.subscribe('help', first.handler);
    await stop();
    await a.publish('help', 'nobody');
    const second = inbox();
    await b.subscribe('help', second.handler);
    await a.publish('help', 'again');
    await settle(b);
    expect(first.messages).toEqual([]);
    expect(second.messages).toEqual(['again']);
  });

  it('keeps channels apart', async () => {
    const a = instance();
    const help = inbox();
    await a.subscribe('help', help.handler);
    await a.publish('chats', 'line');
    await settle(a);
    expect(help.messages).toEqual([]);
  });
});

describe('localBus', () => {
  it('reaches only its own subscribers', async () => {
    const a = localBus();
    const b = localBus();
    const onA = inbox();
    const onB = inbox();
    await a.subscribe('help', onA.handler);
    await b.subscribe('help', onB.handler);
    await a.publish('help', 'changed');
    expect(onA.messages).toEqual(['changed']);
    expect(onB.messages).toEqual([]);
  });
});
