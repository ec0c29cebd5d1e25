// The CLI's outside world, passed in so commands can be tested without a process.
export interface Io {
  out(line: string): void;
  err(line: string): void;
}

export const processIo: Io = {
  out: (line) => process.stdout.write(line + '\n'),
  err: (line) => process.stderr.write(line + '\n'),
};

/** Bad arguments: the CLI prints the message and exits 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}
