/** What the load benchmarks read from wrk's summary: requests/s, p99 latency and every kind of error it counts. */
export type Wrk = { rps: number; p99: string; requests: number; errors: number };

export function parseWrk(output: string): Wrk {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN);
  const p99 = /^\s+99%\s+([\d.]+\w+)/m.exec(output)?.[1] ?? '?';
  const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? NaN);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return { rps, p99, requests, errors: non2xx + socketErrors };
}
