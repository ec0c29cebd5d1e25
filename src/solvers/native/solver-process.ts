// One persistent solver process: started once (`z3 -smt2 -in`, `cvc5 --lang smt2`, the lane's options on its command
// line), then sent one part at a time on its standard input, each part followed by an `(echo "<marker>")`; what it
// prints up to the marker's line is that part's output. A part ends with the marker, with the process ending (a
// crash, a fatal error), or at its time limit, where the process group is killed. Output beyond a cap ends the
// process too (a runaway solver must not eat memory). Every process starts in its own group under a CPU-time limit
// (run-process.ts): a host killed outright closes the process's input, and the solver ends after its current query.
import { readFileSync } from 'node:fs';
import { echoCommand, newNonce } from './session-commands.js';
import { killGroup, spawnInGroup } from './run-process.js';

export type PartEnd =
  { kind: 'marker' } | { kind: 'exited'; exitCode: number | null; signal: string | null } | { kind: 'timeout' };

export interface PartResult {
  end: PartEnd;
  stdout: string;
  stderr: string;
  timeMs: number;
}

export interface ProcessStart {
  file: string;
  args: readonly string[];
  cwd: string;
  cpuSeconds: number;
  /** How long the process may take to answer its first marker. */
  readyTimeoutMs: number;
  maxOutputChars?: number;
}

const DEFAULT_MAX_OUTPUT = 8 * 1024 * 1024;
/** Linux reports a process's CPU time in clock ticks of 1/100 s (USER_HZ) in /proc/PID/stat. */
const TICKS_PER_SECOND = 100;

export class SolverProcess {
  private stdout = '';
  private stderr = '';
  /** How far stdout was searched for the marker (a large model arrives in many chunks). */
  private scanned = 0;
  private exit: { exitCode: number | null; signal: string | null } | undefined;
  private waiting: { nonce: string; settle: (end: PartEnd) => void } | undefined;
  private readonly closed: Promise<void>;
  /** Parts sent, and the wall time of their runs (the CPU estimate where /proc is missing). */
  runs = 0;
  busyMs = 0;

  private constructor(
    private readonly child: ReturnType<typeof spawnInGroup>,
    private readonly maxChars: number,
  ) {
    child.stdout.on('data', (chunk: Buffer) => this.take('stdout', chunk));
    child.stderr.on('data', (chunk: Buffer) => this.take('stderr', chunk));
    // Writing to a process that just died fails with EPIPE: its end is reported by 'close'.
    child.stdin?.on('error', () => undefined);
    this.closed = new Promise((resolve) => {
      child.once('error', () => {
        this.exit ??= { exitCode: null, signal: null };
        this.waiting?.settle({ kind: 'exited', ...this.exit });
        resolve();
      });
      child.once('close', (exitCode, signal) => {
        this.exit = { exitCode, signal };
        this.waiting?.settle({ kind: 'exited', exitCode, signal });
        resolve();
      });
    });
  }

  /** Starts a process and waits until it answers a first marker; throws when it cannot start or does not answer. */
  static async start(how: ProcessStart): Promise<{ process: SolverProcess; startMs: number }> {
    const started = performance.now();
    const child = spawnInGroup(how.file, how.args, { cwd: how.cwd, cpuSeconds: how.cpuSeconds, stdin: 'pipe' });
    const process = new SolverProcess(child, how.maxOutputChars ?? DEFAULT_MAX_OUTPUT);
    const ready = await process.send('', how.readyTimeoutMs);
    if (ready.end.kind !== 'marker' || ready.stdout.trim() !== '' || ready.stderr.trim() !== '') {
      process.kill();
      const said = `${ready.stderr}\n${ready.stdout}`.trim().split('\n')[0] ?? '';
      throw new Error(
        ready.end.kind === 'timeout'
          ? `no answer within ${how.readyTimeoutMs} ms of starting`
          : `it did not start as a persistent process${said ? `: ${said}` : ''}`,
      );
    }
    return { process, startMs: performance.now() - started };
  }

  get alive(): boolean {
    return this.exit === undefined;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /**
   * Sends `text` and a marker; resolves with what the process printed up to the marker's line, or up to its end, or
   * up to `timeoutMs` (then the process is killed). One part at a time.
   */
  async send(text: string, timeoutMs: number): Promise<PartResult> {
    if (this.waiting) throw new Error('a persistent solver process runs one part at a time');
    const started = performance.now();
    const nonce = newNonce();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const end = await new Promise<PartEnd>((resolve) => {
      if (!this.alive) return resolve({ kind: 'exited', ...this.exit! });
      this.waiting = { nonce, settle: resolve };
      timer = setTimeout(() => {
        this.kill();
        resolve({ kind: 'timeout' });
      }, timeoutMs);
      this.child.stdin!.write(`${text}${text === '' || text.endsWith('\n') ? '' : '\n'}${echoCommand(nonce)}\n`);
      this.scan();
    });
    clearTimeout(timer);
    this.waiting = undefined;
    if (end.kind !== 'marker') await this.closed;
    // stderr written before the marker may arrive in the same turn of the event loop, after stdout: let it in.
    else await new Promise((resolve) => setImmediate(resolve));
    const out = this.cut(end.kind === 'marker' ? nonce : undefined);
    const timeMs = performance.now() - started;
    this.busyMs += timeMs;
    return { end, ...out, timeMs };
  }

  /** CPU seconds the process has used (Linux /proc), else its parts' wall time (one thread at most busy). */
  cpuSeconds(): number {
    try {
      const stat = readFileSync(`/proc/${this.child.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // After the name: state is field 3, utime field 14 and stime field 15 (1-based, proc(5)).
      return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
    } catch {
      return this.busyMs / 1000;
    }
  }

  kill(): void {
    if (this.child.pid !== undefined && this.alive) killGroup(this.child.pid);
    this.child.stdin?.destroy();
  }

  /** Ends the process by closing its input (it exits when it reads the end), killed if still there. */
  async dispose(): Promise<void> {
    this.child.stdin?.end();
    const gone = await Promise.race([this.closed.then(() => true), new Promise((r) => setTimeout(r, 1000, false))]);
    if (!gone) this.kill();
  }

  private take(stream: 'stdout' | 'stderr', chunk: Buffer): void {
    if (this[stream].length >= this.maxChars) {
      this.kill();
      return;
    }
    this[stream] += chunk.toString('utf8');
    if (stream === 'stdout') this.scan();
  }

  private scan(): void {
    if (!this.waiting) return;
    const { nonce } = this.waiting;
    if (this.stdout.indexOf(nonce, Math.max(0, this.scanned - nonce.length)) >= 0)
      this.waiting.settle({ kind: 'marker' });
    this.scanned = this.stdout.length;
  }

  /** The part's output: stdout up to the marker's line (all of it without a marker), and stderr; both cleared. */
  private cut(nonce: string | undefined): { stdout: string; stderr: string } {
    let stdout = this.stdout;
    let rest = '';
    const at = nonce === undefined ? -1 : stdout.indexOf(nonce);
    if (at >= 0) {
      const lineEnd = stdout.indexOf('\n', at);
      rest = lineEnd < 0 ? '' : stdout.slice(lineEnd + 1);
      stdout = stdout.slice(0, stdout.lastIndexOf('\n', at) + 1);
    }
    const stderr = this.stderr;
    this.stdout = rest;
    this.scanned = 0;
    this.stderr = '';
    return { stdout, stderr };
  }
}
