import { defineConfig } from 'drizzle-kit';

// Migrations are generated once (npm run db:generate -w api) and applied at start for PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/invoice-schema.ts',
    './src/db/coupon-schema.ts',
    './src/db/staff-schema.ts',
    './src/db/fulfilment-schema.ts',
    './src/db/backoffice-schema.ts',
    './src/db/outbox-schema.ts',
    './src/db/cart-schema.ts',
    './src/db/sandbox-webhook-schema.ts',
  ],
  out: './drizzle',
});
