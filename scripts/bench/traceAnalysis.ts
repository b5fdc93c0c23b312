// Reads a Chromium trace (Playwright's browser.startTracing): the renderer's main thread, its long
// tasks, what each one spent its time on (self time by trace event), and the JavaScript self time
// by source module from the sampling profiler. Used by scripts/bench/firstScreenTrace.ts.

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time, µs: what the task cost without the waits a loaded machine adds. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown>;
}

interface Thread {
  pid: number;
  tid: number;
  events: TraceEvent[];
}

/** The renderer main thread that navigated to `origin` (Chromium's own pages run in other renderers). */
export function mainThread(events: TraceEvent[], origin: string): Thread & { navigationStart: number } {
  const navigations = events.filter(
    (e) => e.name === 'navigationStart' && String((e.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL).startsWith(origin),
  );
  const last = navigations.at(-1);
  if (!last) throw new Error(`no navigation to ${origin} in the trace`);
  const own = events.filter((e) => e.pid === last.pid && e.tid === last.tid && (e.ph === 'X' || e.ph === 'I' || e.ph === 'R')).sort((a, b) => a.ts - b.ts);
  return { pid: last.pid, tid: last.tid, events: own, navigationStart: last.ts };
}

/** Top-level tasks over 50 ms that started between `from` and `until` (µs). */
export function longTasks(events: TraceEvent[], from: number, until: number): TraceEvent[] {
  return events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > 50_000 && e.ts >= from && e.ts <= until);
}

/** Self time (ms) by event name inside one task, nested events not counted twice. */
export function breakDown(events: TraceEvent[], task: TraceEvent): Array<[string, number]> {
  const end = task.ts + (task.dur ?? 0);
  const inside = events.filter((e) => e.ph === 'X' && e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
  const self = new Map<string, number>();
  const stack: Array<{ e: TraceEvent; children: number }> = [];
  const pop = () => {
    const done = stack.pop()!;
    self.set(done.e.name, (self.get(done.e.name) ?? 0) + ((done.e.dur ?? 0) - done.children) / 1000);
  };
  for (const e of inside) {
    while (stack.length > 0 && stack.at(-1)!.e.ts + (stack.at(-1)!.e.dur ?? 0) <= e.ts) pop();
    if (stack.length > 0) stack.at(-1)!.children += e.dur ?? 0;
    stack.push({ e, children: 0 });
  }
  while (stack.length > 0) pop();
  return [...self].sort((a, b) => b[1] - a[1]);
}

export function printBreakdown(task: TraceEvent, rows: Array<[string, number]>, start: number): void {
  const at = Math.round((task.ts - start) / 1000);
  const top = rows
    .filter(([, ms]) => ms >= 2)
    .slice(0, 8)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
    .join(', ');
  console.log(`  task at ${at} ms, ${Math.round((task.dur ?? 0) / 1000)} ms (CPU ${Math.round((task.tdur ?? 0) / 1000)} ms): ${top}`);
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

type SourceOf = (url: string, line: number, column: number) => string | undefined;

/** JavaScript self time (ms) by source module between `from` and `until` (µs), from the CPU profile's samples. */
export function selfTimeBySource(
  events: TraceEvent[],
  thread: { pid: number; tid: number },
  from: number,
  until: number,
  sourceOf: SourceOf,
): Array<[string, number]> {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === thread.pid && e.tid === thread.tid);
  const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.pid === thread.pid && e.id === profile?.id);
  const nodes = new Map<number, ProfileNode>();
  const totals = new Map<string, number>();
  let time = (profile?.args as { data?: { startTime?: number } })?.data?.startTime ?? 0;
  for (const chunk of chunks) {
    const data = (chunk.args as { data: { cpuProfile: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } }).data;
    for (const node of data.cpuProfile.nodes ?? []) nodes.set(node.id, node);
    const samples = data.cpuProfile.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i++) {
      time += deltas[i] ?? 0;
      const next = deltas[i + 1] ?? 0;
      if (time < from || time > until) continue;
      const label = labelOf(nodes.get(samples[i]), sourceOf);
      totals.set(label, (totals.get(label) ?? 0) + next / 1000);
    }
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

function labelOf(node: ProfileNode | undefined, sourceOf: SourceOf): string {
  if (!node) return '(unknown)';
  const { url, lineNumber, columnNumber, functionName } = node.callFrame;
  if (!url) return `(${functionName.replace(/[()]/g, '') || 'native'})`;
  const source = sourceOf(url, lineNumber, columnNumber);
  if (!source) return new URL(url).pathname;
  const packaged = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/);
  return packaged ? `${packaged[1]}: ${packaged[2]}` : source.replace(/^(\.\.\/)+/, '');
}
