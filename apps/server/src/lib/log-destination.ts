// Where the server's log lines go by default (issue 27 point 2): standard output, through pino's asynchronous
// destination (sonic-boom): a line is appended to a buffer and written without blocking; lines that arrive while a
// write is under way are gathered and go out together in the next one. No blocking write(2) per line. The process's
// supervisor (systemd's journal, Docker's log driver, Kubernetes, `npm start`'s terminal) owns the stream: it ships
// or rotates it (docs/logging.md). The server never opens a log file of its own.
// One destination per process, made on first use: every app built in this process (tests build many) shares it.
// pino flushes it synchronously when the process exits, so the lines written just before a stop are not lost.
import pino from 'pino';

let stdout: pino.DestinationStream | undefined;

export function standardOutputLog(): pino.DestinationStream {
  stdout ??= pino.destination({ dest: 1, sync: false });
  return stdout;
}
