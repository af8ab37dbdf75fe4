// Starting and measuring the processes a benchmark compares: time until /health (or /) answers, the
// server process's resident memory and CPU time from /proc, and a stop by pid that waits for the exit.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

export async function waitUntilAnswering(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode}) before answering`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Spawns `node args…` and resolves with the child and the milliseconds until `healthUrl` answers 2xx. Its standard
 * output is read through a pipe, as a log collector would (issue 27: the server's logs cost what they cost when
 * someone reads them, not what writing to /dev/null costs); `child.outputBytes` counts what it wrote.
 */
export async function startTimed(args, env, healthUrl, timeoutMs = 300_000) {
  const started = performance.now();
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
  child.outputBytes = 0;
  child.stdout.on('data', (chunk) => {
    child.outputBytes += chunk.length;
  });
  await waitUntilAnswering(healthUrl, child, timeoutMs);
  return { child, startMs: performance.now() - started };
}

/** The pid of the child of `parentPid` whose command line contains `marker` (the server under npm start). */
export function childPid(parentPid, marker) {
  const listed = spawnSync('ps', ['-o', 'pid=,args=', '--ppid', String(parentPid)], { encoding: 'utf8' }).stdout;
  for (const line of listed.split('\n')) {
    const match = /^\s*(\d+)\s+(.*)$/.exec(line);
    if (match?.[2]?.includes(marker)) return Number(match[1]);
  }
  throw new Error(`no child of ${parentPid} runs ${marker}`);
}

export function rssMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** User + system CPU milliseconds the process has used so far. */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/**
 * Every running process's CPU milliseconds so far, by pid, and when they were read. Summed per process rather than
 * read from /proc/stat: the kernel charges /proc/stat's busy time by sampling at each tick, so a load of short bursts
 * between idle moments (a server answering polls) shows there as a fraction of its real CPU (seen: the server alone
 * 19 % of one core while /proc/stat said the two cores were 4 % busy), whereas a process's own times are exact.
 * Processes that start and exit between two readings are missed.
 */
export function machineCpuMs() {
  const byPid = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      byPid.set(name, cpuMs(name));
    } catch {
      // exited while listed
    }
  }
  return { at: performance.now(), byPid };
}

/** The share of all cores that the machine's processes kept busy since `before` (machineCpuMs()), and their ms. */
export function busySince(before) {
  const now = machineCpuMs();
  let busyMs = 0;
  for (const [pid, used] of now.byPid) busyMs += Math.max(used - (before.byPid.get(pid) ?? 0), 0);
  return { busyMs, share: busyMs / Math.max((now.at - before.at) * cpus().length, 1) };
}

export function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}
