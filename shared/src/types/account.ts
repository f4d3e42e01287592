import type { AddressType } from '../domain/account';
import type { StaffRole } from '../domain/staff';

/** A saved address (SPEC §3). `type` may arrive joined by '+' or as a list; the api answers the text form. */
export interface Address {
  id: number;
  fullname: string;
  email: string;
  contact_number: string;
  address: string;
  state: string;
  city: string;
  pincode: string;
  type: AddressType;
  is_default_billing: boolean;
  is_default_shipping: boolean;
  created_at: string;
}

export type AddressPayload = Omit<
  Address,
  'id' | 'created_at' | 'is_default_billing' | 'is_default_shipping'
>;

/** The signed-in customer as GET /api/users/profile answers. */
export interface UserProfile {
  id: number;
  fullname: string;
  email: string;
  contact_number: string;
  profile_image: string | null;
  address: string;
  city: string;
  state: string;
  pincode: string;
  created_at: string;
  addresses: Address[];
  billing_address_id: number | null;
  shipping_address_id: number | null;
  /** A new email or mobile number waiting for its confirmation link (absent from older answers). */
  pending_email?: string | null;
  pending_contact_number?: string | null;
  /** The account's back-office roles: none for a shopper (absent from older answers). */
  staff_roles?: StaffRole[];
}
