// Whether a native lane keeps one solver process for many runs (persistent, the default) or starts a process per run
// (fresh, as before): `SMTPLAY_NATIVE_PROCESSES=fresh` turns persistent processes off for every native lane, and a
// caller can choose per solver (node-solvers.ts, HostOptions.nativeProcesses).
export const NATIVE_PROCESS_MODES = ['persistent', 'fresh'] as const;
export type NativeProcessMode = (typeof NATIVE_PROCESS_MODES)[number];

export const NATIVE_PROCESSES_VARIABLE = 'SMTPLAY_NATIVE_PROCESSES';

export type ModeRead = { ok: true; mode: NativeProcessMode } | { ok: false; message: string };

/** The mode the environment asks for (persistent when unset); a value it cannot be says what to set instead. */
export function nativeProcessMode(env: Readonly<Record<string, string | undefined>>): ModeRead {
  const raw = env[NATIVE_PROCESSES_VARIABLE];
  if (raw === undefined || raw === '') return { ok: true, mode: 'persistent' };
  const mode = NATIVE_PROCESS_MODES.find((m) => m === raw.trim().toLowerCase());
  if (mode) return { ok: true, mode };
  return {
    ok: false,
    message: `${NATIVE_PROCESSES_VARIABLE}=${raw} is not a mode: set it to fresh (a process per run) or persistent (the default), or unset it`,
  };
}
