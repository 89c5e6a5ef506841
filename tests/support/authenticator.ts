/**
 * A software authenticator for the server-side passkey tests: it makes and uses ES256 passkeys
 * the way a phone does (attestation "none", resident keys), and can be told to misbehave (no user
 * verification, another origin or relying party, a counter that goes back). The browser tests use
 * Chromium's own virtual authenticator instead.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { encodeCBOR, type CBORType } from "@levischuck/tiny-cbor";

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  userHandle: string;
  rpId: string;
  counter: number;
}

export interface Behaviour {
  /** Whether the user was verified (fingerprint, face, PIN); true unless told. */
  uv?: boolean;
  origin?: string;
  rpId?: string;
  /** The counter to report, instead of the next one. */
  counter?: number;
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

export class SoftAuthenticator {
  readonly credentials: Credential[] = [];
  /** Counts signatures unless `synced` (synced passkeys always report 0). */
  private readonly origin: string;
  private readonly synced: boolean;
  constructor(origin: string, synced = false) {
    this.origin = origin;
    this.synced = synced;
  }

  private authData(rpId: string, uv: boolean, counter: number, attested?: { id: Buffer; cose: Uint8Array }): Buffer {
    const flags = 0x01 | (uv ? 0x04 : 0) | (this.synced ? 0x08 | 0x10 : 0) | (attested ? 0x40 : 0);
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    const parts: Uint8Array[] = [sha256(rpId), Buffer.from([flags]), count];
    if (attested) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(attested.id.length);
      parts.push(Buffer.alloc(16), length, attested.id, Buffer.from(attested.cose));
    }
    return Buffer.concat(parts);
  }

  /** navigator.credentials.create(), answered as toJSON() gives it. */
  create(options: { challenge: string; rp: { id?: string }; user: { id: string } }, behaviour: Behaviour = {}) {
    const rpId = behaviour.rpId ?? options.rp.id!;
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const jwk = publicKey.export({ format: "jwk" });
    const cose = encodeCBOR(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x!, "base64url"))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, "base64url"))],
      ]),
    );
    const id = randomBytes(16);
    const credential: Credential = { id, privateKey, userHandle: options.user.id, rpId, counter: 0 };
    this.credentials.push(credential);
    const clientData = Buffer.from(
      JSON.stringify({
        type: "webauthn.create",
        challenge: options.challenge,
        origin: behaviour.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
    const authData = this.authData(rpId, behaviour.uv ?? true, 0, { id, cose });
    const attestationObject = encodeCBOR(
      new Map<string, CBORType>([
        ["fmt", "none"],
        ["attStmt", new Map<string, CBORType>()],
        ["authData", new Uint8Array(authData)],
      ]),
    );
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: "public-key",
      response: { clientDataJSON: b64url(clientData), attestationObject: b64url(attestationObject), transports: ["internal", "hybrid"] },
      authenticatorAttachment: "platform",
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get() with no allowCredentials: the newest passkey for the relying party answers. */
  get(options: { challenge: string; rpId?: string }, behaviour: Behaviour = {}, credential = this.credentials.at(-1)!) {
    const rpId = behaviour.rpId ?? options.rpId ?? credential.rpId;
    if (!this.synced) credential.counter += 1;
    const counter = behaviour.counter ?? (this.synced ? 0 : credential.counter);
    const clientData = Buffer.from(
      JSON.stringify({ type: "webauthn.get", challenge: options.challenge, origin: behaviour.origin ?? this.origin, crossOrigin: false }),
    );
    const authData = this.authData(rpId, behaviour.uv ?? true, counter);
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientData)]), credential.privateKey);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      authenticatorAttachment: "platform",
      clientExtensionResults: {},
    };
  }
}
