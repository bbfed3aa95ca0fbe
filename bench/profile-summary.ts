// Summarises a V8 CPU profile of the server (written with BENCH_PROFILE_DIR): the
// functions and the packages/files with the most self time, as markdown tables.
//
//   npx tsx bench/profile-summary.ts bench/results/profiles/<file>.cpuprofile [top=25]
//   npx tsx bench/profile-summary.ts bench/results/profiles            (the newest profile there)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

function profileFile(argument: string): string {
  if (!statSync(argument).isDirectory()) return argument;
  const files = readdirSync(argument)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => path.join(argument, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!files[0]) throw new Error(`no .cpuprofile in ${argument}`);
  return files[0];
}

/** Where a function lives: a package of node_modules, a file of ours, or node itself. */
function areaOf(url: string): string {
  if (!url) return '(native / V8)';
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const parts = url.slice(modules + '/node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const ours = url.match(/\/(src|bench)\/(.*)$/);
  return ours ? `${ours[1]}/${ours[2]}` : url;
}

function shortUrl(url: string): string {
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) return url.slice(modules + '/node_modules/'.length);
  const ours = url.match(/\/((src|bench)\/.*)$/);
  return ours ? ours[1]! : url.replace(/^file:\/\//, '');
}

const SPECIAL = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

function main(): void {
  const [argument, topArgument] = process.argv.slice(2);
  if (!argument) throw new Error('usage: profile-summary.ts <file.cpuprofile | folder> [top]');
  const top = Number(topArgument ?? 25);
  const file = profileFile(argument);
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  // The time of sample i runs until sample i + 1.
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i + 1] ?? 0;
    selfUs.set(profile.samples[i]!, (selfUs.get(profile.samples[i]!) ?? 0) + delta);
  }
  const functions = new Map<string, number>();
  const areas = new Map<string, number>();
  let idle = 0;
  let busy = 0;
  for (const [id, us] of selfUs) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    if (functionName === '(idle)') {
      idle += us;
      continue;
    }
    busy += us;
    const name = SPECIAL.has(functionName) ? functionName : `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + us);
    const area = SPECIAL.has(functionName) ? functionName : areaOf(url);
    areas.set(area, (areas.get(area) ?? 0) + us);
  }
  const ms = (us: number) => (us / 1000).toFixed(0);
  const pct = (us: number) => ((100 * us) / busy).toFixed(1);
  const table = (title: string, entries: Map<string, number>) =>
    [
      `| ${title} | self ms | % of busy |`,
      '|---|---:|---:|',
      ...[...entries]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([name, us]) => `| \`${name}\` | ${ms(us)} | ${pct(us)} |`),
    ].join('\n');
  process.stdout.write(
    [
      `Profile ${path.basename(file)}: ${ms(profile.endTime - profile.startTime)} ms wall, ${ms(busy)} ms busy, ${ms(idle)} ms idle`,
      '',
      table('package or file', areas),
      '',
      table('function', functions),
      '',
    ].join('\n'),
  );
}

main();
