import { vi } from 'vitest';

// For unit tests in jsdom, which has no WebAuthn: a browser's passkey side as SimpleWebAuthn sees
// it. The real ceremonies (Chromium's virtual authenticator) are the end-to-end tests'.

const bytes = (...values: number[]) => new Uint8Array(values).buffer;

/** What `navigator.credentials` answers: a credential of the shape a browser gives. */
function credential(id: string, response: Record<string, ArrayBuffer | (() => unknown)>) {
  return {
    id,
    rawId: bytes(1, 2, 3),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response,
    getClientExtensionResults: () => ({}),
  };
}

export const assertion = (id = 'AQID') =>
  credential(id, {
    authenticatorData: bytes(4),
    clientDataJSON: bytes(5),
    signature: bytes(6),
    userHandle: bytes(7),
  });

export const attestation = (id = 'AQID') =>
  credential(id, {
    attestationObject: bytes(8),
    clientDataJSON: bytes(9),
    getTransports: () => ['internal'],
  });

export interface FakeWebAuthn {
  get: ReturnType<typeof vi.fn>;
  create: ReturnType<typeof vi.fn>;
}

/**
 * Gives jsdom a browser with WebAuthn (and its autofill when `autofill`): `get` and `create` are
 * what the test makes them. An autofill request waits, as a browser's does, until its signal ends
 * it. `vi.unstubAllGlobals()` takes WebAuthn away again.
 */
export function fakeWebAuthn({ autofill = false } = {}): FakeWebAuthn {
  const publicKeyCredential = Object.assign(function PublicKeyCredential() {}, {
    isConditionalMediationAvailable: async () => autofill,
  });
  vi.stubGlobal('PublicKeyCredential', publicKeyCredential);
  const waitForAbort = (options: CredentialRequestOptions) =>
    new Promise((_resolve, reject) =>
      options.signal?.addEventListener('abort', () =>
        reject(new DOMException('aborted', 'AbortError')),
      ),
    );
  const fake: FakeWebAuthn = {
    get: vi.fn(async (options: CredentialRequestOptions) =>
      options.mediation === 'conditional' ? waitForAbort(options) : assertion(),
    ),
    create: vi.fn(async () => attestation()),
  };
  // jsdom's navigator has no `credentials` to stub; without PublicKeyCredential nothing reads it.
  Object.defineProperty(navigator, 'credentials', { value: fake, configurable: true });
  return fake;
}
