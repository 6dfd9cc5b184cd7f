// Test helpers for the AIS feature: a source the test feeds by hand, a clock it moves, aisstream
// messages built from a few fields, and a real WebSocket client of /api/ais/stream.
import {
  DANISH_BOXES,
  DEFAULT_AIS_CLIENT_KEY,
  aisTimeUtc,
  type AisSubscription,
} from '@havhjaelp/common/ais';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { createAisFeature, type AisFeature } from '../ais-feature';
import type { GatewayOptions } from '../stream/gateway';
import type { AisSink, AisSource } from '../sources/source';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { aisPlug, aisPlugWith } from '..';
import { replacePlug } from '../../../test/replace-plug';

export class ManualAisSource implements AisSource {
  readonly kind = 'manual';
  private sink: AisSink | undefined;
  start(sink: AisSink): void {
    this.sink = sink;
  }
  async stop(): Promise<void> {
    this.sink = undefined;
  }
  state() {
    return this.sink ? ('connected' as const) : ('stopped' as const);
  }
  line(text: string): void {
    this.sink!.line(text);
  }
  message(data: unknown): void {
    this.sink!.message(data);
  }
}

export interface AisTestApp {
  t: TestApp;
  ais: AisFeature;
  source: ManualAisSource;
  /** The test clock, in ms; move it with `clock.now += …`. */
  clock: { now: number };
  url: string;
}

export async function startAisTestApp(
  gateway: Omit<GatewayOptions, 'now'> = {},
  tickMs = 20,
): Promise<AisTestApp> {
  const source = new ManualAisSource();
  const clock = { now: Date.parse('2026-06-01T12:00:00Z') };
  const ais = createAisFeature({
    source,
    now: () => clock.now,
    clientKey: DEFAULT_AIS_CLIENT_KEY,
    gateway,
    tickMs,
  });
  const t = await startTestApp({}, { features: replacePlug(aisPlug, aisPlugWith({ ais })) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return { t, ais, source, clock, url: `ws://127.0.0.1:${port}/api/ais/stream` };
}

export const subscription = (fields: Partial<AisSubscription> = {}): AisSubscription => ({
  APIKey: DEFAULT_AIS_CLIENT_KEY,
  BoundingBoxes: DANISH_BOXES.map(([a, b]) => [[...a], [...b]]) as AisSubscription['BoundingBoxes'],
  ...fields,
});

const metaData = (mmsi: number, lat: number, lon: number, name = '') => ({
  MMSI: mmsi,
  MMSI_String: String(mmsi),
  ShipName: name,
  latitude: lat,
  longitude: lon,
  time_utc: aisTimeUtc(Date.parse('2026-06-01T12:00:00Z')),
});

const kinematics = (mmsi: number, lat: number, lon: number, sog: number) => ({
  RepeatIndicator: 0,
  UserID: mmsi,
  Valid: true,
  Sog: sog,
  PositionAccuracy: true,
  Longitude: lon,
  Latitude: lat,
  Cog: 90,
  TrueHeading: 91,
  Timestamp: 30,
  Raim: false,
});

/** An aisstream PositionReport (Class A). */
export function positionReport(mmsi: number, lat: number, lon: number, sog = 12.3) {
  return {
    MessageType: 'PositionReport',
    MetaData: metaData(mmsi, lat, lon),
    Message: {
      PositionReport: {
        MessageID: 1,
        ...kinematics(mmsi, lat, lon, sog),
        NavigationalStatus: 0,
        RateOfTurn: 0,
        SpecialManoeuvreIndicator: 0,
      },
    },
  };
}

/** An aisstream StandardClassBPositionReport (a leisure boat). */
export function classBReport(mmsi: number, lat: number, lon: number, sog = 5.2) {
  return {
    MessageType: 'StandardClassBPositionReport',
    MetaData: metaData(mmsi, lat, lon),
    Message: {
      StandardClassBPositionReport: {
        MessageID: 18,
        ...kinematics(mmsi, lat, lon, sog),
        ClassBUnit: true,
        ClassBDisplay: false,
        ClassBDsc: true,
        ClassBBand: true,
        ClassBMsg22: true,
      },
    },
  };
}

/** An aisstream ShipStaticData (type 5). */
export function shipStaticData(mmsi: number, name: string, destination = 'DKAAR') {
  return {
    MessageType: 'ShipStaticData',
    MetaData: metaData(mmsi, 0, 0, name),
    Message: {
      ShipStaticData: {
        MessageID: 5,
        RepeatIndicator: 0,
        UserID: mmsi,
        Valid: true,
        AisVersion: 0,
        ImoNumber: 9000001,
        CallSign: 'OZAB2',
        Name: name,
        Type: 70,
        Dimension: { A: 100, B: 20, C: 10, D: 10 },
        FixType: 1,
        Eta: { Month: 6, Day: 2, Hour: 8, Minute: 30 },
        MaximumStaticDraught: 7.5,
        Destination: destination,
        Dte: false,
      },
    },
  };
}

export interface StreamMessage {
  MessageType?: string;
  MetaData?: { MMSI: number; latitude: number; longitude: number; ShipName: string };
  Message?: Record<string, Record<string, unknown>>;
  error?: string;
}

/** A WebSocket client of the stream that records what it receives and how it closed. */
export class StreamClient {
  readonly messages: StreamMessage[] = [];
  closeCode: number | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.messages.push(JSON.parse(data.toString()) as StreamMessage);
      this.listeners.forEach((listener) => listener());
    });
    socket.on('close', (code) => {
      this.closeCode = code;
      this.listeners.forEach((listener) => listener());
    });
    socket.on('error', () => undefined);
  }

  static async open(url: string, origin?: string): Promise<StreamClient> {
    const socket = new WebSocket(url, origin ? { origin } : {});
    const client = new StreamClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  send(data: unknown): void {
    this.socket.send(typeof data === 'string' ? data : JSON.stringify(data));
  }

  /** Resolves once `test` holds, rejecting after `timeoutMs`. */
  until(test: (client: this) => boolean, timeoutMs = 3_000): Promise<void> {
    if (test(this)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.listeners.delete(check);
        reject(new Error(`timed out; ${this.messages.length} messages, close ${this.closeCode}`));
      }, timeoutMs);
      const check = () => {
        if (!test(this)) return;
        clearTimeout(timer);
        this.listeners.delete(check);
        resolve();
      };
      this.listeners.add(check);
    });
  }

  mmsis(): number[] {
    return this.messages.flatMap((m) => (m.MetaData ? [m.MetaData.MMSI] : []));
  }

  close(): void {
    this.socket.terminate();
  }
}
