import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';
import { keptInDataDir } from './ticket-signing-secret';

/*
 * The demo's wallet credentials, made on the first start of each demo data directory and kept with its
 * data (DATA_DIR/wallet-test-credentials.json, mode 0600), as its ticket keys are: a self-signed test
 * certificate authority standing in for Apple's WWDR, a Pass Type ID certificate it signed (its key under
 * a passphrase), and an RSA key standing in for a Google service account's. Passes signed with them open
 * in the demo and verify against the test authority, but no phone trusts it: a demo pass will not install
 * on a real iPhone, and Google will not accept the demo's save links (README.md, "Wallet passes").
 *
 * The demo's parks name the variables below in their wallet settings (demo/index.ts), and the launcher
 * puts them in the shop's environment (demo/start.ts): the settings hold names only, as in production.
 */

export const DEMO_PASS_TYPE_IDENTIFIER = 'pass.example.summitrush.demo';
export const DEMO_TEAM_IDENTIFIER = 'DEMO000000';
export const DEMO_GOOGLE_ISSUER_ID = '3388000000000000000';

/** The environment variables the demo's wallet settings name. */
export const DEMO_WALLET_ENV = {
  certificate: 'DEMO_WALLET_PASS_CERTIFICATE',
  key: 'DEMO_WALLET_PASS_KEY',
  passphrase: 'DEMO_WALLET_PASS_KEY_PASSPHRASE',
  wwdr: 'DEMO_WALLET_TEST_WWDR',
  google: 'DEMO_WALLET_GOOGLE_SERVICE_ACCOUNT',
} as const;

/** The demo parks' wallet settings: names of the variables above, never their values. */
export const demoWalletSettings = () => ({
  applePassTypeIdentifier: DEMO_PASS_TYPE_IDENTIFIER,
  appleTeamIdentifier: DEMO_TEAM_IDENTIFIER,
  appleCertificateEnv: DEMO_WALLET_ENV.certificate,
  appleKeyEnv: DEMO_WALLET_ENV.key,
  appleKeyPassphraseEnv: DEMO_WALLET_ENV.passphrase,
  appleWwdrEnv: DEMO_WALLET_ENV.wwdr,
  googleIssuerId: DEMO_GOOGLE_ISSUER_ID,
  googleServiceAccountEnv: DEMO_WALLET_ENV.google,
});

interface DemoWalletCredentials {
  wwdr: string;
  certificate: string;
  key: string;
  passphrase: string;
  google: string;
}

/** A certificate for `publicKeyPem`, signed by `issuer` (itself when absent). */
function certificate(subject: forge.pki.CertificateField[], publicKeyPem: string, signer: { key: forge.pki.rsa.PrivateKey; subject: forge.pki.CertificateField[] } | null, ca: boolean, signingKey: forge.pki.rsa.PrivateKey) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKeyPem);
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 86_400_000);
  cert.setSubject(subject);
  cert.setIssuer(signer?.subject ?? subject);
  cert.setExtensions(ca ? [{ name: 'basicConstraints', cA: true }, { name: 'keyUsage', keyCertSign: true, cRLSign: true }] : [{ name: 'basicConstraints', cA: false }, { name: 'keyUsage', digitalSignature: true }]);
  cert.sign(signer?.key ?? signingKey, forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

/** New test credentials: RSA keys from Node's crypto (fast), certificates drawn with node-forge. */
export function newDemoWalletCredentials(): DemoWalletCredentials {
  const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs1', format: 'pem' } });
  const caKeys = rsa();
  const caKey = forge.pki.privateKeyFromPem(caKeys.privateKey);
  const caSubject = [
    { name: 'commonName', value: 'Summit Rush Demo Test WWDR (not Apple)' },
    { name: 'organizationName', value: 'Summit Rush demo' },
  ];
  const wwdr = certificate(caSubject, caKeys.publicKey, null, true, caKey);
  const passKeys = rsa();
  const pass = certificate(
    [
      { type: '0.9.2342.19200300.100.1.1', value: DEMO_PASS_TYPE_IDENTIFIER },
      { name: 'commonName', value: `Pass Type ID: ${DEMO_PASS_TYPE_IDENTIFIER}` },
      { name: 'organizationalUnitName', value: DEMO_TEAM_IDENTIFIER },
      { name: 'organizationName', value: 'Summit Rush demo' },
    ],
    passKeys.publicKey,
    { key: caKey, subject: caSubject },
    false,
    caKey,
  );
  const passphrase = randomBytes(18).toString('base64url');
  const key = forge.pki.encryptRsaPrivateKey(forge.pki.privateKeyFromPem(passKeys.privateKey), passphrase, { algorithm: 'aes256' });
  const google = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const serviceAccount = {
    type: 'service_account',
    project_id: 'summit-rush-demo',
    private_key_id: randomBytes(20).toString('hex'),
    private_key: google,
    client_email: 'wallet-demo@summit-rush-demo.iam.gserviceaccount.com',
  };
  return { wwdr, certificate: pass, key, passphrase, google: JSON.stringify(serviceAccount) };
}

const valid = (kept: string) => {
  try {
    const parsed = JSON.parse(kept) as Partial<DemoWalletCredentials>;
    return ['wwdr', 'certificate', 'key', 'passphrase', 'google'].every((field) => typeof parsed[field as keyof DemoWalletCredentials] === 'string');
  } catch {
    return false;
  }
};

/** The demo's wallet credentials as the environment variables its parks' settings name. */
export function demoWalletEnvironment(source: Record<string, string | undefined> = process.env): Record<string, string> {
  const kept = JSON.parse(keptInDataDir(source, 'wallet-test-credentials.json', valid, () => JSON.stringify(newDemoWalletCredentials()))) as DemoWalletCredentials;
  return {
    [DEMO_WALLET_ENV.certificate]: kept.certificate,
    [DEMO_WALLET_ENV.key]: kept.key,
    [DEMO_WALLET_ENV.passphrase]: kept.passphrase,
    [DEMO_WALLET_ENV.wwdr]: kept.wwdr,
    [DEMO_WALLET_ENV.google]: kept.google,
  };
}
