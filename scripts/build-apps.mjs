// npm run build: production builds of the four apps (each deployable on its own from its dist/).
import { APPS, buildApps } from './lib/apps.mjs';

const only = process.argv.slice(2);
await buildApps(only.length ? APPS.filter((app) => only.includes(app.dir)) : APPS, { force: true });
