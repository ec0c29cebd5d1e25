// The paths a person gives the CLI: files as given, folders searched recursively for `.smt2`, and the --out
// places it writes to. A path that cannot be used (missing, a folder where a file is wanted, unreadable, not
// writable) is a usage error in one sentence that names the path and what to give instead (exit 2).
import { constants } from 'node:fs';
import { access, mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { UsageError } from './io.js';

/** How a failed file-system call on a path reads to a person, or undefined when it is no path problem. */
export function pathTrouble(e: unknown): string | undefined {
  switch ((e as NodeJS.ErrnoException | undefined)?.code) {
    case 'ENOENT':
      return 'does not exist';
    case 'ENOTDIR':
      return 'does not exist (a part of it is a file, not a folder)';
    case 'EISDIR':
      return 'is a folder';
    case 'EACCES':
    case 'EPERM':
      return 'is not allowed to you (permission denied)';
    case 'EROFS':
      return 'is on a read-only file system';
    case 'ENOSPC':
      return 'is on a full disk';
    case 'ENAMETOOLONG':
      return 'is too long a name';
    case 'ELOOP':
      return 'is a loop of symbolic links';
    default:
      return undefined;
  }
}

/** The usage error for `e` on `path` with what to do instead, or `e` itself when it is no path problem. */
export function pathError(e: unknown, path: string, instead: string): unknown {
  const why = pathTrouble(e);
  return why === undefined ? e : new UsageError(`${path} ${why}: ${instead}`);
}

/** The text of a file the command reads (`what`: "one SMT-LIB file", "the seed file"). */
export async function readInputFile(path: string, what: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (e) {
    throw pathError(e, path, `give the path of ${what}`);
  }
}

/** The .smt2 files named by SEEDS/PATH arguments (folders searched); every argument must name at least one. */
export async function expandSmt2Paths(paths: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  for (const p of paths) {
    const info = await stat(p).catch((e: unknown) => {
      throw pathError(e, p, 'give .smt2 files or folders that hold them');
    });
    if (!info.isDirectory()) {
      out.push(p);
      continue;
    }
    const found = await walk(p).catch((e: unknown) => {
      throw pathError(e, p, 'give .smt2 files or folders you can read');
    });
    if (found.length === 0)
      throw new UsageError(`${p} holds no .smt2 file: give .smt2 files or a folder that holds them`);
    out.push(...found);
  }
  return out;
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const out: string[] = [];
  for (const e of entries) {
    const full = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await walk(full)));
    else if (e.name.endsWith('.smt2')) out.push(full);
  }
  return out;
}

/**
 * mkdir -p, one level at a time: Node's recursive mkdir never returns under /proc (each level answers ENOENT and it
 * retries the parent), so a mistyped --out /proc/x would hang.
 */
async function makeFolders(dir: string): Promise<void> {
  const missing: string[] = [];
  for (let at = resolve(dir); !(await stat(at).catch(() => undefined)); at = dirname(at)) {
    missing.unshift(at);
    if (dirname(at) === at) break;
  }
  for (const d of missing)
    await mkdir(d).catch((e: NodeJS.ErrnoException) => {
      if (e.code !== 'EEXIST') throw e;
    });
}

/** Makes the folder `--out DIR` names, or says why it cannot be written to. */
export async function prepareOutDir(dir: string, flag = '--out'): Promise<void> {
  const instead = `give ${flag} a folder you can write to (it is made when missing)`;
  const info = await stat(dir).catch(() => undefined);
  if (info && !info.isDirectory()) throw new UsageError(`${flag} ${dir} is a file: ${instead}`);
  try {
    await makeFolders(dir);
    await access(dir, constants.W_OK);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT')
      throw new UsageError(`${flag} ${dir} cannot be made there: ${instead}`);
    throw pathError(e, `${flag} ${dir}`, instead);
  }
}

/** Says why `--out FILE` could not be written, before the work that makes its content. */
export async function checkOutFile(file: string, flag = '--out'): Promise<void> {
  const instead = `give ${flag} a file name in a folder you can write to`;
  const info = await stat(file).catch(() => undefined);
  if (info?.isDirectory()) throw new UsageError(`${flag} ${file} is a folder: ${instead}`);
  const folder = dirname(file);
  try {
    const where = await stat(folder);
    if (!where.isDirectory()) throw Object.assign(new Error(folder), { code: 'ENOTDIR' });
    await access(info ? file : folder, constants.W_OK);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT')
      throw new UsageError(`${flag} ${file}: the folder ${folder} does not exist: ${instead}`);
    throw pathError(e, `${flag} ${file}`, instead);
  }
}
