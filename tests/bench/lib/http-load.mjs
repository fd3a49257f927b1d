// A fixed number of requests in flight over keep-alive for a fixed time, from this process: req/s
// and p99 of the answers, and how many were not the expected status. `request(i)` gives the i-th
// request's method, path and body (a fresh Idempotency-Key per punch, say).
import http from 'node:http';

export async function load(baseUrl, token, request, { inFlight = 32, ms = 3_000, expect = 200 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: inFlight });
  const base = new URL(baseUrl);
  const latencies = [];
  let failed = 0;
  let sent = 0;
  const started = performance.now();
  const end = started + ms;
  const one = ({ method = 'GET', path, body, headers = {} }) =>
    new Promise((resolve) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        {
          host: base.hostname,
          port: base.port,
          method,
          path: `/${path}`,
          agent,
          headers: {
            authorization: `Bearer ${token}`,
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
            ...headers,
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      req.on('error', () => resolve(0));
      req.end(payload);
    });
  const worker = async () => {
    while (performance.now() < end) {
      const at = performance.now();
      const status = await one(request(sent++));
      latencies.push(performance.now() - at);
      if (status !== expect) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(latencies.length / ((performance.now() - started) / 1000)),
    p99: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
    failed,
  };
}
