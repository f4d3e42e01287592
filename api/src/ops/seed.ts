import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedCoupons } from '../db/seed/coupons';
import { seedCatalogue } from '../db/seed/seed-catalogue';

// `npm run seed -w api`: brings the schema up to date and writes the shipped catalogue over the same ids
// (the api's start-up seed only fills an empty table). Uses DATABASE_URL / DATA_DIR like the api.
const config = loadConfig();
const handle = await openDatabase(config.database, 'npm run seed');
try {
  const written = await handle.exclusive(async (db, migrate) => {
    await migrate();
    const coupons = config.seedExampleCoupons ? await seedCoupons(db) : 0;
    return { products: await seedCatalogue(db, 'upsert'), coupons };
  });
  // The example coupons are added when missing, never reset (their uses and the operator's disabling stay).
  console.info(
    `seeded ${written.products} products and ${written.coupons} example coupons into ${handle.kind}`,
  );
} finally {
  await handle.close();
}
