// Outgoing email through nodemailer: over SMTP when SMTP_URL is set; otherwise every
// message is written to `<DATA_DIR>/outbox/` as an .eml file, so a shop without a mail server
// still keeps what it would have sent (and tests can read it).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Where messages go: `smtp`, or `outbox` (files in outboxDir). */
  readonly mode: 'smtp' | 'outbox';
  readonly outboxDir: string | null;
  send(message: MailMessage): Promise<void>;
  /** Resolves when mail could go out now: the SMTP server accepts us, or the outbox is writable. */
  verify(): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  dataDir: string;
}

// A mail server that stops answering must not hold a payment's confirmation for minutes.
const SMTP_TIMEOUT_MS = 15_000;

function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    mode: 'smtp',
    outboxDir: null,
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    async verify() {
      await transport.verify();
    },
    close() {
      transport.close();
    },
  };
}

function createOutboxMailer(outboxDir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    mode: 'outbox',
    outboxDir,
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(outboxDir, { recursive: true });
      // Sortable by time, unique without coordination between instances.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await fs.writeFile(path.join(outboxDir, name), info.message);
    },
    async verify() {
      await fs.mkdir(outboxDir, { recursive: true });
      await fs.access(outboxDir, fs.constants.W_OK);
    },
    close() {
      transport.close();
    },
  };
}

export function createMailer({ smtpUrl, from, dataDir }: MailerOptions): Mailer {
  return smtpUrl
    ? createSmtpMailer(smtpUrl, from)
    : createOutboxMailer(path.join(dataDir, 'outbox'), from);
}
