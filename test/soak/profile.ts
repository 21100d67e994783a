// A CPU profile of workerd taken through wrangler dev's inspector (the Chrome DevTools protocol),
// for `npm run soak -- --profile FILE`: the .cpuprofile opens in Chrome's DevTools, and a summary
// (where the samples fell, by function) is printed so a run says where a move's time goes.
import { writeFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
}

/** One inspector session on workerd (through wrangler's inspector proxy). */
export class Profiler {
  private nextId = 1;
  private readonly waiting = new Map<number, (result: unknown) => void>();
  private readonly ws: WebSocket;

  private constructor(ws: WebSocket) {
    this.ws = ws;
    ws.addEventListener('message', (e) => {
      const msg = JSON.parse(String(e.data)) as { id?: number; result?: unknown; error?: { message: string } };
      if (msg.id === undefined) return;
      const done = this.waiting.get(msg.id);
      this.waiting.delete(msg.id);
      done?.(msg.error ? new Error(msg.error.message) : msg.result);
    });
  }

  static async connect(port: number): Promise<Profiler> {
    // The proxy names its socket in its target list.
    const targets = (await fetch(`http://localhost:${port}/json`).then((r) => r.json())) as Array<{ webSocketDebuggerUrl: string }>;
    const url = targets[0]?.webSocketDebuggerUrl;
    if (!url) throw new Error(`no inspector target on port ${port}`);
    // The proxy lets in DevTools pages of its own origins only (undici takes headers as an option).
    const ws = new WebSocket(url, { headers: { origin: 'http://localhost' } } as unknown as string[]);
    await new Promise<void>((resolve, reject) => {
      ws.addEventListener('open', () => resolve());
      ws.addEventListener('error', () => reject(new Error(`no inspector on port ${port}`)));
    });
    return new Profiler(ws);
  }

  private call(method: string, params: object = {}): Promise<unknown> {
    const id = this.nextId++;
    this.ws.send(JSON.stringify({ id, method, params }));
    return new Promise((resolve, reject) => {
      this.waiting.set(id, (r) => (r instanceof Error ? reject(r) : resolve(r)));
    });
  }

  async start(): Promise<void> {
    await this.call('Profiler.enable');
    await this.call('Profiler.setSamplingInterval', { interval: 200 });
    await this.call('Profiler.start');
  }

  async stop(): Promise<CpuProfile> {
    const { profile } = (await this.call('Profiler.stop')) as { profile: CpuProfile };
    this.ws.close();
    return profile;
  }
}

/** Where a function is: name, file (last part) and line. */
function label(node: ProfileNode): string {
  const f = node.callFrame;
  const file = f.url.split('/').pop() ?? '';
  return `${f.functionName || '(anonymous)'}${file ? ` ${file}:${f.lineNumber + 1}` : ''}`;
}

/**
 * Shares of the samples by function: `self` where the sample fell, `total` with everything it
 * called (a function counted once per sample however deep it recurses). Idle samples left out.
 */
export function summarize(profile: CpuProfile, top = 25): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let busy = 0;
  for (const n of profile.nodes) {
    const hits = n.hitCount ?? 0;
    if (hits === 0 || n.callFrame.functionName === '(idle)') continue;
    busy += hits;
    self.set(label(n), (self.get(label(n)) ?? 0) + hits);
    const seen = new Set<string>();
    for (let id: number | undefined = n.id; id !== undefined; id = parent.get(id)) {
      const l = label(byId.get(id)!);
      if (seen.has(l)) continue;
      seen.add(l);
      total.set(l, (total.get(l) ?? 0) + hits);
    }
  }
  const pct = (x: number) => `${((100 * x) / Math.max(1, busy)).toFixed(1)}%`.padStart(6);
  const list = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, top).map(([l, x]) => `${pct(x)} ${l}`);
  return [`profile: ${busy} busy samples`, 'self:', ...list(self), 'total (with callees):', ...list(total)];
}

export function saveProfile(file: string, profile: CpuProfile): void {
  writeFileSync(file, JSON.stringify(profile));
}
