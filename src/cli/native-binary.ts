// Whether a native lane's program can run here, asked before any solver starts: `native:PATH` must name an
// executable file, `native:NAME` a program on PATH. What is wrong is said in one sentence with what to type
// instead (a usage error, exit 2), never as a failed run.
import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { delimiter, join } from 'node:path';

const isExecutable = async (path: string): Promise<boolean> =>
  access(path, constants.X_OK).then(
    () => true,
    () => false,
  );

/** The programs on PATH named `name`, in PATH's order (the first is the one a shell runs). */
async function onPath(name: string, env: NodeJS.ProcessEnv): Promise<string | undefined> {
  for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) {
    const full = join(dir, name);
    const info = await stat(full).catch(() => undefined);
    if (info?.isFile() && (await isExecutable(full))) return full;
  }
  return undefined;
}

/** Why `native:BINARY` cannot run here, or undefined when the program is there and executable. */
export async function nativeBinaryProblem(
  binary: string,
  spec: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string | undefined> {
  if (!binary.includes('/')) {
    if (await onPath(binary, env)) return undefined;
    return (
      `${spec}: there is no program '${binary}' on PATH: install it (Debian: apt-get install ${binary}) ` +
      `or give its path, e.g. native:/opt/${binary}/bin/${binary}`
    );
  }
  const info = await stat(binary).catch((e: NodeJS.ErrnoException) => e);
  if (info instanceof Error) {
    const why = info.code === 'ENOENT' || info.code === 'ENOTDIR' ? 'does not exist' : `cannot be read (${info.code})`;
    return `${spec}: ${binary} ${why}: give the path of a z3 or cvc5 executable, or native:z3 / native:cvc5 for the one on PATH`;
  }
  if (!info.isFile()) return `${spec}: ${binary} is a folder: give the path of the z3 or cvc5 executable inside it`;
  if (!(await isExecutable(binary)))
    return `${spec}: ${binary} is not executable: make it so (chmod +x ${binary}) or give the path of another program`;
  return undefined;
}
