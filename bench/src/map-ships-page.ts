// In the page, for the ship-canvas benchmark: a stand-in for /api/ais/stream that speaks its
// protocol (subscription first, then one JSON message per frame of the socket: a snapshot, then
// position reports), moving ships on every animation frame; and a frame recorder. The bench
// compiles without the DOM library, so the few browser globals used are declared here; these
// functions run in Chromium only (serialised by Playwright, hence everything inside them).
import type { ShipSeed } from './map-ships-data';

export interface ShipsProbe {
  /** The subscription the app sent, parsed. */
  subscription: unknown;
  messages: number;
  /** While true, `perFrame` ships move and report on every animation frame. */
  moving: boolean;
  perFrame: number;
  recording: boolean;
  /** rAF timestamps while recording. */
  frames: number[];
  /** Time per frame spent making the messages (the fake server's work, on the same thread). */
  makeMs: number[];
  /** Time per frame the app spends on them: onmessage → parse → fold into the ship store. */
  streamMs: number[];
  /** Redraws of the ship canvas while recording (putImageData calls on it). */
  draws: number;
}

interface FakeSocket {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: string }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  readyState: number;
  send(text: string): void;
  close(): void;
}

interface Canvas2D {
  canvas: { classList: { contains(name: string): boolean } };
}

export interface ShipsGlobals {
  __shipBench: ShipsProbe;
  WebSocket: new (url: string, protocols?: unknown) => object;
  CanvasRenderingContext2D: { prototype: { putImageData(...args: unknown[]): void } };
  performance: { now(): number };
  requestAnimationFrame(callback: (time: number) => void): number;
  setTimeout(callback: () => void, ms: number): number;
}

export function fakeShipStream(seeds: ShipSeed[]): void {
  const g = globalThis as unknown as ShipsGlobals;
  const probe: ShipsProbe = {
    subscription: null,
    messages: 0,
    moving: false,
    perFrame: seeds.length,
    recording: false,
    frames: [],
    makeMs: [],
    streamMs: [],
    draws: 0,
  };
  g.__shipBench = probe;
  const ships = seeds.map((seed) => ({ ...seed }));
  const timeUtc = () => {
    const iso = new Date().toISOString();
    return `${iso.slice(0, 10)} ${iso.slice(11, 23)}000000 +0000 UTC`;
  };
  const meta = (ship: ShipSeed, time: string) =>
    `"MetaData":{"MMSI":${ship.mmsi},"MMSI_String":"${ship.mmsi}","ShipName":"${ship.name}",` +
    `"latitude":${ship.lat},"longitude":${ship.lon},"time_utc":"${time}"}`;
  const position = (ship: ShipSeed, time: string) =>
    `{"MessageType":"PositionReport",${meta(ship, time)},"Message":{"PositionReport":{` +
    `"MessageID":1,"RepeatIndicator":0,"UserID":${ship.mmsi},"Valid":true,"NavigationalStatus":0,` +
    `"RateOfTurn":0,"SpecialManoeuvreIndicator":0,"Sog":${ship.sog},"PositionAccuracy":true,` +
    `"Longitude":${ship.lon},"Latitude":${ship.lat},"Cog":${ship.cog},` +
    `"TrueHeading":${Math.round(ship.cog) % 360},"Timestamp":0,"Raim":false}}}`;
  const staticData = (ship: ShipSeed, time: string) =>
    `{"MessageType":"ShipStaticData",${meta(ship, time)},"Message":{"ShipStaticData":{` +
    `"MessageID":5,"RepeatIndicator":0,"UserID":${ship.mmsi},"Valid":true,"AisVersion":0,` +
    `"ImoNumber":0,"CallSign":"OX${ship.mmsi % 10000}","Name":"${ship.name}","Type":${ship.type},` +
    `"Dimension":{"A":50,"B":10,"C":5,"D":5},"FixType":1,` +
    `"Eta":{"Month":12,"Day":24,"Hour":14,"Minute":30},"MaximumStaticDraught":5,` +
    `"Destination":"AARHUS","Dte":false}}}`;

  // Each ship turns a little and moves along its course every time it reports, so it circles.
  let cursor = 0;
  const move = (ship: ShipSeed) => {
    ship.cog = (ship.cog + 1) % 360;
    const step = ship.sog * 0.00005;
    const radians = (ship.cog * Math.PI) / 180;
    ship.lat += Math.cos(radians) * step;
    ship.lon += (Math.sin(radians) * step) / Math.cos((ship.lat * Math.PI) / 180);
  };

  function makeFake(): FakeSocket {
    let open = true;
    const socket: FakeSocket = {
      onopen: null,
      onmessage: null,
      onclose: null,
      onerror: null,
      readyState: 0,
      send(text) {
        probe.subscription = JSON.parse(text);
        const time = timeUtc();
        for (const ship of ships) {
          socket.onmessage?.({ data: position(ship, time) });
          socket.onmessage?.({ data: staticData(ship, time) });
          probe.messages += 2;
        }
        g.requestAnimationFrame(feed);
      },
      close() {
        open = false;
        socket.readyState = 3;
      },
    };
    // Positions are made on the animation frame and delivered in a task of their own after it,
    // as a socket's messages arrive: so each frame's messages are drawn on the next frame.
    const feed = () => {
      if (!open) return;
      g.requestAnimationFrame(feed);
      if (!probe.moving) return;
      const start = g.performance.now();
      const time = timeUtc();
      const batch: string[] = [];
      for (let i = 0; i < probe.perFrame; i++) {
        const ship = ships[cursor]!;
        cursor = (cursor + 1) % ships.length;
        move(ship);
        batch.push(position(ship, time));
      }
      if (probe.recording) probe.makeMs.push(g.performance.now() - start);
      g.setTimeout(() => {
        const delivery = g.performance.now();
        for (const data of batch) socket.onmessage?.({ data });
        probe.messages += batch.length;
        if (probe.recording) probe.streamMs.push(g.performance.now() - delivery);
      }, 0);
    };
    g.setTimeout(() => {
      socket.readyState = 1;
      socket.onopen?.({});
    }, 0);
    return socket;
  }

  // Only the ship stream is faked; the live channel (mqtt.js) keeps the real WebSocket.
  g.WebSocket = new Proxy(g.WebSocket, {
    construct(target, args: [string, unknown?]) {
      return String(args[0]).endsWith('/api/ais/stream')
        ? makeFake()
        : Reflect.construct(target, args);
    },
  });

  const putImageData = g.CanvasRenderingContext2D.prototype.putImageData;
  g.CanvasRenderingContext2D.prototype.putImageData = function (this: Canvas2D, ...args) {
    if (probe.recording && this.canvas.classList.contains('ais-ship-canvas')) probe.draws++;
    putImageData.apply(this, args);
  };

  const onFrame = (time: number) => {
    if (probe.recording) probe.frames.push(time);
    g.requestAnimationFrame(onFrame);
  };
  g.requestAnimationFrame(onFrame);
}
