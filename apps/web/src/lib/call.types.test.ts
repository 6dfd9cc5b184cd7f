import { aisApi } from '@havhjaelp/common/ais-api';
import { helpApi } from '@havhjaelp/common/help-api';
import { tilesApi } from '@havhjaelp/common/tiles-api';
import { describe, expectTypeOf, it } from 'vitest';
import { call } from './call';

// The checks are the compiler's (the suite's type check reads this file): each `@ts-expect-error`
// fails the type check if the line below it ever compiles. The calls sit in a function never run.
async function misuse() {
  // @ts-expect-error - a body the endpoint's schema does not take
  await call(helpApi.create, { body: { vesselName: 'Sol', colour: 'rød' } });
  // @ts-expect-error - the body is required
  await call(helpApi.create);
  // @ts-expect-error - a path parameter missing
  await call(helpApi.accept, { params: { id: 'r1' } });
  // @ts-expect-error - an endpoint without a body given one
  await call(helpApi.request, { params: { id: 'r1' }, body: {} });
  // @ts-expect-error - a status the rules do not know
  await call(helpApi.changeStatus, { params: { id: 'r1' }, body: { status: 'sunk' } });
  const request = await call(helpApi.request, { params: { id: 'r1' } });
  // @ts-expect-error - a field the answer lacks
  void request.ownerPassword;
  const list = await call(helpApi.list);
  // @ts-expect-error - the list answers `requests`, not `calls`
  void list.calls;
  // @ts-expect-error - a map tile is bytes for the map to show, no JSON to call for
  await call(tilesApi.base, { params: { z: '0', x: '0', file: '0.png' } });
  // @ts-expect-error - the AIS stream is a WebSocket
  await call(aisApi.stream);
}

describe('call', () => {
  it('types each answer by its endpoint', () => {
    expectTypeOf(misuse).returns.resolves.toBeVoid();
    expectTypeOf(call<typeof helpApi.testimonials>).returns.resolves.toHaveProperty('testimonials');
    expectTypeOf(call<typeof helpApi.request>)
      .parameter(1)
      .exclude<undefined>()
      .toHaveProperty('params')
      .toEqualTypeOf<{ id: string }>();
  });
});
