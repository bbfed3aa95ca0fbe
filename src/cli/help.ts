// The help of the command line, written from the commands' declarations only: each
// command's usage lines (its forms), its options table (every declared option, what it
// means, its default) and the overall listing. Nothing here names an option by hand.
import type { CliOption, CliOptions, CliSetting, CliTerm, CliUsage } from './common.js';

/** The option every command takes besides its own. */
export const HELP_OPTION = { type: 'boolean', short: 'h', description: 'print this help and exit' } as const;

/** Help text is wrapped to this width (the usage lines are not). */
const WIDTH = 100;

/** How the command is started: `npm run <name>` unless it says otherwise. */
function invocationOf(command: CliUsage): string {
  return command.invocation ?? `npm run ${command.name}`;
}

/** `--name <value>`, with `...` when it repeats; `value` replaces the placeholder (a fixed value). */
function flagOf(name: string, option: CliOption, value?: string): string {
  const shown = option.type === 'string' ? ` ${value ?? option.value ?? '<value>'}` : '';
  return `--${name}${shown}${option.multiple && value === undefined ? ' ...' : ''}`;
}

function termOf(options: CliOptions, term: CliTerm<string>): string {
  if (typeof term === 'string') {
    const option = options[term]!;
    return option.required ? flagOf(term, option) : `[${flagOf(term, option)}]`;
  }
  if ('oneOf' in term) {
    const choices = term.oneOf.map((name) => flagOf(name, options[name]!)).join(' | ');
    return term.required ? `(${choices})` : `[${choices}]`;
  }
  return flagOf(term.required, options[term.required]!, term.value);
}

/** The command's usage lines: one per form, or one of every option as declared. */
export function usageLinesOf(command: CliUsage): string[] {
  const forms = command.forms ?? [{ options: Object.keys(command.options) }];
  return forms.map((form) => {
    const words = [...(form.args ? [form.args] : []), ...(form.options ?? []).map((term) => termOf(command.options, term))];
    return words.length > 0 ? `${invocationOf(command)} -- ${words.join(' ')}` : invocationOf(command);
  });
}

/** `text` in lines of at most WIDTH characters (a longer word stays whole), each after `indent`. */
function wrap(text: string, indent: string, firstIndent = indent): string[] {
  const lines: string[] = [];
  let prefix = firstIndent;
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && prefix.length + line.length + 1 + word.length > WIDTH) {
      lines.push(prefix + line);
      prefix = indent;
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(prefix + line);
  return lines;
}

/** What the options table says of one option: its meaning, then whether it is needed or what applies without it. */
function meaningOf(option: CliOption | CliSetting): string {
  const notes = [
    ...('required' in option && option.required ? ['required'] : []),
    ...(option.default !== undefined ? [`default: ${option.default}`] : []),
    ...(option.otherwise !== undefined ? [`default: ${option.otherwise}`] : []),
  ];
  return notes.length > 0 ? `${option.description} (${notes.join('; ')})` : option.description;
}

/** `--help` of one command: its usage lines, what it does, and every option it declares. */
export function helpOf(command: CliUsage): string {
  const [first, ...more] = usageLinesOf(command);
  const rows: [string, string][] = [
    ...Object.entries(command.options).map(([name, option]): [string, string] => [flagOf(name, option), meaningOf(option)]),
    [`-${HELP_OPTION.short}, --help`, HELP_OPTION.description],
  ];
  const settings = Object.entries(command.environment ?? {}).map(([name, setting]): [string, string] => [
    `${name}=${setting.value}`,
    meaningOf(setting),
  ]);
  const column = Math.max(...[...rows, ...settings].map(([flag]) => flag.length)) + 2;
  const table = (entries: [string, string][]) =>
    entries.flatMap(([flag, meaning]) => wrap(meaning, ' '.repeat(4 + column), `    ${flag.padEnd(column)}`));
  return [
    `usage: ${first}`,
    ...more.map((line) => `       ${line}`),
    ...[command.summary, ...(command.details ?? [])].flatMap((paragraph) => wrap(paragraph, '  ')),
    '  options:',
    ...table(rows),
    ...(settings.length > 0 ? ['  environment:', ...table(settings)] : []),
  ].join('\n');
}

/** The overall listing: every command's usage lines and summary, in the order given. */
export function listingOf(commands: readonly CliUsage[]): string {
  const entries = commands.map((command) =>
    [...usageLinesOf(command).map((line) => `  ${line}`), ...wrap(command.summary, '    ')].join('\n'),
  );
  return `usage:\n${entries.join('\n\n')}\n\nEach command's options: npm run <command> -- --help`;
}
