// The npm scripts under scripts/ and bench/ declare themselves as the commands of src/cli/ do:
// their options and the environment variables they read, once (`defineScript`), so their
// --help is written by src/cli/help.ts from that declaration. Each exports its declaration and
// `main(argv)`, which on --help prints the help and does nothing else; the module runs `main`
// only when it is the process's entry (`runAsEntry`), so importing it does nothing.
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArguments, type CliForm, type CliOptions, type CliSettings, type CliValues, type CommandText } from './common.js';
import { helpOf } from './help.js';

/** A script as it declares itself. */
export interface Script<O extends CliOptions, E extends CliSettings> extends CommandText {
  options: O;
  forms?: readonly CliForm<keyof O & string>[];
  environment: E;
}

export function defineScript<const O extends CliOptions, const E extends CliSettings>(script: Script<O, E>): Script<O, E> {
  return script;
}

/** The script's command line parsed; null when it asked for --help, which is printed (the caller then does nothing). */
export function scriptArguments<O extends CliOptions>(
  script: Script<O, CliSettings>,
  argv: readonly string[],
): { values: CliValues<O>; positionals: string[] } | null {
  const parsed = parseArguments(script, [...argv]);
  if (parsed === null) console.log(helpOf(script));
  return parsed as { values: CliValues<O>; positionals: string[] } | null;
}

/**
 * A whole-number knob of the script's environment, at least `min`: the variable when set, else
 * the default its declaration states (or `fallback`, for a default that depends on an option).
 */
export function knob<E extends CliSettings>(script: { environment: E }, name: keyof E & string, min: number, fallback?: number): number {
  const raw = process.env[name]?.trim();
  const declared = script.environment[name]?.default;
  if (!raw) {
    const value = fallback ?? (declared === undefined ? undefined : Number(declared));
    if (value === undefined || !Number.isInteger(value)) throw new Error(`${name} has no default: set it`);
    return value;
  }
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer >= ${min}`);
  return value;
}

/** Whether the module at `moduleUrl` is the file node (or tsx) was started with. */
export function isEntry(moduleUrl: string): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return pathToFileURL(realpathSync(entry)).href === moduleUrl;
  } catch {
    return false;
  }
}

/** Runs `main` with the command line when the module is the entry: a failure is printed (by default its stack) and exits 1. */
export function runAsEntry(
  moduleUrl: string,
  main: (argv: string[]) => Promise<void>,
  failure = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error)),
): void {
  if (!isEntry(moduleUrl)) return;
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(failure(error));
    process.exit(1);
  });
}

/** A text knob of the script's environment (a list, a mode): the variable when set, else its declared default. */
export function textKnob<E extends CliSettings>(script: { environment: E }, name: keyof E & string): string {
  return process.env[name]?.trim() || (script.environment[name]?.default ?? '');
}
