// Fetches a file and reports the bytes received as they arrive, so the page can say how much of a solver's
// build has loaded. `total` is the response's length when it is not compressed in transit (a compressed
// response's Content-Length counts compressed bytes), else the caller's known size.

export type OnBytes = (loaded: number, total: number | undefined) => void;

export async function fetchWithProgress(url: string, onBytes: OnBytes, knownTotal?: number): Promise<ArrayBuffer> {
  const res = await fetch(url);
  if (!res.ok || (res.headers.get('content-type') ?? '').includes('text/html'))
    throw new Error(`cannot load ${url} (HTTP ${res.status})`);
  const length = Number(res.headers.get('content-length'));
  const total = !res.headers.get('content-encoding') && length > 0 ? length : knownTotal;
  const reader = res.body?.getReader();
  if (!reader) {
    const whole = await res.arrayBuffer();
    onBytes(whole.byteLength, total);
    return whole;
  }
  const parts: Uint8Array[] = [];
  let loaded = 0;
  onBytes(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    loaded += value.length;
    onBytes(loaded, total);
  }
  const out = new Uint8Array(loaded);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out.buffer;
}
