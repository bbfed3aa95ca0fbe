// The command line's help is written from each command's declarations (src/cli/help.ts):
// every declared option must reach its command's help, with its meaning and default, and
// the usage lines; and the commands the docs show must use options that exist.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/cli/commands.js';
import { helpOf, listingOf, usageLinesOf } from '../../src/cli/help.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The help with its wrapping and padding undone. */
const flat = (text: string) => text.replace(/\s+/g, ' ');
/** `--name` as a whole option, not the tail of a longer one (`--export` in `--write-export`). */
const flagPattern = (name: string) => new RegExp(`(^|[\\s[(|])--${name}(?![\\w-])`);

describe('the command line help', () => {
  it('lists the commands npm run knows, each once', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    const names = COMMANDS.map((command) => command.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(scripts[name], name).toBe(`tsx src/cli.ts ${name}`);
    const cliScripts = Object.entries(scripts).filter(([, script]) => script.startsWith('tsx src/cli.ts '));
    expect(cliScripts.map(([name]) => name).sort()).toEqual([...names].sort());
  });

  it.each(COMMANDS.map((command) => [command.name, command] as const))(
    '%s: every declared option is in its help, with its meaning',
    (_, command) => {
      const help = helpOf(command);
      expect(help).toMatch(/^usage: npm /);
      const text = flat(help);
      expect(text).toContain(flat(command.summary));
      for (const paragraph of command.details ?? []) expect(text).toContain(flat(paragraph));
      const usage = usageLinesOf(command);
      for (const [name, option] of Object.entries(command.options)) {
        const flag = `--${name}${option.type === 'string' ? ` ${option.value}` : ''}${option.multiple ? ' ...' : ''}`;
        expect(option.type === 'boolean' || option.value !== undefined, `${name} names its value`).toBe(true);
        expect(text, name).toContain(` ${flag} ${flat(option.description)}`);
        if (option.default !== undefined) expect(text, name).toContain(`${flat(option.description)} (default: ${option.default})`);
        if (option.otherwise !== undefined) expect(text, name).toContain(`${flat(option.description)} (default: ${option.otherwise})`);
        if (option.required) expect(text, name).toContain(`${flat(option.description)} (required)`);
        expect(
          usage.some((line) => flagPattern(name).test(line)),
          `${name} in a usage line`,
        ).toBe(true);
      }
      expect(text).toContain('-h, --help');
    },
  );

  it.each(COMMANDS.map((command) => [command.name, command] as const))(
    '%s: no usage line requires an option the command falls back from',
    (_, command) => {
      // An option with a fallback (`otherwise`: what the command does without it) is optional
      // in every form; a form that marked it required would tell of a refusal the command never makes.
      const requiredWithFallback = (command.forms ?? []).flatMap((form, index) =>
        (form.options ?? []).flatMap((term) => {
          const names =
            typeof term === 'string'
              ? []
              : 'oneOf' in term
                ? term.oneOf.length === 1 && term.required
                  ? term.oneOf
                  : []
                : [term.required];
          return names
            .filter((name) => command.options[name]?.otherwise !== undefined)
            .map((name) => `form ${index + 1}: --${name} (otherwise: ${command.options[name]!.otherwise})`);
        }),
      );
      expect(requiredWithFallback).toEqual([]);
    },
  );

  it('lists every usage line and summary of every command', () => {
    const listing = listingOf(COMMANDS);
    expect(listing).toMatch(/^usage:\n/);
    for (const command of COMMANDS) {
      for (const line of usageLinesOf(command)) expect(listing).toContain(`  ${line}\n`);
      expect(flat(listing)).toContain(flat(command.summary));
    }
  });

  it('the commands the docs show use options their command declares', () => {
    const files = [
      path.join(ROOT, 'README.md'),
      ...readdirSync(path.join(ROOT, 'docs'))
        .filter((file) => file.endsWith('.md'))
        .map((file) => path.join(ROOT, 'docs', file)),
    ];
    const byName = new Map(COMMANDS.map((command) => [command.name, command]));
    let shown = 0;
    for (const file of files)
      for (const [, name, tail] of readFileSync(file, 'utf8').matchAll(/npm run ([a-z]+) --(?= )([^`\n#]*)/g)) {
        const command = byName.get(name!);
        if (!command) continue;
        shown += 1;
        for (const [, option] of tail!.matchAll(/(?:^|[\s[(|])--([a-z][a-z-]*)/g))
          expect(option === 'help' || option! in command.options, `${path.relative(ROOT, file)}: npm run ${name} -- ... --${option}`).toBe(
            true,
          );
      }
    expect(shown).toBeGreaterThan(20);
  });
});
