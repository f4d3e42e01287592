// npm run build: production builds of the five apps (each deployable on its own from its dist/) and of
// the api (api/dist/, run by node). `npm run build -- catalog api` builds only those.
import { APPS, buildApi, buildApps } from './lib/apps.mjs';

const only = process.argv.slice(2);
await buildApps(only.length ? APPS.filter((app) => only.includes(app.dir)) : APPS, { force: true });
if (only.length === 0 || only.includes('api')) await buildApi({ force: true });
