// What every command of the command line shares: how a command declares itself (its
// options once, for node:util parseArgs and for its help, src/cli/help.ts), the parse, the
// usage error and the database a command works on.
import { parseArgs } from 'node:util';
import type { Config } from '../config.js';
import { bootDatabase, type BootedDatabase } from '../db/boot.js';
import { HELP_OPTION, helpOf } from './help.js';

/** One option: what node:util parseArgs needs, and what its help says. */
export interface CliOption {
  type: 'string' | 'boolean';
  /** Repeatable: every value is kept, in order. */
  multiple?: true;
  /** The value's placeholder in the usage lines, e.g. `<ref>` (string options). */
  value?: string;
  description: string;
  /** Every form of the command needs it. */
  required?: true;
  /** The value when the option is not given (handed to parseArgs). */
  default?: string;
  /** What applies when the option is not given, as the help names it (a setting, a constant): the command applies it. */
  otherwise?: string;
}

export type CliOptions = Readonly<Record<string, CliOption>>;

/**
 * One way of calling a command, as its usage line shows it: an option name alone is shown as
 * declared (required, or in brackets); `{ required }` is needed by this form, with a fixed
 * value if given (`--role adjudicator`); `{ oneOf }` is at most one of them, or exactly one
 * when required.
 */
export type CliTerm<K extends string> = K | { required: K; value?: string } | { oneOf: readonly K[]; required?: true };

export interface CliForm<K extends string> {
  /** Words and arguments before the options, e.g. `create` or `revoke <token-id>`. */
  args?: string;
  options?: readonly CliTerm<K>[];
}

type OptionValue<O extends CliOption> = ValueOf<O['type'], O['multiple']>;
type ValueOf<Type, Multiple> = Type extends 'boolean'
  ? Multiple extends true
    ? boolean[]
    : boolean
  : Multiple extends true
    ? string[]
    : string;

/** The parsed values: an option with a default always has one. */
export type CliValues<O extends CliOptions> = {
  -readonly [K in keyof O]: O[K] extends { default: string } ? OptionValue<O[K]> : OptionValue<O[K]> | undefined;
};

export interface CliRun<O extends CliOptions> {
  config: Config;
  values: CliValues<O>;
  positionals: string[];
}

/** What a command says of itself, whatever its options. */
export interface CommandText {
  /** As typed after `npm run`. */
  name: string;
  /** How it is started when that is not `npm run <name>`. */
  invocation?: string;
  /** One sentence: the overall listing shows it under the usage lines. */
  summary: string;
  /** Further paragraphs of its help. */
  details?: readonly string[];
}

/** A command as it declares itself: its options once, its usage lines naming them, and what it does. */
export interface Command<O extends CliOptions> extends CommandText {
  options: O;
  /** Its usage lines; none: one line of every option as declared. */
  forms?: readonly CliForm<keyof O & string>[];
  run(run: CliRun<O>): Promise<void>;
}

/** An environment variable a command reads besides the configuration (a benchmark's knob). */
export interface CliSetting {
  /** The value's placeholder, e.g. `N`. */
  value: string;
  description: string;
  /** The value when it is unset, as the command applies it (whole-number knobs read it from here). */
  default?: string;
  /** What applies when it is unset, as the help names it. */
  otherwise?: string;
}

export type CliSettings = Readonly<Record<string, CliSetting>>;

/** What the help of any command needs: its text, its options and forms, and the variables it reads. */
export interface CliUsage extends CommandText {
  options: CliOptions;
  forms?: readonly CliForm<string>[];
  environment?: CliSettings;
}

/** Any command, as the dispatch and the help hold it. */
export interface CliCommand extends CliUsage {
  run(run: CliRun<CliOptions>): Promise<void>;
}

/** Declares a command: the option names of its forms are checked against its options. */
export function defineCommand<const O extends CliOptions>(command: Command<O>): Command<O> {
  return command;
}

/** What `fail` throws: the command line prints the message and the command's help, and exits with 2. */
export class CliUsageError extends Error {}

/** Refuses the command line as given: the message, the command's help, exit code 2. */
export function fail(message: string): never {
  throw new CliUsageError(message);
}

/** A usage error: the message, then the usage, and exit code 2. */
export function usageError(message: string, usage: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

/** node:util parseArgs with the command's options, --help, and readable errors for unknown or malformed options. */
export function parse(command: CliCommand, argv: string[]): { values: CliValues<CliOptions>; positionals: string[] } {
  const parsed = parseArguments(command, argv);
  if (parsed === null) {
    console.log(helpOf(command));
    process.exit(0);
  }
  return parsed;
}

/**
 * The command line parsed against the command's options; null when it asks for --help (the
 * caller prints the help and does nothing else). A malformed one is a usage error (exit 2).
 */
export function parseArguments(command: CliUsage, argv: string[]): { values: CliValues<CliOptions>; positionals: string[] } | null {
  const options = Object.fromEntries(
    Object.entries(command.options).map(([name, option]) => [
      name,
      {
        type: option.type,
        ...(option.multiple ? { multiple: true } : {}),
        ...(option.default === undefined ? {} : { default: option.default }),
      },
    ]),
  );
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { ...options, help: { type: HELP_OPTION.type, short: HELP_OPTION.short } },
    });
  } catch (error) {
    usageError(error instanceof Error ? error.message.replace(/\. To specify a positional.*$/s, '') : String(error), helpOf(command));
  }
  const { help, ...values } = parsed.values;
  if (help) return null;
  return { values, positionals: parsed.positionals };
}

/** Runs `work` on the command's database (the running server's, when there is one) and closes it. */
export async function withDatabase<T>(config: Config, work: (booted: BootedDatabase) => Promise<T>): Promise<T> {
  const booted = await bootDatabase(config, { attach: true });
  try {
    return await work(booted);
  } finally {
    await booted.shutdown();
  }
}
