// DATA_DIR/demo-credentials.json (mode 0600): the demo access code and admin password the seed
// generated (and the demo staff's passwords), so start-up can print them on every start, not only
// the first (docs/decisions/0002).
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const demoCredentialsSchema = z.object({
  access_code: z.string().optional(),
  admin_username: z.string().optional(),
  admin_password: z.string().optional(),
  /** The demo staff accounts, by role key. */
  staff: z.record(z.string(), z.object({ username: z.string(), password: z.string() })).optional(),
});
export type DemoCredentials = z.infer<typeof demoCredentialsSchema>;

export const DEMO_CREDENTIALS_FILE_NAME = 'demo-credentials.json';

export function readDemoCredentials(dataDir: string): DemoCredentials {
  const file = path.join(dataDir, DEMO_CREDENTIALS_FILE_NAME);
  if (!fs.existsSync(file)) return {};
  try {
    const parsed = demoCredentialsSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : {};
  } catch {
    // Unreadable: start-up then just cannot print them; nothing depends on this file.
    return {};
  }
}

/** Merges `update` into the file; written to a temporary file and renamed, so never half-written. */
export function saveDemoCredentials(dataDir: string, update: DemoCredentials): void {
  const file = path.join(dataDir, DEMO_CREDENTIALS_FILE_NAME);
  const next = { ...readDemoCredentials(dataDir), ...update };
  fs.mkdirSync(dataDir, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(next, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(temporary, file);
}
