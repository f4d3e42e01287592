import { createContext, useContext } from 'react';
import type { StaffMe } from '../types/staff-me';

export const StaffMeContext = createContext<StaffMe | null>(null);

/** Who is at the desk: inside StaffGate, which has read it from the api. */
export function useStaffMe(): StaffMe {
  const me = useContext(StaffMeContext);
  if (!me) throw new Error('useStaffMe is used outside StaffGate');
  return me;
}
