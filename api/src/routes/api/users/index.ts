import type { FastifyPluginAsync } from 'fastify';
import accountRoutes from './account';
import accountSettingsRoutes from './account-settings';
import contactChangeRoutes from './contact-change';
import myDataRoutes from './my-data';
import passwordRoutes from './password';
import profileRoutes from './profile';
import sessionRoutes from './session';

/**
 * /api/users/*: registration and login, sessions, profile and picture, password recovery, and the
 * customer's own account: password change, deletion, a copy of their data.
 */
const userRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(accountRoutes);
  await fastify.register(sessionRoutes);
  await fastify.register(profileRoutes);
  await fastify.register(passwordRoutes);
  await fastify.register(accountSettingsRoutes);
  await fastify.register(contactChangeRoutes);
  await fastify.register(myDataRoutes);
};

export default userRoutes;
