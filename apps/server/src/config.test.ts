import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      webRoot: undefined,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      aisSource: 'replay',
      mqttTopicRoot: 'havhjaelp',
      emergencyPhone: '112',
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    });
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/hh',
      WEB_ROOT: '/srv/havhjaelp/web',
      DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/hh',
      REDIS_URL: 'redis://127.0.0.1:6379',
      PUBLIC_URL: 'https://havhjaelp.example/',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'Havhjælp <a@b.dk>',
      AIS_SOURCE: 'nmea-tcp://192.0.2.1:10110',
      AIS_CLIENT_KEY: 'k',
      MQTT_TOPIC_ROOT: 'hh-test',
      SUPPORT_EMAIL: 'support@example.dk',
      PRIVACY_EMAIL: 'privacy@example.dk',
      EMERGENCY_PHONE: '+45 112',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/tmp/hh',
      webRoot: '/srv/havhjaelp/web',
      databaseUrl: 'postgres://u:p@127.0.0.1:5432/hh',
      redisUrl: 'redis://127.0.0.1:6379',
      publicUrl: 'https://havhjaelp.example',
      smtpUrl: 'smtp://127.0.0.1:2525',
      aisSource: 'nmea-tcp://192.0.2.1:10110',
      mqttTopicRoot: 'hh-test',
      emergencyPhone: '+45 112',
    });
  });

  it("reads the web push settings: the browsers' push services and a made key pair by default", () => {
    const defaults = loadConfig({ SUPPORT_EMAIL: 'drift@example.dk' });
    expect(defaults.vapidKeys).toBeUndefined();
    expect(defaults.vapidSubject).toBe('mailto:drift@example.dk');
    expect(defaults.pushServiceOrigins).toContain('https://*.notify.windows.com');
    const set = loadConfig({
      VAPID_PUBLIC_KEY: 'BPublicKey_-0123456789abcdef',
      VAPID_PRIVATE_KEY: 'privateKey_-0123456789',
      VAPID_SUBJECT: 'https://havhjaelp.example/kontakt',
      PUSH_SERVICE_ORIGINS:
        'https://push.example.dk, https://*.Push.Example.Net:8443,http://127.0.0.1:9999',
    });
    expect(set).toMatchObject({
      vapidKeys: {
        publicKey: 'BPublicKey_-0123456789abcdef',
        privateKey: 'privateKey_-0123456789',
      },
      vapidSubject: 'https://havhjaelp.example/kontakt',
      pushServiceOrigins: [
        'https://push.example.dk',
        'https://*.push.example.net:8443',
        'http://127.0.0.1:9999',
      ],
    });
  });

  it.each([
    [
      'one VAPID key without the other',
      { VAPID_PUBLIC_KEY: 'BPublicKey_-0123456789abcdef' },
      /VAPID_PRIVATE_KEY/,
    ],
    ['a subject that is no contact', { VAPID_SUBJECT: 'havnefogeden' }, /VAPID_SUBJECT/],
    [
      'plain http to a host on the network',
      { PUSH_SERVICE_ORIGINS: 'http://push.example.dk' },
      /PUSH_SERVICE_ORIGINS/,
    ],
    [
      'an origin with a path',
      { PUSH_SERVICE_ORIGINS: 'https://push.example.dk/x' },
      /PUSH_SERVICE_ORIGINS/,
    ],
    [
      'a wildcard inside a name',
      { PUSH_SERVICE_ORIGINS: 'https://push.*.dk' },
      /PUSH_SERVICE_ORIGINS/,
    ],
  ])('refuses %s', (_case, env, variable) => {
    expect(() => loadConfig(env)).toThrow(variable);
  });

  it('fetches vessel pictures from public https only, unless a test names its loopback host', () => {
    expect(loadConfig({})).toMatchObject({ imageLoopbackOrigins: [], imageFetchInternet: true });
    expect(loadConfig({ IMAGE_FETCH: 'off' }).imageFetchInternet).toBe(false);
    expect(() => loadConfig({ IMAGE_FETCH: 'ja' })).toThrow(/IMAGE_FETCH/);
    expect(
      loadConfig({
        NODE_ENV: 'test',
        IMAGE_LOOPBACK_ORIGINS: 'http://127.0.0.1:4100, https://LOCALHOST:4101,http://[::1]:4102',
      }).imageLoopbackOrigins,
    ).toEqual(['http://127.0.0.1:4100', 'https://localhost:4101', 'http://[::1]:4102']);
  });

  it.each([
    ['a host on the network', { NODE_ENV: 'test', IMAGE_LOOPBACK_ORIGINS: 'http://10.0.0.5:80' }],
    ['a public host', { NODE_ENV: 'test', IMAGE_LOOPBACK_ORIGINS: 'https://billeder.example.dk' }],
    ['an origin with a path', { NODE_ENV: 'test', IMAGE_LOOPBACK_ORIGINS: 'http://127.0.0.1:1/x' }],
    ['loopback in production', { IMAGE_LOOPBACK_ORIGINS: 'http://127.0.0.1:4100' }],
  ])('refuses IMAGE_LOOPBACK_ORIGINS with %s', (_case, env) => {
    expect(() => loadConfig(env)).toThrow(/IMAGE_LOOPBACK_ORIGINS/);
  });

  it('reads TRUST_PROXY as off, any proxy or a list of proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('bounds slow clients and busy addresses by default, and never with 0 (no limit)', () => {
    expect(loadConfig({})).toMatchObject({
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 10_000,
      socketIdleTimeoutMs: 60_000,
      connectionsPerAddress: 256,
      websocketsPerAddress: 64,
    });
    expect(
      loadConfig({
        REQUEST_TIMEOUT_MS: '5000',
        HEADERS_TIMEOUT_MS: '2000',
        KEEP_ALIVE_TIMEOUT_MS: '3000',
        SOCKET_IDLE_TIMEOUT_MS: '4000',
        CONNECTIONS_PER_ADDRESS: '10',
        WEBSOCKETS_PER_ADDRESS: '2',
      }),
    ).toMatchObject({
      requestTimeoutMs: 5000,
      headersTimeoutMs: 2000,
      keepAliveTimeoutMs: 3000,
      socketIdleTimeoutMs: 4000,
      connectionsPerAddress: 10,
      websocketsPerAddress: 2,
    });
    for (const name of [
      'REQUEST_TIMEOUT_MS',
      'HEADERS_TIMEOUT_MS',
      'KEEP_ALIVE_TIMEOUT_MS',
      'SOCKET_IDLE_TIMEOUT_MS',
      'CONNECTIONS_PER_ADDRESS',
      'WEBSOCKETS_PER_ADDRESS',
    ]) {
      expect(() => loadConfig({ [name]: '0' })).toThrow(new RegExp(`${name}:`));
    }
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' })).toThrow(
      /HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it('names every bad variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        AIS_SOURCE: 'satellite',
        TILE_URL: 'https://tiles.example/tile.png',
        MQTT_TOPIC_ROOT: 'a/b',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ['PORT', 'DATABASE_URL', 'AIS_SOURCE', 'TILE_URL', 'MQTT_TOPIC_ROOT']) {
      expect(message).toContain(`${name}:`);
    }
  });

  it('requires the aisstream key only when aisstream is the source', () => {
    expect(() => loadConfig({ AIS_SOURCE: 'aisstream' })).toThrow(/AISSTREAM_API_KEY/);
    expect(loadConfig({ AIS_SOURCE: 'aisstream', AISSTREAM_API_KEY: 'key' }).aisstreamApiKey).toBe(
      'key',
    );
  });

  it('accepts each AIS source form', () => {
    for (const source of [
      'replay',
      'aisstream',
      'off',
      'nmea-tcp://localhost:10110',
      'nmea-udp://127.0.0.1:10110',
    ]) {
      expect(loadConfig({ AIS_SOURCE: source, AISSTREAM_API_KEY: 'k' }).aisSource).toBe(source);
    }
    expect(() => loadConfig({ AIS_SOURCE: 'nmea-tcp://host' })).toThrow(ConfigError);
  });
});
