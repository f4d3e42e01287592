import { z } from 'zod';
import { STAFF_ROLES } from '@harmony/shared/domain';
import { AddressSchema } from './addresses';
import { idParam } from './common';
import { OrderSchema } from './orders';

const text = (example: string) =>
  z
    .string()
    .nullish()
    .meta({ examples: [example] });

// Types only: blank or missing fields reach the domain validators, which own the words shown to shoppers.
export const SignupBodySchema = z
  .object({
    fullname: text('Asha Menon'),
    email: text('asha@example.in'),
    contact_number: text('9876543210'),
    password: text('a secret'),
    address: text('12 MG Road, Indiranagar'),
    state: text('Karnataka'),
    city: text('Bengaluru'),
    pincode: text('560001'),
  })
  .meta({ id: 'Registration' });

export type SignupBody = z.infer<typeof SignupBodySchema>;

export const LoginBodySchema = z
  .object({
    emailOrContact: text('asha@example.in'),
    password: text('a secret'),
  })
  .meta({ id: 'Login' });

export const UserSchema = z
  .object({
    id: z.number().int(),
    fullname: z.string(),
    email: z.string(),
    contact_number: z.string(),
    profile_image: z
      .string()
      .nullable()
      .meta({ examples: ['/uploads/profile/3f1c….webp', null] }),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    pincode: z.string(),
    created_at: z.string().meta({ description: 'ISO 8601' }),
    addresses: z.array(AddressSchema),
    billing_address_id: z.number().int().nullable().meta({ description: 'The default billing address' }),
    shipping_address_id: z.number().int().nullable().meta({ description: 'The default shipping address' }),
    pending_email: z
      .string()
      .nullable()
      .meta({ description: 'A new email waiting for its confirmation link; null when none' }),
    pending_contact_number: z
      .string()
      .nullable()
      .meta({ description: 'A new mobile number waiting for its confirmation link; null when none' }),
    staff_roles: z.array(z.enum(STAFF_ROLES)).meta({
      description:
        "The account's back-office roles; empty for a shopper (the shop shows staff an Admin link)",
    }),
  })
  .meta({ id: 'User' });

export type User = z.infer<typeof UserSchema>;

export const LoginAnswerSchema = z
  .object({ accessToken: z.string(), user: UserSchema, message: z.string() })
  .meta({ id: 'LoginAnswer' });

export const AccessTokenSchema = z.object({ accessToken: z.string() }).meta({ id: 'AccessToken' });

export const UserParamsSchema = z.object({ id: idParam('User id') });

export const ProfileBodySchema = z
  .object({
    fullname: text('Asha Menon'),
    email: text('asha@example.in'),
    contact_number: text('9876543210'),
    current_password: text('secret-123').meta({
      description: 'Needed only when the email or the mobile number changes',
    }),
  })
  .meta({ id: 'ProfileChange' });

export const ContactTokenBodySchema = z
  .object({ token: text('the token from the link') })
  .meta({ id: 'ContactChangeToken' });

export type ProfileBody = z.infer<typeof ProfileBodySchema>;

export const ProfileUpdatedSchema = z
  .object({ message: z.string(), user: UserSchema })
  .meta({ id: 'ProfileUpdated' });

export const ImageUploadedSchema = z
  .object({ message: z.string(), profileImage: z.string() })
  .meta({ id: 'ImageUploaded' });

export const ForgetPasswordBodySchema = z
  .object({ emailOrContact: text('asha@example.in') })
  .meta({ id: 'ForgetPassword' });

export const ResetPasswordBodySchema = z
  .object({
    emailOrContact: text('asha@example.in'),
    otp: text('123456'),
    token: text('the token from the mailed link'),
    newPassword: text('a new secret'),
  })
  .meta({
    id: 'ResetPassword',
    description: 'Either {emailOrContact, otp, newPassword} or {token, newPassword}',
  });

export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

export const ChangePasswordBodySchema = z
  .object({ currentPassword: text('the current secret'), newPassword: text('a new secret') })
  .meta({ id: 'ChangePassword' });

export const DeleteAccountBodySchema = z
  .object({
    confirmation: text('DELETE').meta({ description: 'The word DELETE, typed by the customer' }),
    password: text('the current secret'),
  })
  .meta({ id: 'DeleteAccount' });

export const MyDataSchema = z
  .object({
    exported_at: z.string().meta({ description: 'ISO 8601' }),
    profile: UserSchema.omit({ addresses: true, billing_address_id: true, shipping_address_id: true }),
    addresses: z.array(AddressSchema),
    orders: z.array(OrderSchema).meta({ description: 'Every order placed, paid or not, oldest first' }),
  })
  .meta({ id: 'MyData', description: 'Everything the shop keeps about the customer, amounts in paise' });
