import fp from 'fastify-plugin';
import { type PincodeDirectory, lazyPincodeDirectory } from '../../pincodes/pincode-directory';

declare module 'fastify' {
  interface FastifyInstance {
    pincodes: PincodeDirectory;
  }
}

/** India's PIN codes, read from their file on the first lookup (the server reads them ahead). */
export default fp(
  async (fastify) => {
    fastify.decorate('pincodes', lazyPincodeDirectory);
  },
  { name: 'pincodes' },
);
