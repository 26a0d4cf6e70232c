import nodemailer from "nodemailer";

/**
 * SMTP mocked at the edge only: a real nodemailer transporter whose last step, the SMTP
 * conversation, is replaced. `refuse(to)` says whether the server refuses this delivery now.
 */
export function fakeSmtp(refuse: (to: string, tries: number) => boolean = () => false) {
  const tries = new Map<string, number>();
  const delivered: { to: string; subject: string }[] = [];
  const transport = nodemailer.createTransport({
    name: "fake-smtp",
    version: "1",
    send(mail, callback) {
      const to = String(mail.data.to);
      const tried = (tries.get(to) ?? 0) + 1;
      tries.set(to, tried);
      if (refuse(to, tried)) return callback(new Error("421 4.3.0 fake-smtp: service not available"), undefined);
      delivered.push({ to, subject: String(mail.data.subject) });
      callback(null, {
        envelope: { from: String(mail.data.from), to: [to] },
        messageId: `<${tried}@fake-smtp>`,
        accepted: [to],
        rejected: [],
        pending: [],
        response: "250 OK",
      });
    },
  });
  return { transport, delivered, triesFor: (to: string) => tries.get(to) ?? 0 };
}
