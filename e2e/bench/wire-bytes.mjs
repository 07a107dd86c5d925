// Bytes over the wire as Chromium counts them (its Network domain: headers and bodies as received,
// compressed as sent, nothing for what its cache answered), by phase of a journey.

/** Records every HTTP response of `page` (WebSocket frames are not HTTP responses) under the current phase. */
export async function recordWire(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map(); // requestId -> { url, phase, fromCache }
  const seen = []; // { phase, url, path, bytes, fromCache, status }
  const recorder = { phase: 'start', seen };
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    requests.set(requestId, { url: request.url, phase: recorder.phase, fromCache: false, status: 0 });
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const entry = requests.get(requestId);
    if (entry) entry.fromCache = true;
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const entry = requests.get(requestId);
    if (!entry) return;
    entry.status = response.status;
    if (response.fromDiskCache || response.fromServiceWorker || response.fromPrefetchCache) entry.fromCache = true;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (!entry || entry.url.startsWith('data:')) return;
    seen.push({ phase: entry.phase, url: entry.url, path: new URL(entry.url).pathname, bytes: entry.fromCache ? 0 : encodedDataLength, fromCache: entry.fromCache, status: entry.status });
    requests.delete(requestId);
  });
  return recorder;
}

/** Files, bytes and cache hits of the rows. */
export function wireSum(rows) {
  return rows.reduce((acc, r) => ({ files: acc.files + 1, bytes: acc.bytes + r.bytes, cached: acc.cached + (r.fromCache ? 1 : 0) }), { files: 0, bytes: 0, cached: 0 });
}
