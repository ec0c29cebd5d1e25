// Where a CLI run happens, as a report states it: the operating system, the processor and Node.js.
import { arch, platform, release } from 'node:os';
import { z3PlatformOf, type ReportContext } from '../report/index.js';

export function nodeReportContext(): Pick<ReportContext, 'platform' | 'host' | 'z3Platform'> {
  const os =
    platform() === 'linux'
      ? 'Linux'
      : platform() === 'darwin'
        ? 'macOS'
        : platform() === 'win32'
          ? 'Windows'
          : platform();
  return {
    platform: `${os} ${release()} ${arch()}`,
    host: `Node.js ${process.versions.node}`,
    z3Platform: z3PlatformOf(platform(), arch()),
  };
}
