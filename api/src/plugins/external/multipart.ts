import fastifyMultipart from '@fastify/multipart';
import fp from 'fastify-plugin';

/** The largest profile picture accepted (before re-encoding). */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

/**
 * multipart/form-data for pictures only (a profile's, a product's): one file of at most 2 MB (the edge
 * takes 3 MB, scripts/lib/edge-policy.mjs) and a few short fields. Files are read by the route
 * (readUploadParts); nothing is written to a temporary folder.
 */
export default fp(
  async (fastify) => {
    await fastify.register(fastifyMultipart, {
      limits: {
        fileSize: MAX_UPLOAD_BYTES,
        files: 1,
        fields: 5,
        fieldSize: 1024,
        parts: 10,
        headerPairs: 50,
      },
    });
  },
  { name: 'multipart' },
);
