import {
  type BusinessBuyer,
  type BusinessBuyerErrors,
  GSTIN_MESSAGES,
  checkBusinessBuyer,
} from '@harmony/shared/gstin';
import { useCallback, useMemo, useState } from 'react';

export interface BusinessBuyerForm {
  /** The shopper ticked the business invoice: the fields are open and their values are sent. */
  wanted: boolean;
  gstin: string;
  legalName: string;
  /** Each field's message, shared's words (the api refuses with the same ones). */
  errors: BusinessBuyerErrors;
  /** Asks the fields to focus their first message (a counter: each failed Pay asks again). */
  focusRequest: number;
  /** The buyer to send with create-order: null without the box ticked (or a form not yet right). */
  buyer: BusinessBuyer | null;
  setWanted(wanted: boolean): void;
  setGstin(value: string): void;
  setLegalName(value: string): void;
  /** A field was left: its own message, if it has one (an empty field is judged only at Pay). */
  blur(field: keyof BusinessBuyerErrors): void;
  /** Before Pay: true when the form may go; else every message is shown and the first field focused. */
  confirm(): boolean;
  /** create-order refused the fields (400, its words per field). */
  refuse(errors: BusinessBuyerErrors): void;
}

/** Ticked with nothing typed is a field to fill, not a consumer's order. */
function judge(gstin: string, legalName: string) {
  const checked = checkBusinessBuyer({ gstin, legalName });
  if (checked.ok && !checked.buyer) return { ok: false as const, errors: { gstin: GSTIN_MESSAGES.required } };
  return checked;
}

/**
 * The optional "GSTIN (for a business invoice)" of the order confirmation, with the buyer's legal name:
 * judged by shared's rule as the shopper leaves a field and again at Pay. Unticking keeps what was
 * typed (ticking again brings it back) but sends nothing.
 */
export function useBusinessBuyer(): BusinessBuyerForm {
  const [wanted, setWantedState] = useState(false);
  const [gstin, setGstinState] = useState('');
  const [legalName, setLegalNameState] = useState('');
  const [errors, setErrors] = useState<BusinessBuyerErrors>({});
  const [focusRequest, setFocusRequest] = useState(0);

  const buyer = useMemo(() => {
    if (!wanted) return null;
    const checked = checkBusinessBuyer({ gstin, legalName });
    return checked.ok ? checked.buyer : null;
  }, [wanted, gstin, legalName]);

  const setWanted = useCallback((value: boolean) => {
    setWantedState(value);
    setErrors({});
  }, []);
  // A field being typed in loses its message until it is left again.
  const setGstin = useCallback((value: string) => {
    setGstinState(value);
    setErrors(({ gstin: _, ...rest }) => rest);
  }, []);
  const setLegalName = useCallback((value: string) => {
    setLegalNameState(value);
    setErrors(({ legalName: _, ...rest }) => rest);
  }, []);

  const blur = useCallback(
    (field: keyof BusinessBuyerErrors) => {
      const typed = field === 'gstin' ? gstin : legalName;
      if (!typed.trim()) return;
      const checked = judge(gstin, legalName);
      const message = checked.ok ? undefined : checked.errors[field];
      setErrors((shown) => ({ ...shown, [field]: message }));
    },
    [gstin, legalName],
  );

  const confirm = useCallback(() => {
    if (!wanted) return true;
    const checked = judge(gstin, legalName);
    if (checked.ok) return true;
    setErrors(checked.errors);
    setFocusRequest((n) => n + 1);
    return false;
  }, [wanted, gstin, legalName]);

  const refuse = useCallback((refused: BusinessBuyerErrors) => {
    setErrors(refused);
    setFocusRequest((n) => n + 1);
  }, []);

  return {
    wanted,
    gstin,
    legalName,
    errors,
    focusRequest,
    buyer,
    setWanted,
    setGstin,
    setLegalName,
    blur,
    confirm,
    refuse,
  };
}
