import { describe, expect, it } from 'vitest';
import { registry } from '../../machines/registry';
import { signInUi } from '../drivers/model/sign-in.ui';
import { modelPaths, pathsPerTransition } from '../model/model-paths';
import { missingPageObjects } from '../model/ui-completeness';

const signIn = registry.find((entry) => entry.id === 'signIn');
if (!signIn) throw new Error('signIn is not registered');
const paths = pathsPerTransition(modelPaths(signIn), 30);

describe('page objects of the UI level', () => {
  it('cover every event and resting state of the sign-in paths', () => {
    expect(missingPageObjects(signInUi, paths)).toEqual({ executors: [], checks: [] });
  });

  it('are reported missing when an executor or a check is taken away, which fails the UI run', () => {
    const { 'captcha.verify': _executor, ...executors } = signInUi.executors;
    const { '"emailNotConfirmed"': _check, ...checks } = signInUi.checks;
    expect(missingPageObjects({ ...signInUi, executors, checks }, paths)).toEqual({ executors: ['captcha.verify'], checks: ['"emailNotConfirmed"'] });
  });
});
