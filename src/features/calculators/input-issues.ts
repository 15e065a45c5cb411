import type { InputIssue, IssueField } from '../../../api/contract/calculations/inputs';
import type { Currency } from '../../../api/contract/calculations/money';
import type { FieldError } from '../../../machines/form';
import { useCalculatorFormat } from './calculator-format';

/**
 * The calculation module's broken rules as field messages, amounts formatted for the page's language
 * and currency. Only the first rule a field breaks is shown.
 */
export function useIssueMessages(issues: readonly InputIssue[], currency: Currency = 'AMD'): Partial<Record<IssueField, FieldError>> {
  const format = useCalculatorFormat();
  const money = (amount: number) => format.major(amount, currency);
  const messages: Partial<Record<IssueField, FieldError>> = {};
  for (const issue of issues) {
    if (messages[issue.field]) continue;
    const key = `calculators:rule.${issue.rule}`;
    switch (issue.rule) {
      case 'priceRange':
      case 'loanRange':
      case 'renovationLoanRange':
        messages[issue.field] = { key, params: { min: money(issue.range.min), max: money(issue.range.max) } };
        break;
      case 'termRange':
      case 'areaRange':
        messages[issue.field] = { key, params: { min: format.number(issue.range.min), max: format.number(issue.range.max) } };
        break;
      case 'downBelowMinimum':
        messages[issue.field] = { key, params: { minimum: money(issue.minimum), share: format.percent(issue.share * 100) } };
        break;
      default:
        messages[issue.field] = { key };
    }
  }
  return messages;
}
