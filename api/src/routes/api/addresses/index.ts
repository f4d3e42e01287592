import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  type AddressKind,
  type AddressType,
  addressTypeIncludes,
  normalizeEmail,
  normalizeMobile,
  parseAddressType,
  validateAddress,
} from '@harmony/shared/domain';
import {
  type AddressFields,
  createAddress,
  deleteAddress,
  findAddress,
  listAddresses,
  setDefaultAddress,
  toApiAddress,
  updateAddress,
} from '../../../db/addresses-repository';
import { HttpError } from '../../../http/http-errors';
import {
  AddressBodySchema,
  AddressListSchema,
  AddressParamsSchema,
  AddressSchema,
  DefaultAddressBodySchema,
} from '../../../schemas/addresses';
import { ErrorSchema, MessageSchema, authErrors } from '../../../schemas/common';
import { formError, trimmed } from '../../../http/form';
import { checkPincodeState } from '../../../pincodes/pincode-state';
import type { PincodeDirectory } from '../../../pincodes/pincode-directory';

type AddressBody = Parameters<typeof validateAddress>[0];

const notFound = () => new HttpError(404, ACCOUNT_MESSAGES.addressNotFound);

/** Validates an address payload (SPEC §5, and its pincode's state) and gives the fields to store. */
function addressFields(body: AddressBody, pincodes: PincodeDirectory): AddressFields {
  const problem = validateAddress(body);
  if (problem) throw formError(problem);
  const text = (value: unknown) => trimmed(value as string);
  checkPincodeState(pincodes, { pincode: text(body.pincode), state: text(body.state) });
  return {
    fullname: text(body.fullname),
    email: normalizeEmail(text(body.email)),
    contactNumber: normalizeMobile(body.contact_number)!,
    address: text(body.address),
    state: text(body.state),
    city: text(body.city),
    pincode: text(body.pincode),
    type: parseAddressType(body.type) as AddressType,
  };
}

const security = [{ bearerAuth: [] }];
const tags = ['addresses'];

/** /api/users/addresses: the token's user's addresses; anyone else's id is 404, as if it did not exist. */
const addressRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  fastify.addHook('onRequest', fastify.authenticate);

  fastify.get(
    '/api/users/addresses',
    {
      schema: {
        tags,
        security,
        summary: 'My addresses',
        description: 'Default billing/shipping addresses first, then the others oldest first.',
        response: { 200: AddressListSchema, ...authErrors },
      },
    },
    async (request) => (await listAddresses(db, request.userId)).map(toApiAddress),
  );

  fastify.get(
    '/api/users/addresses/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One of my addresses',
        params: AddressParamsSchema,
        response: { 200: AddressSchema, 404: ErrorSchema, ...authErrors },
      },
    },
    async (request) => {
      const row = await findAddress(db, request.userId, request.params.id);
      if (!row) throw notFound();
      return toApiAddress(row);
    },
  );

  fastify.post(
    '/api/users/addresses',
    {
      schema: {
        tags,
        security,
        summary: 'Add an address',
        description:
          'Saved with both default flags false (SPEC §5). A known pincode in another state than `state` ' +
          'is 400 on `pincode`.',
        body: AddressBodySchema,
        response: { 201: AddressSchema, ...authErrors },
      },
    },
    async (request, reply) => {
      const row = await createAddress(
        db,
        request.userId,
        addressFields(request.body, fastify.pincodes),
        fastify.config.now(),
      );
      return reply.code(201).send(toApiAddress(row));
    },
  );

  fastify.put(
    '/api/users/addresses/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change an address',
        description:
          'A default flag whose kind the new type leaves out is dropped. A known pincode in another ' +
          'state than `state` is 400 on `pincode`.',
        params: AddressParamsSchema,
        body: AddressBodySchema,
        response: { 200: AddressSchema, 404: ErrorSchema, ...authErrors },
      },
    },
    async (request) => {
      // Found first: someone else's id is 404 even with a bad payload.
      if (!(await findAddress(db, request.userId, request.params.id))) throw notFound();
      const row = await updateAddress(
        db,
        request.userId,
        request.params.id,
        addressFields(request.body, fastify.pincodes),
      );
      if (!row) throw notFound();
      return toApiAddress(row);
    },
  );

  fastify.delete(
    '/api/users/addresses/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete an address',
        params: AddressParamsSchema,
        response: { 200: MessageSchema, 404: ErrorSchema, ...authErrors },
      },
    },
    async (request) => {
      if (!(await deleteAddress(db, request.userId, request.params.id))) throw notFound();
      return { message: ACCOUNT_MESSAGES.addressDeleted };
    },
  );

  fastify.put(
    '/api/users/addresses/:id/default',
    {
      schema: {
        tags,
        security,
        summary: 'Make an address my default billing and/or shipping address',
        description:
          'The previous default of each kind given stops being one (one transaction). The address type ' +
          'must include that kind.',
        params: AddressParamsSchema,
        body: DefaultAddressBodySchema,
        response: { 200: MessageSchema, 404: ErrorSchema, ...authErrors },
      },
    },
    async (request) => {
      const kinds = (['billing', 'shipping'] as const).filter((kind) => request.body[kind] === true);
      const row = await findAddress(db, request.userId, request.params.id);
      if (!row) throw notFound();
      if (kinds.length === 0) throw new HttpError(400, ACCOUNT_MESSAGES.defaultKindRequired);
      const unfit = kinds.filter((kind: AddressKind) => !addressTypeIncludes(row.type, kind));
      if (unfit.length > 0) {
        throw new HttpError(400, unfit.map((kind) => ACCOUNT_MESSAGES.defaultNeedsType(kind)).join(' '));
      }
      await setDefaultAddress(db, request.userId, row.id, kinds);
      return { message: ACCOUNT_MESSAGES.defaultUpdated };
    },
  );
};

export default addressRoutes;
