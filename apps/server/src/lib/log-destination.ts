// Where the server's log lines go by default (issue 27 point 2): standard output, through pino's asynchronous
// destination (sonic-boom): a line is appended to a buffer and written without blocking. No blocking write(2) per
// line. The process's supervisor (systemd's journal, Docker's log driver, Kubernetes, `npm start`'s terminal) owns
// the stream: it ships or rotates it (docs/logging.md). The server never opens a log file of its own.
// The lines go out in batches (sonic-boom's own `minLength` and `periodicFlush`): once 4 KB are gathered (about a
// dozen request lines), else at the latest 0.25 s after they were written. Without a batch every request line was a
// write of its own through libuv's thread pool (a thread woken, a pipe written, the loop woken for the callback):
// in a one-process measurement (pino with the server's redaction and serializers, one line per event-loop turn,
// stdout a pipe) that was about a sixth of a request line's CPU (median 11.3 µs a line without a batch, 9.4 with it;
// issue 27 session 30, docs/benchmarks.md).
// One destination per process, made on first use: every app built in this process (tests build many) shares it.
// pino flushes it synchronously when the process exits (the batch waiting included), so the lines written just
// before a stop are not lost; a process killed outright (SIGKILL) loses at most the last batch.
import pino from 'pino';

/** Bytes gathered before a write, and the longest a line waits for one (ms). */
const LOG_BATCH_BYTES = 4096;
const LOG_FLUSH_MS = 250;

let stdout: pino.DestinationStream | undefined;

export function standardOutputLog(): pino.DestinationStream {
  stdout ??= pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_MS });
  return stdout;
}
