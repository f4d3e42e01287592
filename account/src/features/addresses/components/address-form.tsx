import {
  Button,
  errorMessage,
  failedResponse,
  StatusMessage,
  useSessionStore,
  type Address,
  type AddressPayload,
  type FieldErrors,
  serverFieldErrors,
} from '@harmony/shared';
import { FormNotice, formStyles, type Notice } from '@harmony/shared/forms';
import { PLACE_FIELDS, validateAddress, type AddressField, type AddressType } from '@harmony/shared/account';
import { addressKinds } from '@harmony/shared/addresses';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ContactFields, PlaceFields } from '../../../components/contact-fields';
import { passesCheck } from '../../../utils/form-helpers';
import { usePincodeLookup } from '../../../hooks/use-pincode-lookup';
import { pincodeMismatch, withPincodeCheck } from '../../../utils/pincode-rules';
import { AddressNotSaved, fetchAddress, saveAddress } from '../api/addresses-api';
import { AddressTypeChoice } from './address-type-choice';
import styles from './address-form.module.css';

type TextFieldName = Exclude<AddressField, 'type'>;
type Values = Record<TextFieldName, string> & { billing: boolean; shipping: boolean };

const FIELDS: readonly AddressField[] = [...PLACE_FIELDS, 'type'];

const EMPTY: Values = {
  fullname: '',
  email: '',
  contact_number: '',
  address: '',
  state: '',
  city: '',
  pincode: '',
  billing: false,
  shipping: false,
};

function typeOf(values: Pick<Values, 'billing' | 'shipping'>): AddressType | '' {
  if (values.billing && values.shipping) return 'billing+shipping';
  if (values.billing) return 'billing';
  if (values.shipping) return 'shipping';
  return '';
}

function valuesOf(address: Address): Values {
  return {
    fullname: address.fullname ?? '',
    email: address.email ?? '',
    contact_number: address.contact_number ?? '',
    address: address.address ?? '',
    state: address.state ?? '',
    city: address.city ?? '',
    pincode: address.pincode ?? '',
    ...addressKinds(address.type),
  };
}

/** SPEC §8: the server's message, or 'Error saving address'; without an answer, try again later. */
function saveFailure(error: unknown): string {
  if (error instanceof AddressNotSaved) return 'Error saving address';
  if (failedResponse(error)) return errorMessage(error, 'Error saving address');
  return 'Failed to save address. Please try again.';
}

export interface AddressFormProps {
  /** Edit mode when present: the address is loaded first. */
  id?: number;
  /** Called once the address is saved. */
  onDone(address: Address): void;
  /** Back (page) or Cancel (inline). */
  onCancel(): void;
  cancelLabel?: string;
  headingLevel?: 1 | 2 | 3;
}

/** The address form (SPEC §2 Address form, §4, §5, §8): add, or edit when given an id. */
export function AddressForm({
  id,
  onDone,
  onCancel,
  cancelLabel = 'Cancel',
  headingLevel = 2,
}: AddressFormProps) {
  const editing = id !== undefined;
  const user = useSessionStore((state) => state.user);
  const formRef = useRef<HTMLFormElement>(null);
  const errorId = useId();
  const titleId = useId();
  const [values, setValues] = useState<Values>(() =>
    editing
      ? EMPTY
      : {
          ...EMPTY,
          fullname: user?.fullname ?? '',
          email: user?.email ?? '',
          contact_number: user?.contact_number ?? '',
        },
  );
  const [loading, setLoading] = useState(editing);
  const [loadError, setLoadError] = useState('');
  const [errors, setErrors] = useState<FieldErrors<AddressField>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved'>('idle');
  const pincode = usePincodeLookup(values.pincode);

  useEffect(() => {
    if (id === undefined) return;
    // A new id means a new form: callers key the component by it, so the state starts over.
    const controller = new AbortController();
    fetchAddress(id, controller.signal).then(
      (address) => {
        setValues(valuesOf(address));
        setLoading(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const reason = errorMessage(error, error instanceof Error ? error.message : 'Unknown error');
        setLoadError(`Failed to load address: ${reason}`);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [id]);

  const update = (patch: Partial<Values>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) {
        delete next[(key === 'billing' || key === 'shipping' ? 'type' : key) as AddressField];
      }
      return next;
    });
  };

  const text = (field: TextFieldName) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => update({ [field]: event.target.value }),
    error: errors[field],
    disabled: status !== 'idle',
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== 'idle') return;
    const type = typeOf(values);
    const problem = withPincodeCheck(
      validateAddress({ ...values, type }),
      pincodeMismatch(pincode.lookup, values.state),
    );
    if (!passesCheck(problem, formRef.current, FIELDS, { setErrors, setNotice })) return;
    const payload: AddressPayload = {
      fullname: values.fullname.trim(),
      email: values.email.trim(),
      contact_number: values.contact_number.trim(),
      address: values.address.trim(),
      state: values.state,
      city: values.city,
      pincode: values.pincode,
      type: type as AddressType,
    };
    setNotice(null);
    setStatus('saving');
    try {
      const saved = await saveAddress(payload, id);
      setStatus('saved');
      setNotice({ kind: 'success', text: 'Address saved.' });
      onDone(saved);
    } catch (error) {
      setStatus('idle');
      setErrors(serverFieldErrors(error, FIELDS));
      setNotice({ kind: 'error', text: saveFailure(error) });
    }
  };

  const Heading = `h${headingLevel}` as const;
  const title = editing ? 'Edit Address' : 'Add New Address';

  if (loading) return <StatusMessage busy>Loading...</StatusMessage>;

  if (loadError) {
    return (
      <section className={styles.form} aria-labelledby={titleId}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        <p role="alert" className={`${formStyles.notice} ${formStyles.error}`}>
          {loadError}
        </p>
        <div className={formStyles.actions}>
          <Button variant="ghost" onClick={onCancel}>
            {cancelLabel}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section className={styles.form} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      <form
        ref={formRef}
        className={formStyles.form}
        noValidate
        onSubmit={onSubmit}
        aria-busy={status === 'saving'}
      >
        <div className={formStyles.grid}>
          <ContactFields bind={text} />
          <PlaceFields
            bind={text}
            state={values.state}
            city={values.city}
            onChange={update}
            pincode={pincode}
            stateError={errors.state}
            cityError={errors.city}
            disabled={status !== 'idle'}
          />
          <AddressTypeChoice
            billing={values.billing}
            shipping={values.shipping}
            error={errors.type}
            disabled={status !== 'idle'}
            onChange={(kinds) => update(kinds)}
          />
        </div>
        <FormNotice errorId={errorId} notice={notice} />
        <div className={formStyles.actions}>
          <Button type="submit" disabled={status !== 'idle'}>
            {status === 'saving' ? 'Saving...' : editing ? 'Update Address' : 'Save Address'}
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={status === 'saving'}>
            {cancelLabel}
          </Button>
        </div>
      </form>
    </section>
  );
}
