import { startSmtpReceiver, type SmtpReceiver } from '@havhjaelp/testing/smtp-receiver';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { AppDeps } from '../app';
import { connectLive, listenForLive, type LiveClient } from './mqtt';
import { callApi, startTestApp, type Method, type TestApp } from './test-app';

type Env = Record<string, string>;

export interface TestAppOptions {
  /** Settings every `start` gets (a `start` may add to them). */
  env?: Env;
  /** The app's clock: it reads this time at the start of each test until the test moves it. */
  clock?: Date;
  /** One SMTP receiver for the file as the app's mail server; the test reads it as `smtp`. */
  smtp?: boolean;
}

/** The app's time, which only the test moves. */
export interface TestClock {
  now(): Date;
  set(at: Date): void;
  advance(ms: number): void;
}

/**
 * The app the test started last (as a `TestApp`, so every helper taking one takes this), and the
 * handles tests need around it.
 */
export interface TestAppHarness extends TestApp {
  /**
   * Starts the app with the harness's settings plus these. Started in a test, it is closed after
   * that test; started in `beforeAll`, after the file's tests.
   */
  start(env?: Env, deps?: AppDeps): Promise<TestApp>;
  /** One API call, as `user` when given. */
  call(
    method: Method,
    url: string,
    user?: { token: string },
    payload?: object,
  ): ReturnType<typeof callApi>;
  /** The live channel's URL; the first call puts the app on a loopback port. */
  liveUrl(): Promise<string>;
  /** A live client as `user` (anonymous without), subscribed to `topics`, ended after the test. */
  live(user?: { token: string }, ...topics: string[]): Promise<LiveClient>;
  readonly clock: TestClock;
  /** The SMTP receiver of `{ smtp: true }`. */
  readonly smtp: SmtpReceiver;
}

function testClock(startAt: Date): TestClock {
  let at = startAt;
  return {
    now: () => at,
    set: (next) => {
      at = next;
    },
    advance: (ms) => {
      at = new Date(at.getTime() + ms);
    },
  };
}

/**
 * The test app for the tests of this file (or `describe`): registers the Vitest hooks that reset
 * its clock and close what a test started, and answers the harness the tests use.
 */
export function useTestApp(options: TestAppOptions = {}): TestAppHarness {
  const clock = testClock(options.clock ?? new Date());
  let smtp: SmtpReceiver | undefined;
  let current: TestApp | undefined;
  /** The app started in `beforeAll`, which the tests go back to after one started its own. */
  let fileApp: TestApp | undefined;
  let inTest = false;
  const closeAfterTest: (() => Promise<void>)[] = [];
  const closeAfterFile: (() => Promise<void>)[] = [];
  const liveUrls = new WeakMap<TestApp, Promise<string>>();

  const started = (): TestApp => {
    if (!current) throw new Error('the test app is not started: call start() first');
    return current;
  };
  const closeAll = async (closers: (() => Promise<void>)[]) => {
    // Last started first: live clients end before the app they talk to.
    for (const close of closers.splice(0).reverse()) await close();
  };

  if (options.smtp) {
    beforeAll(async () => {
      smtp = await startSmtpReceiver();
    });
    afterAll(() => smtp?.close());
  }
  beforeEach(() => {
    inTest = true;
    if (options.clock) clock.set(options.clock);
  });
  afterEach(async () => {
    inTest = false;
    current = fileApp;
    await closeAll(closeAfterTest);
  });
  afterAll(() => closeAll(closeAfterFile));

  const harness: TestAppHarness = {
    get app() {
      return started().app;
    },
    get config() {
      return started().config;
    },
    get db() {
      return started().db;
    },
    get dataDir() {
      return started().dataDir;
    },
    close: () => started().close(),
    start: async (env = {}, deps = {}) => {
      const t = await startTestApp(
        { ...(smtp ? { SMTP_URL: smtp.url } : {}), ...options.env, ...env },
        { ...(options.clock ? { now: clock.now } : {}), ...deps },
      );
      (inTest ? closeAfterTest : closeAfterFile).push(t.close);
      if (!inTest) fileApp = t;
      current = t;
      return t;
    },
    call: (method, url, user, payload) => callApi(started(), method, url, user?.token, payload),
    liveUrl: () => {
      const t = started();
      const url = liveUrls.get(t) ?? listenForLive(t);
      liveUrls.set(t, url);
      return url;
    },
    live: async (user, ...topics) => {
      const client = await connectLive(await harness.liveUrl(), user?.token);
      closeAfterTest.push(() => client.end());
      if (topics.length > 0) await client.client.subscribeAsync(topics);
      return client;
    },
    clock,
    get smtp() {
      if (!smtp) throw new Error('useTestApp({ smtp: true }) starts the SMTP receiver');
      return smtp;
    },
  };
  return harness;
}
