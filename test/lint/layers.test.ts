// The layers of docs/ARCHITECTURE.md are enforced by `npm run lint`: an import that runs upstream is an error.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function importErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = x;\n`, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layer rules', () => {
  it('refuse imports that run upstream', async () => {
    expect(await importErrors('src/smtlib/x.ts', "import { x } from '../solvers/lane.js';")).toEqual([
      "'../solvers/lane.js' import is restricted from being used by a pattern. src/smtlib must not import src/solvers: see the layers in docs/ARCHITECTURE.md.",
    ]);
    expect(await importErrors('src/share/x.ts', "import { x } from '../ui-state/lanes.js';")).toHaveLength(1);
    expect(await importErrors('src/campaign/node/x.ts', "import { x } from '../../reduce/index.js';")).toHaveLength(1);
    expect(await importErrors('src/mutators/opfuzz/x.ts', "import { x } from '../../rng.js';")).toEqual([]);
    expect(await importErrors('src/solvers/x.ts', "import { x } from '../rng.js';")).toHaveLength(1);
    expect(await importErrors('src/cli/x.ts', "import { x } from '../ui/persist.js';")).toHaveLength(1);
    // A finding record sits below the campaign that makes it and the hand-over that carries it on.
    expect(await importErrors('src/finding/x.ts', "import { x } from '../campaign/engine.js';")).toHaveLength(1);
    expect(await importErrors('src/finding/x.ts', "import { x } from '../handover/bisect.js';")).toHaveLength(1);
    expect(await importErrors('src/handover/x.ts', "import { x } from '../campaign/engine.js';")).toHaveLength(1);
    expect(await importErrors('src/reduce/x.ts', "import { x } from '../finding/record.js';")).toHaveLength(1);
  });

  it('let imports run downstream', async () => {
    expect(await importErrors('src/ui/x.ts', "import { x } from '../ui-state/lanes.js';")).toEqual([]);
    expect(await importErrors('src/reduce/x.ts', "import { x } from '../oracles/index.js';")).toEqual([]);
    expect(await importErrors('src/cli/x.ts', "import { x } from '../campaign/index.js';")).toEqual([]);
    expect(await importErrors('src/campaign/x.ts', "import { x } from '../finding/record.js';")).toEqual([]);
    expect(await importErrors('src/handover/x.ts', "import { x } from '../reduce/index.js';")).toEqual([]);
    expect(await importErrors('src/ui-state/x.ts', "import { x } from '../handover/reduce.js';")).toEqual([]);
  });
});
