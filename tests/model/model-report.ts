import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export type ModelLevel = 'machine' | 'api' | 'ui';
export interface LevelFigures {
  states: [number, number];
  transitions: [number, number];
  paths: number;
  missing: { states: string[]; transitions: string[] };
}

const reportFile = join(import.meta.dirname, '../../coverage/model.json');
const percent = ([reached, total]: [number, number]) => (total === 0 ? 100 : Math.round((reached / total) * 1000) / 10);

/**
 * Adds one machine's figures at one level to coverage/model.json and prints its line. Each level's
 * suite writes its own part, so the file always holds the latest run of every level.
 */
export function recordModelCoverage(machine: string, level: ModelLevel, figures: LevelFigures): void {
  mkdirSync(dirname(reportFile), { recursive: true });
  let report: Record<string, Partial<Record<ModelLevel, LevelFigures & { at: string }>>> = {};
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8')) as typeof report;
  } catch {
    report = {};
  }
  report[machine] = { ...report[machine], [level]: { ...figures, at: new Date().toISOString() } };
  writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `model coverage  ${machine.padEnd(18)} ${level.padEnd(8)} states ${figures.states[0]}/${figures.states[1]} (${percent(figures.states)}%)  ` +
      `transitions ${figures.transitions[0]}/${figures.transitions[1]} (${percent(figures.transitions)}%)  paths ${figures.paths}`,
  );
}
