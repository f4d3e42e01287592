import type { FastifyPluginAsync } from 'fastify';
import staffOrderDetailRoutes from './order-detail';
import staffOrderRoutes from './orders';
import staffRoutes from './staff';

/**
 * /api/admin/*: the back office's api. Every route is behind staffOnly(area): 401 signed out, 403 for a
 * shopper or a role that may not use the area (BACKOFFICE_AREAS in shared's domain).
 */
const adminRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(staffRoutes);
  await fastify.register(staffOrderRoutes);
  await fastify.register(staffOrderDetailRoutes);
};

export default adminRoutes;
