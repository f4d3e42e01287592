import fastifyCookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/** Reads and sets cookies (only the refresh token's, harmony_refresh, is used). Nothing is signed: the value is opaque. */
export default fp(
  async (fastify) => {
    await fastify.register(fastifyCookie);
  },
  { name: 'cookie' },
);
