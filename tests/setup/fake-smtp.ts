import nodemailer from "nodemailer";

/**
 * SMTP mocked at the edge only: a real nodemailer transporter whose last step, the SMTP
 * conversation, is replaced. `refuse(to)` says whether the server refuses this delivery now;
 * `afterAccepting(to, tries)` runs once it took a mail, before its answer reaches the sender.
 */
export function fakeSmtp(
  refuse: (to: string, tries: number) => boolean = () => false,
  afterAccepting: (to: string, tries: number) => Promise<void> = async () => {},
) {
  const tries = new Map<string, number>();
  const delivered: { to: string; subject: string }[] = [];
  /** Each delivery's Message-ID header, by address. */
  const messageIds = new Map<string, string[]>();
  const transport = nodemailer.createTransport({
    name: "fake-smtp",
    version: "1",
    send(mail, callback) {
      const to = String(mail.data.to);
      const tried = (tries.get(to) ?? 0) + 1;
      tries.set(to, tried);
      if (refuse(to, tried)) return callback(new Error("421 4.3.0 fake-smtp: service not available"), undefined);
      delivered.push({ to, subject: String(mail.data.subject) });
      messageIds.set(to, [...(messageIds.get(to) ?? []), mail.message.messageId()]);
      void afterAccepting(to, tried).then(() =>
        callback(null, {
          envelope: { from: String(mail.data.from), to: [to] },
          messageId: mail.message.messageId(),
          accepted: [to],
          rejected: [],
          pending: [],
          response: "250 OK",
        }),
      );
    },
  });
  return { transport, delivered, triesFor: (to: string) => tries.get(to) ?? 0, messageIdsFor: (to: string) => messageIds.get(to) ?? [] };
}
