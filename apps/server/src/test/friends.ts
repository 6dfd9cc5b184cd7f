import { callApi, type TestApp } from './test-app';
import { expectOk, type TestUser } from './users';

/** `from` asks `to` to be friends; answers the request's id. */
export async function requestFriend(t: TestApp, from: TestUser, to: TestUser): Promise<string> {
  const body = await expectOk(
    'friend request',
    await callApi(t, 'POST', '/api/friends/request', from.token, { receiverId: to.id }),
  );
  return body.relation.requestId as string;
}

/** `a` asks and `b` accepts: friends afterwards. */
export async function befriend(t: TestApp, a: TestUser, b: TestUser): Promise<void> {
  const id = await requestFriend(t, a, b);
  await expectOk('accept', await callApi(t, 'POST', `/api/friends/accept/${id}`, b.token));
}

/** `from` writes `message` to their friend `to`; answers the line's id. */
export async function directMessage(
  t: TestApp,
  from: TestUser,
  to: TestUser,
  message = 'Hej ven',
): Promise<string> {
  const body = await expectOk(
    'direct message',
    await callApi(t, 'POST', `/api/friends/messages/${to.id}`, from.token, { message }),
  );
  return body.id as string;
}

export async function blockUser(t: TestApp, blocker: TestUser, blocked: TestUser): Promise<void> {
  await expectOk(
    'block',
    await callApi(t, 'POST', '/api/friends/block', blocker.token, { userId: blocked.id }),
  );
}
