// Where a CLI run happens, as a report states it: the operating system, the processor, Node.js, and the builds it
// ran (build-facts.ts).
import { arch, platform, release } from 'node:os';
import type { ReportContext } from '../report/index.js';
import { nodeBuildFacts } from './build-facts.js';

export function nodeReportContext(): Pick<ReportContext, 'platform' | 'host' | 'builds'> {
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
    builds: (lane) => nodeBuildFacts(lane),
  };
}
