import { Button } from '@harmony/shared';
import {
  PRODUCT_FIELD_LABELS,
  PRODUCT_MESSAGES,
  PRODUCT_TEXT_FIELDS,
  type ProductField,
  type ProductFormValues,
} from '@harmony/shared/domain';
import styles from './products.module.css';

export const CONFLICT_TEXT = {
  title: `${PRODUCT_MESSAGES.changed}.`,
  explain:
    'What you typed is still in the form. Someone saved this product meanwhile; what they saved differs ' +
    'from yours here:',
  choose: 'Save again to replace it with yours, or load what was saved.',
  load: 'Load what was saved',
} as const;

/** The fields where the saved product differs from the form, with what is saved (long ones by name only). */
function differences(saved: ProductFormValues, typed: ProductFormValues) {
  const fields: ProductField[] = PRODUCT_TEXT_FIELDS.filter((field) => saved[field] !== typed[field]);
  if (JSON.stringify(saved.specs) !== JSON.stringify(typed.specs)) fields.push('specs');
  return fields.map((field) => ({
    field,
    saved: field === 'description' || field === 'specs' ? null : saved[field],
  }));
}

/**
 * A save refused because the product changed since the form was loaded: what differs, and the choice
 * between saving again over it and loading what was saved.
 */
export function ConflictNotice({
  saved,
  typed,
  onLoadSaved,
}: {
  saved: ProductFormValues;
  typed: ProductFormValues;
  onLoadSaved: () => void;
}) {
  return (
    <div className={styles.conflict} role="alert">
      <p>
        <strong>{CONFLICT_TEXT.title}</strong> {CONFLICT_TEXT.explain}
      </p>
      <ul>
        {differences(saved, typed).map(({ field, saved: value }) => (
          <li key={field}>
            {PRODUCT_FIELD_LABELS[field]}
            {value !== null && <>: saved as “{value || 'empty'}”</>}
          </li>
        ))}
      </ul>
      <p>{CONFLICT_TEXT.choose}</p>
      <Button variant="ghost" onClick={onLoadSaved}>
        {CONFLICT_TEXT.load}
      </Button>
    </div>
  );
}
