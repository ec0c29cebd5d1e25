// `smtplay check PATH… [--roundtrip] [--json] [--dialect D…]`: runs the front end over SMT-LIB files.
import { EXIT } from '../exit-codes.js';
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { parseDialectSpec } from '../../smtlib/dialect.js';
import { formatError, type SmtError } from '../../smtlib/result.js';
import { selfCheck } from '../../smtlib/self-check.js';
import { expandSmt2Paths } from '../files.js';
import { UsageError, type Io } from '../io.js';
import { CHECK_USAGE } from '../usage.js';

interface FileErrors {
  file: string;
  errors: SmtError[];
}

export async function checkCommand(argv: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      roundtrip: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      dialect: { type: 'string', multiple: true },
    },
  });
  if (positionals.length === 0) throw new UsageError(`no PATH given\nusage: ${CHECK_USAGE}`);
  const dialects = values.dialect?.flatMap((d) => d.split(','));
  if (dialects) {
    const bad = dialects.map(parseDialectSpec).find((d) => typeof d === 'string');
    if (bad) throw new UsageError(`${bad}\nusage: ${CHECK_USAGE}`);
  }
  const files = await expandSmt2Paths(positionals);
  const totals = { files: files.length, parsed: 0, wellSorted: 0, roundtripOk: 0 };
  const failures: FileErrors[] = [];
  for (const file of files) {
    const report = selfCheck(await readFile(file, 'utf8'), { roundtrip: values.roundtrip, dialects });
    if (report.parsed) totals.parsed++;
    if (report.wellSorted) totals.wellSorted++;
    if (report.roundtripOk) totals.roundtripOk++;
    if (report.errors.length > 0) {
      failures.push({ file, errors: report.errors });
      if (!values.json) for (const e of report.errors) io.out(formatError(e, file));
    }
  }
  const allPass =
    totals.parsed === totals.files &&
    totals.wellSorted === totals.files &&
    (!values.roundtrip || totals.roundtripOk === totals.files);
  if (values.json) {
    io.out(
      JSON.stringify({
        ...totals,
        roundtripOk: values.roundtrip ? totals.roundtripOk : null,
        errors: failures.flatMap((f) => f.errors.map((e) => ({ file: f.file, ...e }))),
      }),
    );
  } else {
    const rt = values.roundtrip ? `, ${totals.roundtripOk} roundtrip-ok` : '';
    io.out(`${totals.files} files, ${totals.parsed} parsed, ${totals.wellSorted} well-sorted${rt}`);
  }
  return allPass ? EXIT.ok : EXIT.failed;
}
