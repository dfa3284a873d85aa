import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../../test/helpers/smtp-server';
import { createMailer } from './mailer';

const message = {
  to: 'ada@example.com',
  subject: 'Your Canopy order CN-TEST2345',
  text: 'Thank you for your order.',
  html: '<p>Thank you for your order.</p>',
};

const dataDirs: string[] = [];
async function newDataDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'canopy-mailer-'));
  dataDirs.push(dir);
  return dir;
}

afterAll(async () => {
  for (const dir of dataDirs) await fs.rm(dir, { recursive: true, force: true });
});

describe('mailer', () => {
  it('sends over SMTP when SMTP_URL is set', async () => {
    const smtp = await startSmtpServer();
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Canopy <orders@canopy.test>',
      dataDir: await newDataDir(),
    });
    try {
      expect(mailer.mode).toBe('smtp');
      await mailer.send(message);
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail?.from).toBe('orders@canopy.test');
      expect(mail?.to).toEqual(['ada@example.com']);
      expect(mail?.raw).toContain('Subject: Your Canopy order CN-TEST2345');
      expect(mail?.raw).toContain('Thank you for your order.');
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('fails the send when the SMTP server is not there', async () => {
    const smtp = await startSmtpServer();
    await smtp.close();
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'a@b.test',
      dataDir: await newDataDir(),
    });
    await expect(mailer.send(message)).rejects.toThrow();
    mailer.close();
  });

  it('writes an .eml file into DATA_DIR/outbox without SMTP_URL', async () => {
    const dataDir = await newDataDir();
    const mailer = createMailer({ smtpUrl: null, from: 'orders@canopy.test', dataDir });
    expect(mailer.mode).toBe('outbox');
    expect(mailer.outboxDir).toBe(path.join(dataDir, 'outbox'));
    await mailer.send(message);
    await mailer.send({ ...message, subject: 'Second' });
    mailer.close();

    const files = (await fs.readdir(path.join(dataDir, 'outbox'))).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    const contents = await Promise.all(
      files.map((file) => fs.readFile(path.join(dataDir, 'outbox', file), 'utf8')),
    );
    const first = contents.find((eml) => eml.includes('CN-TEST2345'));
    expect(first).toContain('To: ada@example.com');
    expect(first).toContain('From: orders@canopy.test');
    expect(first).toContain('Content-Type: text/html');
    expect(contents.some((eml) => eml.includes('Subject: Second'))).toBe(true);
  });
});
