// The spawn relay's process (spawnRelay.ts): a small Node process that starts the studio's git
// processes for it. Plain JavaScript so that `node` runs it at once, with nothing loaded: forking a
// process costs in proportion to the forking process's memory, and this one stays small.
// One JSON request per line on stdin, one JSON answer per line on stdout, matched by id.
import { execFile } from 'node:child_process';
import { createInterface } from 'node:readline';

const answer = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);

createInterface({ input: process.stdin }).on('line', (line) => {
  const request = JSON.parse(line);
  const child = execFile(
    request.file,
    request.args,
    { ...request.options, encoding: 'buffer', killSignal: 'SIGKILL', shell: false },
    (error, stdout, stderr) => {
      answer({
        id: request.id,
        stdout: stdout.toString('base64'),
        stderr: stderr.toString('base64'),
        error: error ? { code: error.code, killed: error.killed, signal: error.signal, message: error.message } : null,
      });
    },
  );
  child.stdin?.on('error', () => {});
  child.stdin?.end(request.input === null ? undefined : Buffer.from(request.input, 'base64'));
});
// The studio went away: so does the relay (its processes finish on their own or by their timeout).
process.stdin.on('end', () => process.exit(0));
