import type { FastifyPluginAsync } from 'fastify';
import accountRoutes from './account';
import passwordRoutes from './password';
import profileRoutes from './profile';
import sessionRoutes from './session';

/** /api/users/*: registration and login, sessions, profile and picture, password recovery. */
const userRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(accountRoutes);
  await fastify.register(sessionRoutes);
  await fastify.register(profileRoutes);
  await fastify.register(passwordRoutes);
};

export default userRoutes;
