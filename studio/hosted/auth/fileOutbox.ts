// An outbox that also appends each mail as one JSON line to a file (STUDIO_OUTBOX_FILE), for a
// trial machine or the browser tests, which read the sign-in link a person "received" from there.
// Only when SMTP is not configured: a real deployment never writes links to disk.
import { appendFileSync } from 'node:fs';
import { type Mail, MemoryOutbox } from './outbox.ts';

export class FileOutbox extends MemoryOutbox {
  constructor(private readonly file: string) {
    super();
  }

  override send(mail: Mail): Promise<void> {
    appendFileSync(this.file, `${JSON.stringify({ ...mail, at: new Date().toISOString() })}\n`, { mode: 0o600 });
    return super.send(mail);
  }
}
