import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the test SMTP server received it: its envelope and raw message. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on loopback (nodemailer's smtp-server) that keeps what it accepts. `stop()` takes
 * it down and `start()` brings it back on the same port: the mail server going away and returning.
 */
export async function testSmtpServer() {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let port = 0;
  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  };
  await start();
  return {
    received,
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    start,
    stop: () => new Promise<void>((resolve) => server!.close(() => resolve())),
  };
}
