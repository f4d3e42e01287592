import { z } from 'zod';
import { BACKOFFICE_AREA_NAMES, STAFF_ROLES } from '@harmony/shared/domain';

const Role = z.enum(STAFF_ROLES);

export const StaffMeSchema = z
  .object({
    user_id: z.number().int(),
    roles: z.array(Role),
    areas: z.array(z.enum(BACKOFFICE_AREA_NAMES as [string, ...string[]])),
  })
  .meta({ id: 'StaffMe', description: "The caller's roles and the back-office areas they may open" });

export const StaffMemberSchema = z.object({
  user_id: z.number().int(),
  fullname: z.string(),
  email: z.string(),
  contact_number: z.string(),
  roles: z.array(Role),
});

export const StaffListSchema = z.array(StaffMemberSchema).meta({ id: 'StaffList' });

export const RoleChangeBodySchema = z.object({
  email_or_mobile: z.string().trim().min(1).max(254).meta({ description: 'The account, by email or mobile' }),
  role: Role,
});

export const RoleChangeSchema = z.object({
  user_id: z.number().int(),
  role: Role,
  changed: z.boolean().meta({ description: 'False when it was already granted, or not held' }),
});
