import type { CatalogFacets } from '@harmony/shared';
import {
  CATALOG_SORTS,
  NO_FILTERS,
  capacityToken,
  parseCapacity,
  type CatalogQuery,
  type CatalogSort,
} from '@harmony/shared/catalog-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styles from './catalog-filters.module.css';

export const SORT_LABELS: Record<CatalogSort, string> = {
  relevance: 'Relevance',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  newest: 'Newest',
  name: 'Name',
};

export interface CatalogFiltersProps {
  query: CatalogQuery;
  /** What the current results can be narrowed to; undefined until the first page arrives. */
  facets: CatalogFacets | undefined;
  onChange(change: Partial<CatalogQuery>): void;
  /** Shown at the start of the row with the sort (how many products there are). */
  summary?: ReactNode;
}

const rupeesText = (value: number | null) => (value === null ? '' : String(value));

/**
 * Category, capacity, brand, price range, in stock only and the sort. A choice applies at once; the
 * price range applies with its button (or Enter), so typing a number does not search on every key.
 * On a phone the filters fold away behind one button; the sort stays in sight.
 */
export function CatalogFilters({ query, facets, onChange, summary }: CatalogFiltersProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  // The typed range follows the address (back, forward, Clear filters) and otherwise the typing.
  const addressPrices = `${rupeesText(query.minPrice)}-${rupeesText(query.maxPrice)}`;
  const [pricesFor, setPricesFor] = useState(addressPrices);
  const [minPrice, setMinPrice] = useState(rupeesText(query.minPrice));
  const [maxPrice, setMaxPrice] = useState(rupeesText(query.maxPrice));
  if (pricesFor !== addressPrices) {
    setPricesFor(addressPrices);
    setMinPrice(rupeesText(query.minPrice));
    setMaxPrice(rupeesText(query.maxPrice));
  }

  const capacity = query.capacity ? capacityToken(query.capacity) : '';
  const active = [
    query.category,
    query.brand,
    capacity,
    query.minPrice,
    query.maxPrice,
    query.inStock || null,
  ].filter((value) => value !== null && value !== '').length;
  const applyPrices = (event: FormEvent) => {
    event.preventDefault();
    const min = minPrice.trim() === '' ? null : Number(minPrice);
    const max = maxPrice.trim() === '' ? null : Number(maxPrice);
    onChange({ minPrice: min, maxPrice: max !== null && min !== null && max < min ? min : max });
  };

  return (
    <div className={styles.bar}>
      <div className={styles.top}>
        <div className={styles.summary}>{summary}</div>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-filters`}
          onClick={() => setOpen((value) => !value)}
        >
          Filters{active > 0 ? ` (${active})` : ''}
        </button>
        <label className={styles.sort}>
          <span>Sort by</span>
          <select
            value={query.sort}
            onChange={(event) => onChange({ sort: event.target.value as CatalogSort })}
          >
            {CATALOG_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <form
        id={`${id}-filters`}
        className={`${styles.filters} ${open ? styles.open : ''}`}
        aria-label="Filters"
        onSubmit={applyPrices}
      >
        <label className={styles.field}>
          <span>Category</span>
          <select
            value={query.category ?? ''}
            onChange={(event) => onChange({ category: event.target.value || null })}
          >
            <option value="">All categories</option>
            {facets?.categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name} ({category.count})
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>Capacity</span>
          <select
            value={capacity}
            onChange={(event) => onChange({ capacity: parseCapacity(event.target.value) })}
          >
            <option value="">Any capacity</option>
            {facets?.capacities.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label} ({option.count})
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>Brand</span>
          <select
            value={query.brand ?? ''}
            onChange={(event) => onChange({ brand: event.target.value || null })}
          >
            <option value="">All brands</option>
            {facets?.brands.map((brand) => (
              <option key={brand.name} value={brand.name}>
                {brand.name} ({brand.count})
              </option>
            ))}
          </select>
        </label>
        <fieldset className={styles.price}>
          <legend>Price (₹)</legend>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            aria-label="Lowest price in rupees"
            placeholder={facets?.price.min != null ? String(Math.floor(facets.price.min)) : 'Min'}
            value={minPrice}
            onChange={(event) => setMinPrice(event.target.value)}
          />
          <span aria-hidden="true">–</span>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            aria-label="Highest price in rupees"
            placeholder={facets?.price.max != null ? String(Math.ceil(facets.price.max)) : 'Max'}
            value={maxPrice}
            onChange={(event) => setMaxPrice(event.target.value)}
          />
          <button type="submit" className={styles.apply}>
            Apply
          </button>
        </fieldset>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={query.inStock}
            onChange={(event) => onChange({ inStock: event.target.checked })}
          />
          In stock only{facets ? ` (${facets.in_stock})` : ''}
        </label>
        {active > 0 && (
          <button type="button" className={styles.clear} onClick={() => onChange(NO_FILTERS)}>
            Clear filters
          </button>
        )}
      </form>
    </div>
  );
}
