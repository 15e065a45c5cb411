import * as css from './loan-forms.css';

/** Label and value pairs (an offer's terms, a step's answers), each label once. */
export function Facts({ facts }: { facts: readonly (readonly [string, string])[] }) {
  return (
    <dl className={css.facts}>
      {facts.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt className={css.factTerm}>{label}</dt>
          <dd className={css.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
