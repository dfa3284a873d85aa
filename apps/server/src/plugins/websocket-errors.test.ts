// A client sending a frame over the socket's 16 KiB limit is dropped with one warning line, not an
// error with a stack trace (it is the client's doing, and would flood the error log).
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { createAdminUser } from '../../test/factories/admin-users';
import { setupTestApp } from '../../test/helpers/test-app';

const t = setupTestApp();
const lines: string[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  app = await t.buildApp(
    { LOG_LEVEL: 'info' },
    { logStream: { write: (line) => lines.push(line) } },
  );
});

it('logs an oversize frame as a one-line warning and closes the socket', async () => {
  const admin = await createAdminUser(t.db);
  const token = app.tokens.issueAdminToken(admin.id).token;
  let closed: Promise<number> | undefined;
  const socket = await app.injectWS(
    `/ws?token=${token}`,
    {},
    {
      onInit(ws) {
        closed = new Promise((resolve) => {
          ws.once('close', resolve);
        });
      },
    },
  );
  socket.send('x'.repeat(17 * 1024));
  expect(await closed).toBeGreaterThan(1000);

  const logged = lines.map(
    (line) => JSON.parse(line) as { level: number; msg?: string; err?: unknown },
  );
  const aboutIt = logged.filter((entry) => /payload|WS_ERR/i.test(JSON.stringify(entry)));
  expect(aboutIt).toHaveLength(1);
  expect(aboutIt[0]).toMatchObject({ level: 40 });
  expect(aboutIt[0]?.msg).toMatch(/WS_ERR_UNSUPPORTED_MESSAGE_LENGTH/);
  expect(JSON.stringify(aboutIt[0])).not.toMatch(/\bat \S+ \(|stack/);
  expect(logged.filter((entry) => entry.level >= 50)).toEqual([]);
});
