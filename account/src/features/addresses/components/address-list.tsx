import { Button, confirmAction, errorMessage, showAlert, StatusMessage, type Address } from '@harmony/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { deleteAddress, fetchAddresses } from '../api/addresses-api';
import { sortAddresses } from '../utils/address-display';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';
import styles from './addresses.module.css';

type ListState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'success'; addresses: Address[] };

/**
 * My Addresses (SPEC §2 Profile): an Add New Address card that opens the form here, then one card per
 * saved address, defaults first. `onChange` tells the profile to refresh its default-address selects.
 */
export function AddressList({ onChange }: { onChange?: () => void }) {
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchAddresses(controller.signal).then(
      (addresses) => setState({ status: 'success', addresses: sortAddresses(addresses) }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Addresses could not be loaded', error);
        setState({ status: 'error', message: errorMessage(error, 'Failed to fetch addresses') });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const closeForm = () => {
    setAdding(false);
    requestAnimationFrame(() => addButton.current?.focus());
  };

  const remove = async (address: Address) => {
    const confirmed = await confirmAction('Delete this address?', '', 'Remove');
    if (!confirmed) return;
    setRemoving(address.id);
    try {
      await deleteAddress(address.id);
      setState((current) =>
        current.status === 'success'
          ? { ...current, addresses: current.addresses.filter((item) => item.id !== address.id) }
          : current,
      );
      onChange?.();
    } catch (error) {
      void showAlert(errorMessage(error, 'Failed to delete address'), 'error');
    } finally {
      setRemoving(null);
    }
  };

  return (
    <div className={styles.wrap}>
      {adding && (
        <div className={styles.formCard}>
          <AddressForm
            headingLevel={3}
            onCancel={closeForm}
            onDone={() => {
              closeForm();
              reload();
              onChange?.();
            }}
          />
        </div>
      )}
      <ul className={styles.grid} aria-busy={state.status === 'loading'}>
        <li className={styles.item}>
          <button
            ref={addButton}
            type="button"
            className={styles.addCard}
            aria-expanded={adding}
            onClick={() => setAdding((open) => !open)}
          >
            <span className={styles.plus} aria-hidden="true">
              +
            </span>
            Add New Address
          </button>
        </li>
        {state.status === 'success' &&
          state.addresses.map((address) => (
            <li key={address.id} className={styles.item}>
              <AddressCard address={address} onRemove={remove} removing={removing === address.id} />
            </li>
          ))}
      </ul>
      {state.status === 'loading' && <StatusMessage busy>Loading...</StatusMessage>}
      {state.status === 'success' && state.addresses.length === 0 && (
        <StatusMessage>No addresses found.</StatusMessage>
      )}
      {state.status === 'error' && (
        <div className={styles.failed}>
          <p role="alert">{state.message}</p>
          <Button
            variant="ghost"
            onClick={() => {
              setState({ status: 'loading' });
              reload();
            }}
          >
            Try again
          </Button>
        </div>
      )}
    </div>
  );
}
