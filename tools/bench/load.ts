import autocannon from 'autocannon';
import { median, percentile, type LoadFigure } from '@/lib/domain/performance-budgets';

export interface LoadTarget {
  name: string;
  url: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
  /** The query string of the n-th request, when each request carries its own (an ad click's tags, a crowd's noise). */
  query?: (n: number) => string;
}

export interface LoadOptions {
  connections: number;
  warmUpSeconds: number;
  seconds: number;
  rounds: number;
}

interface Sample {
  requestsPerSecond: number;
  latencies: number[];
  errors: number;
  requests: number;
}

function cannon(target: LoadTarget, connections: number, seconds: number): Promise<Sample> {
  const latencies: number[] = [];
  let errors = 0;
  return new Promise((resolve, reject) => {
    let n = 0;
    const { query } = target;
    const requests = query ? [{ setupRequest: (request: { path: string }) => ({ ...request, path: `${new URL(target.url).pathname}?${query(n++)}` }) }] : undefined;
    const instance = autocannon(
      { url: target.url, connections, duration: seconds, method: target.method ?? 'GET', headers: target.headers, body: target.body, requests } as autocannon.Options,
      (error, result) => {
        if (error) return reject(error);
        resolve({ requestsPerSecond: result.requests.total / seconds, latencies, errors: errors + result.errors + result.timeouts, requests: result.requests.total });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode >= 400) errors += 1;
    });
  });
}

/**
 * Measures every target in turn, `rounds` times over (so a burst of other load on the machine hits all
 * targets rather than one): each measurement is a warm-up, then `seconds` of load at `connections`.
 * Requests per second is the median over rounds (of two, their mean); latency percentiles pool every
 * measured response.
 */
export async function measureAlternately(targets: LoadTarget[], options: LoadOptions, log: (line: string) => void): Promise<Record<string, LoadFigure>> {
  const samples = new Map<string, Sample[]>(targets.map((target) => [target.name, []]));
  for (let round = 1; round <= options.rounds; round++) {
    for (const target of targets) {
      await cannon(target, options.connections, options.warmUpSeconds);
      const sample = await cannon(target, options.connections, options.seconds);
      samples.get(target.name)!.push(sample);
      log(`round ${round}/${options.rounds} ${target.name}: ${sample.requestsPerSecond.toFixed(0)} req/s, p95 ${percentile(sample.latencies, 95).toFixed(1)} ms`);
    }
  }
  return Object.fromEntries(
    [...samples].map(([name, list]) => {
      const latencies = list.flatMap((sample) => sample.latencies);
      const figure: LoadFigure = {
        requestsPerSecond: Math.round(median(list.map((sample) => sample.requestsPerSecond))),
        p50Ms: percentile(latencies, 50),
        p95Ms: percentile(latencies, 95),
        requests: list.reduce((total, sample) => total + sample.requests, 0),
        errors: list.reduce((total, sample) => total + sample.errors, 0),
      };
      return [name, figure];
    }),
  );
}
