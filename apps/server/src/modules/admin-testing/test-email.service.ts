// "Send test email" on the testing screen: one short message through the shop's own mailer (SMTP
// or the outbox), timed, and recorded in the audit log like every admin write. A failed send is
// answered with its reason rather than an error status, so the screen can show it.
import type { TestEmailResult } from '@canopy/contracts';
import type { Mailer } from '../../lib/mailer';
import type { AuditActor, AuditLogService } from '../admin-users/audit-log.service';

const TEST_EMAIL_SUBJECT = 'Canopy test email';

export function createTestEmailService(deps: { mailer: Mailer; audit: AuditLogService }) {
  return {
    async send(to: string, actor: AuditActor): Promise<TestEmailResult> {
      const started = performance.now();
      let ok = true;
      let detail: string;
      try {
        await deps.mailer.send({
          to,
          subject: TEST_EMAIL_SUBJECT,
          text: `This is a test email sent by ${actor.username} from the Canopy testing screen.`,
          html: `<p>This is a test email sent by ${escapeHtml(actor.username)} from the Canopy testing screen.</p>`,
        });
        detail =
          deps.mailer.mode === 'smtp'
            ? 'The SMTP server accepted the message'
            : 'The message was written to the outbox';
      } catch (error) {
        ok = false;
        detail = error instanceof Error ? error.message : String(error);
      }
      const latency = Math.round((performance.now() - started) * 10) / 10;
      await deps.audit.record({
        actor,
        action: 'send_test_email',
        entity: 'testing',
        after: { to, ok, transport: deps.mailer.mode },
      });
      return { ok, to, transport: deps.mailer.mode, latency_ms: latency, detail };
    },
  };
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}
