import { DEFAULT_PUSH_PREFERENCES, type PushPreferences } from '@havhjaelp/common/push';
import {
  startFakePushService,
  type FakePushService,
  type FakeSubscriber,
} from './fake-push-service';
import { callApi, type TestApp } from './test-app';
import { expectOk, type TestUser } from './users';

/** The fake push service, knowing the key the app at `app()` publishes (read once, on first use). */
export async function fakePushServiceFor(
  app: () => TestApp,
): Promise<{ service: FakePushService; readKey(): Promise<void> }> {
  let key = '';
  const service = await startFakePushService(() => key);
  return {
    service,
    async readKey() {
      const body = await expectOk(
        'vapid key',
        await callApi(app(), 'GET', '/api/push/vapid-public-key'),
      );
      key = body.publicKey as string;
    },
  };
}

/** `user` subscribes a new browser of the fake service, choosing `choices`. */
export async function subscribedBrowser(
  t: TestApp,
  service: FakePushService,
  user: TestUser,
  choices: Partial<PushPreferences>,
): Promise<FakeSubscriber> {
  const browser = service.subscriber();
  await expectOk(
    'subscribe',
    await callApi(t, 'POST', '/api/push/subscribe', user.token, browser.subscription),
  );
  await expectOk(
    'preferences',
    await callApi(t, 'PUT', '/api/push/preferences', user.token, {
      ...DEFAULT_PUSH_PREFERENCES,
      ...choices,
    }),
  );
  return browser;
}
