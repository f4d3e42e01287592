// The api under pm2 (pm2-runtime in the foreground): `npm start` runs one process on the embedded
// database, `npm run start:prod` API_PROCESSES of them on PostgreSQL, each on its own port from API_PORT
// up (nginx's upstream lists them). A process that dies is started again after a growing pause; one that
// keeps dying within a minute of starting is given up on, and pm2-runtime then exits non-zero.
const path = require('node:path');

const processes = Math.max(1, Number(process.env.API_PROCESSES) || 1);

module.exports = {
  apps: [
    {
      name: 'api',
      cwd: path.join(__dirname, '..', 'api'),
      script: 'dist/server.js',
      // instrumentation.js starts tracing first when OTEL_EXPORTER_OTLP_ENDPOINT is set, else does nothing.
      node_args: ['--enable-source-maps', '--import=./dist/instrumentation.js'],
      exec_mode: 'fork',
      instances: processes,
      // PORT, PORT + 1, … for the instances.
      increment_var: 'PORT',
      // Production whatever NODE_ENV the caller had: the api then refuses the sandbox without Razorpay
      // keys, plain HTTP and the example coupons unless told otherwise, loudly (ALLOW_SANDBOX_PAYMENTS=1…).
      env: { PORT: Number(process.env.API_PORT) || 4000, NODE_ENV: 'production' },
      // A process counts as started when it is ready (api/src/server.ts sends 'ready' once GET
      // /api/health/ready first passes: migrated, its database answering), not merely forked; pm2
      // starts the instances one after another on that. After listen_timeout pm2 stops waiting.
      wait_ready: true,
      listen_timeout: 60_000,
      autorestart: true,
      // 250 ms, then half as long again each time, up to 15 s; back to 250 ms after 30 s of good running.
      exp_backoff_restart_delay: 250,
      // Five starts in a row that die within a minute: a crash loop, not a crash.
      min_uptime: 60_000,
      max_restarts: 5,
      // SIGINT (pm2's stop signal) lets the api finish the requests in flight; after 10 s it is killed.
      kill_timeout: 10_000,
      // The logs go to pm2-runtime's output (the terminal, journald, the container's log), not to files.
      out_file: '/dev/null',
      error_file: '/dev/null',
      time: false,
    },
  ],
};
