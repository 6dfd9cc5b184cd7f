import type net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { gpsdSampleText } from '@havhjaelp/aivdm/testing';
import { freePort } from '@havhjaelp/testing/free-port';
import { afterEach, describe, expect, it } from 'vitest';
import { startTcpFeeder, waitFor, type TcpFeeder } from '../testing/nmea-feeder';
import { expectStopCancelsRetry, recordingSink } from '../testing/source-checks';
import { NmeaTcpSource } from './nmea-tcp-source';

const sampleText = gpsdSampleText();
/** Every non-blank line, comments included: a real feed carries junk the decoder must skip. */
const sampleLines = sampleText.split('\n').filter((line) => line !== '');

/** Small waits so reconnect tests take milliseconds; random 1 makes each wait its ceiling. */
const FAST = { minMs: 20, maxMs: 100, random: () => 1 };

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanup.map((step) => step()));
  cleanup = [];
});

function track<T extends { stop(): Promise<void> } | TcpFeeder>(thing: T): T {
  cleanup.push(() => ('stop' in thing ? thing.stop() : thing.close()));
  return thing;
}

/** Writes `text` to `socket` in pieces of varying size, yielding between them. */
async function writeInPieces(socket: net.Socket, text: string): Promise<void> {
  const sizes = [1, 7, 50, 3, 200, 13, 81, 2];
  let at = 0;
  for (let i = 0; at < text.length; i += 1) {
    const size = sizes[i % sizes.length]!;
    socket.write(text.slice(at, at + size));
    at += size;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('NmeaTcpSource', () => {
  it("delivers every line of GPSD's sample, in order, across CRLF/LF and chunks cut mid-line", async () => {
    // Alternate line ends, so both kinds are met, also cut between \r and \n.
    const text = sampleLines.map((line, i) => line + (i % 2 ? '\r\n' : '\n')).join('');
    const feeder = track(await startTcpFeeder(0, (socket) => void writeInPieces(socket, text)));
    const { lines, sink } = recordingSink();
    const source = track(new NmeaTcpSource({ host: '127.0.0.1', port: feeder.port }));
    expect(source.kind).toBe('nmea-tcp');
    expect(source.state()).toBe('off');
    source.start(sink);
    expect(source.state()).toBe('connecting');

    await waitFor(() => lines.length >= sampleLines.length);
    expect(source.state()).toBe('connected');
    expect(lines).toEqual(sampleLines);
    // The two halves of a multi-part message stay two lines; joining them is the decoder's job.
    const multi = lines.filter((line) => line.startsWith('!AIVDM,2,'));
    expect(multi.length).toBeGreaterThanOrEqual(10);
    expect(lines.indexOf(multi[1]!)).toBe(lines.indexOf(multi[0]!) + 1);
    expect(source.stats()).toMatchObject({ attempts: 1, connects: 1, lines: sampleLines.length });
  });

  it('reconnects after the feeder drops it, without gluing a half line onto the next', async () => {
    const feeder = track(
      await startTcpFeeder(0, (socket) =>
        socket.write(feederLine(feeder.sockets.length) + '\n!AIVDM,half'),
      ),
    );
    const { lines, sink } = recordingSink();
    const source = track(
      new NmeaTcpSource({ host: '127.0.0.1', port: feeder.port, backoff: FAST }),
    );
    source.start(sink);

    await waitFor(() => lines.length === 1);
    feeder.dropAll();
    await waitFor(() => lines.length === 2);
    expect(lines).toEqual([feederLine(1), feederLine(2)]);
    expect(source.state()).toBe('connected');
    expect(source.stats()).toMatchObject({ attempts: 2, connects: 2 });
  });

  it('backs off while refused, then connects once the feeder is up', async () => {
    const port = await freePort();
    const source = track(
      new NmeaTcpSource({
        host: '127.0.0.1',
        port,
        backoff: { minMs: 30, maxMs: 120, random: () => 1 },
      }),
    );
    const startedAt = Date.now();
    source.start(recordingSink().sink);

    await waitFor(() => source.stats().attempts === 4);
    // Attempt 1 at once, then waits of 30, 60 and 120 ms (random 1: each at its ceiling).
    const elapsed = Date.now() - startedAt;
    expect(elapsed).toBeGreaterThanOrEqual(30 + 60 + 120 - 5);
    expect(elapsed).toBeLessThan(30 + 60 + 120 + 300);
    await waitFor(() => source.state() === 'waiting');
    expect(source.stats().connects).toBe(0);

    const feeder = track(await startTcpFeeder(port));
    await waitFor(() => source.state() === 'connected');
    expect(feeder.sockets).toHaveLength(1);
  });

  it('replaces a connection that stays silent past the idle timeout', async () => {
    const feeder = track(await startTcpFeeder());
    const source = track(
      new NmeaTcpSource({
        host: '127.0.0.1',
        port: feeder.port,
        backoff: FAST,
        idleTimeoutMs: 100,
      }),
    );
    source.start(recordingSink().sink);
    await waitFor(() => feeder.sockets.length === 2);
    expect(source.stats().errors).toBeGreaterThanOrEqual(1);
  });

  it('drops an overlong line and goes on with the next', async () => {
    const good = sampleLines.find((line) => line.startsWith('!'))!;
    const feeder = track(
      await startTcpFeeder(0, (socket) => socket.end(`${'x'.repeat(5_000)}\n${good}\n`)),
    );
    const { lines, sink } = recordingSink();
    const source = track(
      new NmeaTcpSource({ host: '127.0.0.1', port: feeder.port, backoff: FAST }),
    );
    source.start(sink);
    await waitFor(() => lines.length === 1);
    expect(lines).toEqual([good]);
    expect(source.stats().discarded).toBe(1);
  });

  it('keeps reading when the sink throws', async () => {
    const feeder = track(await startTcpFeeder(0, (socket) => socket.write('one\ntwo\n')));
    const seen: string[] = [];
    const source = track(new NmeaTcpSource({ host: '127.0.0.1', port: feeder.port }));
    source.start({
      line: (text) => {
        seen.push(text);
        throw new Error('sink bug');
      },
      message: () => undefined,
    });
    await waitFor(() => seen.length === 2);
    expect(source.stats()).toMatchObject({ errors: 2, connects: 1 });
  });

  describe('stop()', () => {
    it('while connected: closes the socket, resolves, never reconnects', async () => {
      const feeder = track(await startTcpFeeder());
      const source = new NmeaTcpSource({ host: '127.0.0.1', port: feeder.port, backoff: FAST });
      source.start(recordingSink().sink);
      await waitFor(() => source.state() === 'connected');
      await source.stop();
      expect(source.state()).toBe('stopped');
      await waitFor(() => feeder.open() === 0);
      await sleep(150);
      expect(feeder.sockets).toHaveLength(1);
      // Stopping twice is harmless, starting again after stop does nothing.
      await source.stop();
      source.start(recordingSink().sink);
      expect(source.state()).toBe('stopped');
    });

    it('while a reconnect is pending: cancels it', async () => {
      const port = await freePort();
      const source = new NmeaTcpSource({ host: '127.0.0.1', port, backoff: { minMs: 50 } });
      await expectStopCancelsRetry(source, 'attempts', 120);
    });

    it('while connecting: abandons the attempt', async () => {
      const feeder = track(await startTcpFeeder());
      const source = new NmeaTcpSource({ host: '127.0.0.1', port: feeder.port, backoff: FAST });
      source.start(recordingSink().sink);
      expect(source.state()).toBe('connecting');
      await source.stop();
      await sleep(100);
      expect(feeder.open()).toBe(0);
      expect(source.stats().attempts).toBe(1);
    });
  });
});

function feederLine(n: number): string {
  return `!AIVDM,1,1,,A,line ${n},0*00`;
}
