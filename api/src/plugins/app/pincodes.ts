import fp from 'fastify-plugin';
import { type PincodeDirectory, loadPincodeDirectory } from '../../pincodes/pincode-directory';

declare module 'fastify' {
  interface FastifyInstance {
    pincodes: PincodeDirectory;
  }
}

/** India's PIN codes in memory, read before the server listens so no shopper waits for the load. */
export default fp(
  async (fastify) => {
    fastify.decorate('pincodes', await loadPincodeDirectory());
  },
  { name: 'pincodes' },
);
