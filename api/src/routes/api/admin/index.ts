import type { FastifyPluginAsync } from 'fastify';
import auditRoutes from './audit';
import staffCouponRoutes from './coupons';
import dashboardRoutes from './dashboard';
import staffMailRoutes from './mails';
import staffMessageRoutes from './messages';
import staffOrderActionRoutes from './order-actions';
import staffOrderDetailRoutes from './order-detail';
import staffOrderRoutes from './orders';
import staffProductPictureRoutes from './products-pictures';
import staffProductRoutes from './products';
import staffRoutes from './staff';
import staffStockRoutes from './stock';

/**
 * /api/admin/*: the back office's api. Every route is behind staffOnly(area): 401 signed out, 403 for a
 * shopper or a role that may not use the area (BACKOFFICE_AREAS in shared's domain).
 */
const adminRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(staffRoutes);
  await fastify.register(dashboardRoutes);
  await fastify.register(auditRoutes);
  await fastify.register(staffOrderRoutes);
  await fastify.register(staffOrderDetailRoutes);
  await fastify.register(staffOrderActionRoutes);
  await fastify.register(staffMessageRoutes);
  await fastify.register(staffMailRoutes);
  await fastify.register(staffStockRoutes);
  await fastify.register(staffCouponRoutes);
  await fastify.register(staffProductRoutes);
  await fastify.register(staffProductPictureRoutes);
};

export default adminRoutes;
