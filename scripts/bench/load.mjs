// Load shapes of the benchmark: autocannon at a fixed concurrency, many slow pollers, parallel deposits.
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';

/** req/s (mean) and latency p50/p99 (ms) of GET `url` at `connections` for `seconds`. */
export async function hammer(url, { connections = 20, seconds = 5, headers = {} } = {}) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const failed = result.non2xx + result.errors + result.timeouts;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed,
    total: result.requests.total,
  };
}

const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);

/**
 * Load that is not measured, before a row that is: the server's JIT, pools and caches settle, so a row measures the
 * steady state rather than whichever of the two (baseline or shop) happened to start colder.
 */
export async function warmUp(url, headers = {}) {
  if (WARM_UP_SECONDS > 0) await autocannon({ url, connections: 20, duration: WARM_UP_SECONDS, headers });
}

function percentile(sorted, fraction) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

function get(agent, url, headers) {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', () => resolve(0));
  });
}

/**
 * `clients` pollers, each asking `urlOf(i)` every `intervalMs` (the next poll waits for the answer, as the
 * web app's does), for `seconds`. Reports latency p50/p99, the share of scheduled polls answered 2xx, and what the
 * pollers' own process did meanwhile: its CPU time and its event loop's delay p99 (a latency is timed by this
 * process, so a stall here lengthens the polls it times; it shares the machine with the server).
 */
export async function poll(urlOf, headersOf, { clients = 500, intervalMs = 2000, seconds = 20 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const latencies = [];
  let ok = 0;
  const endAt = performance.now() + seconds * 1000;
  const scheduled = clients * Math.floor((seconds * 1000) / intervalMs);
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const cpuBefore = process.cpuUsage();
  const client = async (index) => {
    // Spread the first polls over one interval, as players arrive at different moments.
    let next = performance.now() + (intervalMs * index) / clients;
    while (next < endAt) {
      const wait = next - performance.now();
      if (wait > 0) await new Promise((done) => setTimeout(done, wait));
      const started = performance.now();
      const status = await get(agent, urlOf(index), headersOf(index));
      latencies.push(performance.now() - started);
      if (status >= 200 && status < 300) ok += 1;
      next = Math.max(next + intervalMs, performance.now());
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  agent.destroy();
  loopDelay.disable();
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    answered: ok / scheduled,
    polls: ok,
    clientCpuMs: (cpu.user + cpu.system) / 1000,
    clientLoopDelayP99: loopDelay.percentile(99) / 1e6,
  };
}

/** Runs `once(worker)` in `workers` parallel loops for `seconds`; counts the runs that resolved true. */
export async function repeatFor(once, { workers = 8, seconds = 10 } = {}) {
  const endAt = performance.now() + seconds * 1000;
  let done = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < endAt) {
        if (await once(worker)) done += 1;
        else failed += 1;
      }
    }),
  );
  return { done, failed, perSecond: done / ((performance.now() - started) / 1000) };
}
