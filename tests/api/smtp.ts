import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import type { DatabaseHandle } from "../../api/db.js";
import { startOutboxWorker } from "../../api/outbox.js";

/** A mail as a real SMTP server received it: envelope recipients, headers, decoded parts. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The Message-ID header, as sent. */
  messageId: string;
  /** The Reply-To address, or "" when none. */
  replyTo: string;
  text: string;
  /** The HTML part, or "" when none. */
  html: string;
  attachments: Array<{ filename: string; contentType: string; content: string }>;
  raw: string;
}

export interface TestSmtp {
  port: number;
  url: string;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

/** The message as mailparser reads it (MIME parts, encodings, encoded words). */
async function parse(raw: string, to: string[]): Promise<ReceivedMail> {
  const mail = await simpleParser(raw);
  return {
    to,
    subject: mail.subject ?? "",
    messageId: mail.messageId ?? "",
    replyTo: mail.replyTo?.value.map((address) => address.address ?? "").join(", ") ?? "",
    text: (mail.text ?? "").replace(/\r\n/g, "\n"),
    html: typeof mail.html === "string" ? mail.html : "",
    attachments: mail.attachments.map((file) => ({
      filename: file.filename ?? "",
      contentType: file.contentType,
      content: file.content.toString("utf8"),
    })),
    raw,
  };
}

/** A real SMTP server in this process (no TLS, no auth), on the given port or a free one. */
export async function startSmtp(port = 0): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // The worker's pooled connections stay open between mails (api/outbox.ts): closing answers them
    // 421 after 200 ms, as an SMTP server going down does, rather than waiting 30 s for them to quit.
    closeTimeout: 200,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        // Answered once parsed, so a test that sees the server's answer sees the mail too.
        parse(
          Buffer.concat(chunks).toString("utf8"),
          session.envelope.rcptTo.map((rcpt) => rcpt.address),
        ).then(
          (mail) => {
            mails.push(mail);
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const actual = typeof address === "object" && address ? (address satisfies AddressInfo).port : port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls until `check` returns something truthy (or throws after `timeoutMs`). */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The outbox worker these tests run: quick polls and retries, and the From their mails are checked for. */
export function startTestWorker(db: DatabaseHandle["db"], smtpUrl: string) {
  return startOutboxWorker({
    db,
    smtpUrl,
    log: () => {},
    pollMs: 30,
    retryBaseMs: 150,
    retryMaxMs: 300,
    from: "Nurture <mail@nurture.test>",
  });
}

/** Runs `body` with a real SMTP server and the outbox worker sending to it; stops both after. */
export async function withSmtp(db: DatabaseHandle["db"], body: (smtp: TestSmtp) => Promise<void>) {
  const smtp = await startSmtp();
  const stop = startTestWorker(db, smtp.url);
  try {
    await body(smtp);
  } finally {
    await stop();
    await smtp.close();
  }
}
