// Where the studio's e-mails go: through SMTP when SMTP_URL is set (nodemailer), else printed to
// the server's log and kept in memory, so a fresh machine signs in with the link it prints and the
// tests read the link from the outbox.
import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Outbox {
  send(mail: Mail): Promise<void>;
}

/** Prints each mail and keeps the latest ones (a bounded list: a busy server does not grow it). */
export class MemoryOutbox implements Outbox {
  readonly sent: Mail[] = [];

  constructor(
    private readonly log: ((line: string) => void) | null = (line) => console.log(line),
    private readonly keep = 100,
  ) {}

  send(mail: Mail): Promise<void> {
    this.sent.push(mail);
    if (this.sent.length > this.keep) this.sent.splice(0, this.sent.length - this.keep);
    this.log?.(`[estúdio] e-mail para ${mail.to} (SMTP_URL não configurado, mostrado aqui): ${mail.subject}\n${mail.text}`);
    return Promise.resolve();
  }

  /** The newest mail sent to this address. */
  lastTo(address: string): Mail | undefined {
    const to = address.toLowerCase();
    return [...this.sent].reverse().find((mail) => mail.to === to);
  }
}

/** Sends through a nodemailer transport (an SMTP URL such as smtps://user:pass@smtp.example.com). */
export class SmtpOutbox implements Outbox {
  private readonly transport: Transporter;

  constructor(
    transport: string | Transporter,
    private readonly from: string,
  ) {
    this.transport = typeof transport === 'string' ? nodemailer.createTransport(transport) : transport;
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text });
  }
}

/** SMTP_URL (and SMTP_FROM) from the environment, else the log and memory. */
export function outboxFromEnv(env: NodeJS.ProcessEnv = process.env): Outbox {
  if (!env.SMTP_URL) return new MemoryOutbox();
  return new SmtpOutbox(env.SMTP_URL, env.SMTP_FROM || 'Estúdio <estudio@localhost>');
}

/**
 * Sends without waiting: the answer to the person does not depend on (or take the time of) the
 * delivery, so it cannot tell a known address from an unknown one. A failure goes to the log.
 */
export function sendInBackground(outbox: Outbox, mail: Mail): void {
  outbox.send(mail).catch((error: unknown) => {
    console.error(`[estúdio] não foi possível enviar o e-mail para ${mail.to}: ${error instanceof Error ? error.message : String(error)}`);
  });
}
