// ddmin over the command list. The sort checker rejects removals that orphan a use, so unused
// declarations, set-options, set-infos and get-* commands are what disappear.
import type { Pass } from '../types.js';
import { chunkRemovals } from './chunks.js';

export const ddminCommands: Pass = {
  name: 'ddmin-commands',
  *candidates(script) {
    for (const commands of chunkRemovals(script.commands)) yield { ...script, commands };
  },
};
