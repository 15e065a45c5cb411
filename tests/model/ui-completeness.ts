import type { UiScenario } from '../drivers/model/ui-scenario';
import { answerOf, type ModelPath } from './model-paths';

/**
 * What a flow's page objects lack for the given paths: an executor for each user event, a check for
 * each state a path rests in. The UI level refuses to start while anything is missing.
 */
export function missingPageObjects(ui: UiScenario, paths: ModelPath[]): { executors: string[]; checks: string[] } {
  const executors = new Set<string>();
  const checks = new Set<string>();
  for (const path of paths) {
    for (const step of path.steps) {
      if (!answerOf(step.event) && !ui.executors[step.event.type]) executors.add(step.event.type);
      const state = JSON.stringify((JSON.parse(step.expected) as unknown[])[0]);
      if (!ui.busy.includes(state) && !ui.checks[state]) checks.add(state);
    }
  }
  return { executors: [...executors].sort(), checks: [...checks].sort() };
}
