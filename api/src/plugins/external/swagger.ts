import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * OpenAPI built from the routes' zod schemas: UI at /api/docs, the document at /api/docs/json. Not served
 * in production unless PUBLIC_API_DOCS=1: a map of every route helps an attacker more than a shopper.
 */
export default fp<{ serve: boolean }>(
  async (fastify, { serve }) => {
    if (!serve) return;
    await fastify.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Harmony API',
          description:
            'Catalogue, contact form and shop services of the Harmony store. Prices are in rupees.',
          version: '1.0.0',
        },
        tags: [
          { name: 'health', description: 'Liveness and database check' },
          { name: 'products', description: 'The catalogue' },
          { name: 'images', description: 'Product pictures' },
          { name: 'contact', description: 'Contact form' },
          { name: 'users', description: 'Registration, login, sessions, profile, password recovery' },
          { name: 'addresses', description: "The logged-in user's addresses" },
          { name: 'pincodes', description: "India Post's PIN codes: a code's district, state and city" },
          { name: 'cart', description: "The logged-in user's server cart" },
          { name: 'orders', description: "The logged-in user's orders" },
          { name: 'coupons', description: 'Coupon codes: what one takes off a cart' },
          { name: 'payment', description: 'Checkout: gateway configuration, orders, verification, webhook' },
          { name: 'courier', description: "The courier's tracking webhook (Shiprocket, or its sandbox)" },
          { name: 'uploads', description: 'Uploaded profile pictures' },
          { name: 'admin', description: 'The back office: staff only, each route authorised by role' },
        ],
        components: {
          securitySchemes: {
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description: 'The accessToken of login or refresh-token',
            },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await fastify.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'swagger', dependencies: ['zod'] },
);
