import { useEffect, useRef, type ReactNode } from 'react';
import * as css from './loan-forms.css';

/**
 * A step's heading, which takes the focus when the step appears: the page changes in place, and a
 * keyboard or screen-reader user lands on what is new instead of a button that went away.
 */
export function StepHeading({ testId, children }: { testId: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h2 ref={ref} tabIndex={-1} className={css.heading} data-testid={testId}>
      {children}
    </h2>
  );
}
