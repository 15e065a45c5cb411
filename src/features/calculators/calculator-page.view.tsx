import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteName } from '../../routes/route-registry';
import { container, page } from '../../ui/layout.css';
import { RouteLink } from '../../ui/route-link.view';
import { useDocumentTitle } from '../../ui/use-document-title';
import * as css from './calculators.css';

const calculatorRoutes = ['loanCalculator', 'borrowingCalculator', 'renovationCalculator', 'incomeTaxRefundCalculator'] as const satisfies readonly RouteName[];
export type CalculatorRoute = (typeof calculatorRoutes)[number];

interface CalculatorPageProps {
  route: CalculatorRoute;
  inputs: ReactNode;
  result: ReactNode;
}

/** The frame every calculator shares: title, what it answers, links to the others, inputs beside the result. */
export function CalculatorPage({ route, inputs, result }: CalculatorPageProps) {
  const { t } = useTranslation('calculators');
  const title = t(`${route}.title`);
  useDocumentTitle(title);
  return (
    <section className={`${container} ${page}`} aria-labelledby="calculator-title">
      <h1 id="calculator-title">{title}</h1>
      <p className={css.intro}>{t(`${route}.intro`)}</p>
      <nav aria-label={t('nav')}>
        <ul className={css.tabs}>
          {calculatorRoutes.map((name) => (
            <li key={name}>
              <RouteLink to={name} className={css.tab}>
                {t(`${name}.short`)}
              </RouteLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={css.layout}>
        <form className={css.panel} aria-labelledby="calculator-inputs" onSubmit={(event) => event.preventDefault()} noValidate data-testid="calculator-inputs">
          <h2 id="calculator-inputs" className={css.panelTitle}>
            {t('inputsTitle')}
          </h2>
          {inputs}
        </form>
        <section className={css.panel} aria-labelledby="calculator-result" data-testid="calculator-result">
          <h2 id="calculator-result" className={css.panelTitle}>
            {t('resultTitle')}
          </h2>
          {result}
        </section>
      </div>
    </section>
  );
}
