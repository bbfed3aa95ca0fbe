// `npm run bench:alerts`: both alert benchmarks in turn, evaluation then delivery, each with its
// own knobs (their --help lists them: npm run bench:alerts:evaluation -- --help).
import { defineScript, runAsEntry, scriptArguments } from '../src/cli/script.js';
import { command as evaluation, main as evaluate } from './alerts-evaluation.js';
import { command as delivery, main as deliver } from './alerts-delivery.js';

export const command = defineScript({
  name: 'bench:alerts',
  summary: `Both alert benchmarks in turn: npm run ${evaluation.name}, then npm run ${delivery.name}.`,
  details: [
    `Each reads its own environment variables (DATABASE_URL is required by the first): npm run ${evaluation.name} -- --help, npm run ${delivery.name} -- --help.`,
  ],
  options: {},
  environment: {},
});

export async function main(argv: string[]): Promise<void> {
  if (!scriptArguments(command, argv)) return;
  await evaluate([]);
  await deliver([]);
}

runAsEntry(import.meta.url, main);
