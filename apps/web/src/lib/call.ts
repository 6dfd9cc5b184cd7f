import {
  endpointUrl,
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
  type EndpointSpec,
  type JsonEndpointSpec,
} from '@havhjaelp/common/endpoint';
import { apiFetch } from './api';
import { authFetch } from './auth-fetch';

type Options<E extends EndpointSpec> = EndpointInput<E> & { signal?: AbortSignal };

/** No input to give: an endpoint without parameters or a required body may be called bare. */
type OptionalWhenEmpty<E extends EndpointSpec> =
  object extends EndpointInput<E> ? [options?: Options<E>] : [options: Options<E>];

/**
 * Calls one endpoint of the API as its description says: its path filled from `params`, its query
 * and body checked by the compiler against its schemas, its answer typed. A member endpoint goes
 * as the logged-in user (a 401 then ends the session); a public one never sends the session.
 */
export function call<E extends JsonEndpointSpec>(
  endpoint: E,
  ...[options]: OptionalWhenEmpty<E>
): Promise<EndpointAnswer<E>> {
  const { params, query, body, signal } = (options ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
  };
  const path = endpointUrl(endpoint, { params, query });
  const request = { method: endpoint.method, body: body ?? undefined, signal };
  return endpoint.auth === 'public'
    ? apiFetch<EndpointAnswer<E>>(path, request)
    : authFetch<EndpointAnswer<E>>(path, request);
}

/**
 * The query key of one call: `[feature, name]` then what tells its answers apart. Keys share their
 * feature's root, so `[feature]` and `[feature, name]` invalidate together.
 */
export function endpointKey<const K extends readonly [string, string], const P extends unknown[]>(
  endpoint: Endpoint & { key: K },
  ...parts: P
): readonly [...K, ...P] {
  const key: readonly [...K, ...P] = [...(endpoint.key as K), ...parts];
  return key;
}
