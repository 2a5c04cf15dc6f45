import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface PublicJwk {
  kty: 'RSA';
  n: string;
  e: string;
  use: 'sig';
  alg: 'RS256';
  kid: string;
}

export interface SigningKeys {
  privatePem: string;
  publicPem: string;
  kid: string;
  jwk: PublicJwk;
}

/** RFC 7638: SHA-256 over the required members in lexicographic order, base64url. */
export function jwkThumbprint(jwk: { e: string; n: string }): string {
  const canonical = JSON.stringify({ e: jwk.e, kty: 'RSA', n: jwk.n });
  return createHash('sha256').update(canonical).digest('base64url');
}

export function signingKeysFromPrivateKey(privateKey: KeyObject): SigningKeys {
  if (privateKey.asymmetricKeyType !== 'rsa') throw new Error('JWT_PRIVATE_KEY must be an RSA private key');
  const publicKey = createPublicKey(privateKey);
  const { n, e } = publicKey.export({ format: 'jwk' });
  if (!n || !e) throw new Error('Could not export the RSA public key');
  const kid = jwkThumbprint({ n, e });
  return {
    privatePem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    publicPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    kid,
    jwk: { kty: 'RSA', n, e, use: 'sig', alg: 'RS256', kid },
  };
}

export function generateSigningKeys(): SigningKeys {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return signingKeysFromPrivateKey(privateKey);
}

/**
 * The PEM from JWT_PRIVATE_KEY wins; otherwise the key kept in `<dataDir>/keys`, generated on first
 * start, so tokens survive restarts without any set-up.
 */
export function loadSigningKeys(options: {
  privateKeyPem?: string | undefined;
  dataDir: string;
}): SigningKeys {
  if (options.privateKeyPem) return signingKeysFromPrivateKey(createPrivateKey(options.privateKeyPem));
  const dir = join(options.dataDir, 'keys');
  const file = join(dir, 'jwt-private.pem');
  if (existsSync(file)) return signingKeysFromPrivateKey(createPrivateKey(readFileSync(file, 'utf8')));
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const keys = generateSigningKeys();
  // Write, then hard-link into place: nobody reads half a key, and of instances starting together
  // (several API processes on PostgreSQL sharing this folder) the first key wins and all use it.
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, keys.privatePem, { mode: 0o600 });
  try {
    linkSync(tmp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(tmp, { force: true });
  }
  return signingKeysFromPrivateKey(createPrivateKey(readFileSync(file, 'utf8')));
}
