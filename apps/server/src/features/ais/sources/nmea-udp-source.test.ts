import dgram from 'node:dgram';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { expectStopCancelsRetry, recordingSink } from '../testing/source-checks';
import { sendUdp, waitFor } from '../testing/nmea-feeder';
import { NmeaUdpSource } from './nmea-udp-source';

const A = '!AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0*4A';
const B1 = '!AIVDM,2,1,1,A,55?MbV02;H;s<HtKR20EHE:0@T4@Dn2222222216L961O5Gf0NSQEp6ClRp8,0*1C';
const B2 = '!AIVDM,2,2,1,A,88888888880,2*25';
const C = '!AIVDM,1,1,,B,16SteH0P00Jt63hHaa6SagvJ087r,0*42';

let sources: NmeaUdpSource[] = [];
let sockets: dgram.Socket[] = [];
afterEach(async () => {
  await Promise.all(sources.map((source) => source.stop()));
  sockets.forEach((socket) => socket.close());
  sources = [];
  sockets = [];
});

function newSource(port = 0): NmeaUdpSource {
  const source = new NmeaUdpSource({
    host: '127.0.0.1',
    port,
    backoff: { minMs: 20, maxMs: 100 },
  });
  sources.push(source);
  return source;
}

/** A UDP socket bound on loopback, holding its port; resolves with the port. */
async function occupy(port = 0): Promise<{ socket: dgram.Socket; port: number }> {
  const socket = dgram.createSocket('udp4');
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(port, '127.0.0.1', resolve);
  });
  return { socket, port: socket.address().port };
}

describe('NmeaUdpSource', () => {
  it('listens, and delivers datagrams holding one line or several', async () => {
    const source = newSource();
    const { lines, sink } = recordingSink();
    expect(source.kind).toBe('nmea-udp');
    expect(source.state()).toBe('off');
    source.start(sink);
    await waitFor(() => source.state() === 'connected');
    const { port } = source.address()!;

    await sendUdp(port, `${A}\r\n`, `${B1}\r\n${B2}\r\n`, `${C}\n${A}`, '\r\n');
    await waitFor(() => lines.length === 5);
    expect(lines).toEqual([A, B1, B2, C, A]);
    expect(source.stats()).toMatchObject({ binds: 1, datagrams: 4, lines: 5, errors: 0 });
  });

  it('retries a failed bind per backoff until the port is free', async () => {
    const taken = await occupy();
    const source = newSource(taken.port);
    const { lines, sink } = recordingSink();
    source.start(sink);
    await waitFor(() => source.state() === 'waiting');
    await waitFor(() => source.stats().errors >= 2);
    expect(source.address()).toBeUndefined();

    await new Promise<void>((resolve) => taken.socket.close(resolve));
    await waitFor(() => source.state() === 'connected');
    await sendUdp(taken.port, `${A}\n`);
    await waitFor(() => lines.length === 1);
  });

  it('keeps listening when the sink throws', async () => {
    const source = newSource();
    let calls = 0;
    source.start({
      line: () => {
        calls += 1;
        throw new Error('sink bug');
      },
      message: () => undefined,
    });
    await waitFor(() => source.state() === 'connected');
    await sendUdp(source.address()!.port, `${A}\n${C}\n`, `${A}\n`);
    await waitFor(() => calls === 3);
    expect(source.state()).toBe('connected');
  });

  describe('stop()', () => {
    it('closes the socket, so the port is free again', async () => {
      const source = newSource();
      source.start(recordingSink().sink);
      await waitFor(() => source.state() === 'connected');
      const { port } = source.address()!;
      await source.stop();
      expect(source.state()).toBe('stopped');
      sockets.push((await occupy(port)).socket);
    });

    it('while a bind retry is pending: cancels it', async () => {
      const taken = await occupy();
      sockets.push(taken.socket);
      await expectStopCancelsRetry(newSource(taken.port), 'errors', 150);
    });

    it('right after start, while binding', async () => {
      const source = newSource();
      source.start(recordingSink().sink);
      await source.stop();
      await sleep(50);
      expect(source.state()).toBe('stopped');
      expect(source.stats().binds).toBe(0);
    });
  });
});
