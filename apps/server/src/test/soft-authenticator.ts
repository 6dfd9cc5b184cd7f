import {
  createHash,
  createSign,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import type {
  AuthenticationCredential,
  LoginOptions,
  PasskeyDeviceType,
  RegistrationCredential,
  RegistrationOptions,
} from '@havhjaelp/common/passkeys';
import { encode } from 'cborg';

/** A credential the authenticator holds: its key pair's private half and its signature counter. */
export interface HeldCredential {
  id: Buffer;
  rpId: string;
  userHandle: Buffer;
  privateKey: KeyObject;
  counter: number;
}

// Authenticator data flags (WebAuthn §6.1): user present, user verified, credential data attached.
const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_CREDENTIAL = 0x40;
/** EC2 key type, ES256, curve P-256 (RFC 9053). */
const COSE = { kty: 1, alg: 3, crv: -1, x: -2, y: -3, EC2: 2, ES256: -7, P256: 1 } as const;

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** What a test may make the authenticator or its browser do differently from an honest one. */
export interface CeremonyTwists {
  /** The origin the browser reports in clientDataJSON (a foreign site's, for instance). */
  origin?: string;
  /** The authenticator did not verify the user (no PIN, no biometrics). */
  userVerified?: boolean;
  /** The counter to sign with instead of the next one (a cloned authenticator's, going back). */
  counter?: number;
  /** The credential to use, whatever the options allow (another user's, for instance). */
  credential?: HeldCredential;
  /** The user handle to send; null sends none. */
  userHandle?: string | null;
  /** The challenge to answer instead of the options' (a replay of an earlier one). */
  challenge?: string;
}

/**
 * A software authenticator behind a browser, for tests: it makes real WebAuthn answers (an EC
 * P-256 key pair per credential from node:crypto, CBOR-encoded 'none' attestation and
 * authenticator data, clientDataJSON, ECDSA signatures), as Chromium's virtual authenticator does,
 * so the server's verification runs on what a browser would send.
 */
export class SoftAuthenticator {
  readonly credentials: HeldCredential[] = [];

  constructor(
    /** The origin the browser is at: the app's PUBLIC_URL. */
    readonly origin: string,
    readonly attachment: PasskeyDeviceType = 'platform',
  ) {}

  /** `navigator.credentials.create()`: a new credential for the options' user. */
  register(options: RegistrationOptions, twists: CeremonyTwists = {}): RegistrationCredential {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const excluded = new Set(options.excludeCredentials?.map((c) => c.id));
    if (!twists.credential && this.credentials.some((c) => excluded.has(b64url(c.id)))) {
      // What a browser does then: InvalidStateError, nothing is sent.
      throw new Error('InvalidStateError: the authenticator already holds a passkey of the user');
    }
    const credential = twists.credential ?? this.newCredential(rpId, options.user.id);
    const { x, y } = credential.privateKey.export({ format: 'jwk' });
    const publicKey = new Map<number, number | Buffer>([
      [COSE.kty, COSE.EC2],
      [COSE.alg, COSE.ES256],
      [COSE.crv, COSE.P256],
      [COSE.x, Buffer.from(x!, 'base64url')],
      [COSE.y, Buffer.from(y!, 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    const authData = Buffer.concat([
      this.authDataHead(rpId, ATTESTED_CREDENTIAL, twists, credential.counter),
      Buffer.alloc(16), // AAGUID: none, as with attestation 'none'
      idLength,
      credential.id,
      Buffer.from(encode(publicKey)),
    ]);
    const attestationObject = encode({ fmt: 'none', attStmt: {}, authData });
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, twists);
    const transports = this.attachment === 'platform' ? ['internal'] : ['usb'];
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports,
        publicKeyAlgorithm: COSE.ES256,
      },
      authenticatorAttachment: this.attachment,
      clientExtensionResults: { credProps: { rk: true } },
      type: 'public-key',
    };
  }

  /** `navigator.credentials.get()`: signs the options' challenge with an allowed credential. */
  login(options: LoginOptions, twists: CeremonyTwists = {}): AuthenticationCredential {
    const rpId = options.rpId ?? new URL(this.origin).hostname;
    const allowed = new Set(options.allowCredentials?.map((c) => c.id));
    const credential =
      twists.credential ??
      this.credentials.find(
        (c) => c.rpId === rpId && (allowed.size === 0 || allowed.has(b64url(c.id))),
      );
    if (!credential) throw new Error('NotAllowedError: no passkey for these options');
    credential.counter = twists.counter ?? credential.counter + 1;
    const authData = this.authDataHead(rpId, 0, twists, credential.counter);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, twists);
    const signature = createSign('SHA256')
      .update(Buffer.concat([authData, sha256(clientDataJSON)]))
      .sign(credential.privateKey);
    const userHandle =
      twists.userHandle === undefined ? b64url(credential.userHandle) : twists.userHandle;
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(userHandle === null ? {} : { userHandle }),
      },
      authenticatorAttachment: this.attachment,
      clientExtensionResults: {},
      type: 'public-key',
    };
  }

  /** A new key pair for `rpId` and the user handle (base64url), held from now on. */
  newCredential(rpId: string, userHandle: string): HeldCredential {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const credential = {
      id: randomBytes(32),
      rpId,
      userHandle: Buffer.from(userHandle, 'base64url'),
      privateKey,
      counter: 0,
    };
    this.credentials.push(credential);
    return credential;
  }

  /** rpIdHash, flags and the signature counter: how all authenticator data begins. */
  private authDataHead(rpId: string, flags: number, twists: CeremonyTwists, counter: number) {
    const head = Buffer.alloc(37);
    sha256(rpId).copy(head, 0);
    const verified = twists.userVerified === false ? 0 : USER_VERIFIED;
    head.writeUInt8(USER_PRESENT | verified | flags, 32);
    head.writeUInt32BE(counter, 33);
    return head;
  }

  private clientData(type: string, challenge: string, twists: CeremonyTwists): Buffer {
    return Buffer.from(
      JSON.stringify({
        type,
        challenge: twists.challenge ?? challenge,
        origin: twists.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
  }
}
