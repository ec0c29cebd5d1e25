import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// The layers of docs/ARCHITECTURE.md: what each folder of src/ may import. Data flows one way
// (smtlib → mutators → solvers → oracles → reduce, finding → facts, scheduling → campaign, share, handover →
// ui | cli): a finding record
// sits below the campaign that makes it and the hand-over that carries it on, so an import that runs upstream is a
// lint error.
export const LAYERS = {
  smtlib: [],
  rng: [],
  mutators: ['smtlib', 'rng'],
  solvers: ['smtlib'],
  oracles: ['smtlib', 'mutators', 'solvers'],
  reduce: ['smtlib', 'rng', 'solvers', 'oracles'],
  finding: ['smtlib', 'rng', 'mutators', 'solvers', 'oracles'],
  facts: ['rng'],
  scheduling: ['smtlib', 'rng', 'solvers', 'oracles', 'finding'],
  campaign: ['smtlib', 'rng', 'mutators', 'solvers', 'oracles', 'finding', 'facts', 'scheduling'],
  share: ['smtlib', 'mutators', 'solvers', 'oracles', 'finding'],
  handover: ['smtlib', 'rng', 'mutators', 'solvers', 'oracles', 'reduce', 'finding'],
  'ui-state': [
    'smtlib',
    'rng',
    'mutators',
    'solvers',
    'oracles',
    'reduce',
    'finding',
    'facts',
    'scheduling',
    'campaign',
    'share',
    'handover',
  ],
  ui: [
    'smtlib',
    'rng',
    'mutators',
    'solvers',
    'oracles',
    'reduce',
    'finding',
    'facts',
    'scheduling',
    'campaign',
    'share',
    'handover',
    'ui-state',
  ],
  cli: [
    'smtlib',
    'rng',
    'mutators',
    'solvers',
    'oracles',
    'reduce',
    'finding',
    'facts',
    'scheduling',
    'campaign',
    'share',
    'handover',
  ],
};

const layerRules = Object.entries(LAYERS).map(([layer, allowed]) => {
  const forbidden = Object.keys(LAYERS).filter((other) => other !== layer && !allowed.includes(other));
  return {
    files: layer === 'rng' ? ['src/rng.ts'] : [`src/${layer}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forbidden.map((other) => ({
            group: other === 'rng' ? ['**/rng.js', '**/rng'] : [`**/${other}/**`, `**/${other}.js`],
            message: `src/${layer} must not import src/${other}: see the layers in docs/ARCHITECTURE.md.`,
          })),
        },
      ],
    },
  };
});

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'test-results/', 'public/', 'wasm/', 'build/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // One seeded RNG for the whole product: every mutant must be rebuildable from its seed.
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Use the seeded RNG.' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...layerRules,
  {
    files: ['bin/**/*.js', 'scripts/**/*.mjs', '**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
