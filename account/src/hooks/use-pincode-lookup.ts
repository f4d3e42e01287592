import { isPincode, type PincodePlace } from '@harmony/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchPincodePlace } from '../api/pincodes-api';

/** What the form knows of its pincode: nothing yet (not six digits, or no answer), or the answer. */
export type PincodeLookup =
  | { status: 'none' }
  | { status: 'loading'; pincode: string }
  | { status: 'known'; place: PincodePlace }
  | { status: 'unknown'; pincode: string };

/** The api's answer for a code; undefined when none came (the form then says nothing). */
interface Answer {
  pincode: string;
  place: PincodePlace | null | undefined;
}

export interface PincodeLookupApi {
  lookup: PincodeLookup;
  /**
   * The shopper typed this code: once its place is known, `fill` gets it, unless another code was
   * typed meanwhile. A saved address's code, loaded into the form, fills nothing.
   */
  typed(pincode: string, fill: (place: PincodePlace) => void): void;
}

/** Looks up the form's pincode as it changes, one request per code. */
export function usePincodeLookup(pincode: string): PincodeLookupApi {
  const requests = useRef(new Map<string, Promise<PincodePlace | null>>());
  const lastTyped = useRef('');
  const [answer, setAnswer] = useState<Answer>();

  const placeOf = useCallback((code: string) => {
    let request = requests.current.get(code);
    if (!request) {
      request = fetchPincodePlace(code);
      requests.current.set(code, request);
      // A failed request is tried again the next time the code is typed.
      request.catch(() => requests.current.delete(code));
    }
    return request;
  }, []);

  useEffect(() => {
    if (!isPincode(pincode) || answer?.pincode === pincode) return;
    let current = true;
    placeOf(pincode).then(
      (place) => current && setAnswer({ pincode, place }),
      () => current && setAnswer({ pincode, place: undefined }),
    );
    return () => {
      current = false;
    };
  }, [pincode, answer, placeOf]);

  const typed = useCallback(
    (code: string, fill: (place: PincodePlace) => void) => {
      lastTyped.current = code;
      if (!isPincode(code)) return;
      placeOf(code).then(
        (place) => {
          if (place && lastTyped.current === code) fill(place);
        },
        () => {},
      );
    },
    [placeOf],
  );

  return { lookup: lookupOf(pincode, answer), typed };
}

function lookupOf(pincode: string, answer: Answer | undefined): PincodeLookup {
  if (!isPincode(pincode)) return { status: 'none' };
  if (answer?.pincode !== pincode) return { status: 'loading', pincode };
  if (answer.place) return { status: 'known', place: answer.place };
  return answer.place === null ? { status: 'unknown', pincode } : { status: 'none' };
}
