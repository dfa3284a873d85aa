// Signing and encryption secrets that were not given in the environment: generated once and kept
// in DATA_DIR/secrets.json (mode 0600) so tokens and encrypted access codes survive restarts.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const secretsFileSchema = z.object({
  jwt_secret: z.string().min(32),
  access_code_secret: z.string().min(32),
});
type SecretsFile = z.infer<typeof secretsFileSchema>;

export const SECRETS_FILE_NAME = 'secrets.json';

function generateSecret(): string {
  return randomBytes(32).toString('base64url');
}

function readSecretsFile(file: string): SecretsFile {
  const parsed = secretsFileSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(
      `${file} is damaged; restore it or delete it (existing tokens and codes stop working)`,
    );
  }
  // Someone may have copied the file with looser permissions; secrets stay owner-only.
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  return parsed.data;
}

/** Reads DATA_DIR/secrets.json, creating it with fresh secrets when it does not exist. */
export function readOrCreateSecrets(dataDir: string): SecretsFile {
  const file = path.join(dataDir, SECRETS_FILE_NAME);
  if (fs.existsSync(file)) return readSecretsFile(file);
  fs.mkdirSync(dataDir, { recursive: true });
  const secrets: SecretsFile = {
    jwt_secret: generateSecret(),
    access_code_secret: generateSecret(),
  };
  try {
    // `wx`: when two processes start at once, the first file wins and the second reads it.
    fs.writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    return secrets;
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'EEXIST') {
      return readSecretsFile(file);
    }
    throw error;
  }
}
