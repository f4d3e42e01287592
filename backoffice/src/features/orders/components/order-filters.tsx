import { Button } from '@harmony/shared';
import {
  ORDER_LIST_SORT_LABELS,
  ORDER_STATE_LABELS,
  PAYMENT_FILTER_LABELS,
  REFUND_STATE_LABELS,
  type OrderListSort,
} from '@harmony/shared/domain';
import { SelectField, TextField } from '@harmony/shared/forms';
import { useState, type FormEvent } from 'react';
import type { OrderListView } from '../types/staff-order';
import styles from './orders.module.css';

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The list's filters, applied together; the address keeps them. */
export function OrderFilters({
  view,
  onApply,
}: {
  view: OrderListView;
  onApply: (next: Partial<OrderListView>) => void;
}) {
  const [draft, setDraft] = useState(view);
  const set = (field: keyof OrderListView) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, after: '', q: draft.q.trim(), coupon: draft.coupon.trim() });
  };
  return (
    <form className={styles.filters} onSubmit={submit} role="search" aria-label="Orders">
      <TextField
        label="Search"
        type="search"
        value={draft.q}
        onChange={set('q')}
        hint="Order number, mobile, email or the start of a name"
      />
      <SelectField
        label="Status"
        placeholder="Any status"
        value={draft.status}
        onChange={set('status')}
        options={options(ORDER_STATE_LABELS)}
      />
      <SelectField
        label="Payment"
        placeholder="Any payment"
        value={draft.payment}
        onChange={set('payment')}
        options={options(PAYMENT_FILTER_LABELS)}
      />
      <SelectField
        label="Refund"
        placeholder="Any refund"
        value={draft.refund}
        onChange={set('refund')}
        options={options(REFUND_STATE_LABELS)}
      />
      {/* Folded on a phone's first screen; open whenever one of them is in use. */}
      <details
        className={styles.more}
        open={Boolean(view.coupon || view.from || view.to) || view.sort !== 'newest'}
      >
        <summary>Coupon, dates and sort</summary>
        <div className={styles.moreFields}>
          <TextField label="Coupon" value={draft.coupon} onChange={set('coupon')} autoComplete="off" />
          <TextField label="Placed from" type="date" value={draft.from} onChange={set('from')} />
          <TextField label="Placed to" type="date" value={draft.to} onChange={set('to')} />
          <label className={styles.sort}>
            Sort
            <select
              value={draft.sort}
              onChange={(event) => setDraft((d) => ({ ...d, sort: event.target.value as OrderListSort }))}
            >
              {options(ORDER_LIST_SORT_LABELS).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        </div>
      </details>
      <div className={styles.filterActions}>
        <Button type="submit">Show orders</Button>
        <Button
          variant="ghost"
          onClick={() =>
            onApply({ status: '', payment: '', coupon: '', from: '', to: '', q: '', sort: 'newest' })
          }
        >
          Clear filters
        </Button>
      </div>
    </form>
  );
}
