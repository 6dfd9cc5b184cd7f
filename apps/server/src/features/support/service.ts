import { randomUUID } from 'node:crypto';
import type { SupportMessage } from '@havhjaelp/common/support';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { insertSupportMessage, markSupportMessageMailed } from './repository';

export interface SupportDeps {
  db: Db;
  mailer: Mailer;
  supportEmail: string;
  now: () => Date;
  log: FastifyBaseLogger;
}

/**
 * Stores the message first, so nothing is lost, then mails it to support; a member's message is
 * kept as theirs (their export, their deletion). A mail failure leaves `mailed_at` empty for
 * follow-up; the sender is still told it was received.
 */
export async function submitSupportMessage(
  deps: SupportDeps,
  input: SupportMessage,
  senderId: string | null,
): Promise<void> {
  const id = randomUUID();
  await insertSupportMessage(deps.db, {
    id,
    ...input,
    created_at: deps.now().toISOString(),
    mailed_at: null,
    user_id: senderId,
  });
  try {
    await deps.mailer.send({
      to: deps.supportEmail,
      replyTo: input.email,
      subject: `[Havhjælp support] ${input.subject}`,
      text: `Fra: ${input.name} <${input.email}>\nEmne: ${input.subject}\n\n${input.message}\n\n(Support-id: ${id})`,
    });
    await markSupportMessageMailed(deps.db, id, deps.now().toISOString());
  } catch (err) {
    deps.log.error({ err, supportMessageId: id }, 'support mail failed; message kept in database');
  }
}
