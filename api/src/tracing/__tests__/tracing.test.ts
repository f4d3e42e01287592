import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PassThrough } from 'node:stream';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { startTracing } from '../tracing';

// Before the api's modules are loaded (they are imported below), as instrumentation.ts does it.
const exporter = new InMemorySpanExporter();
const provider = startTracing(new SimpleSpanProcessor(exporter));
const { databaseTargets } = await import('../../test-support/databases');
const { startTestApp } = await import('../../test-support/test-app');
const { newUser } = await import('../../test-support/users');
const { checkoutBody } = await import('../../test-support/payments');
const { RAZORPAY_TEST_KEYS, razorpayConfig, startFakeRazorpay } =
  await import('../../test-support/fake-razorpay');

after(() => provider.shutdown());

for (const target of await databaseTargets()) {
  describe(`tracing on ${target.kind}`, () => {
    const logs: Record<string, unknown>[] = [];
    let t: Awaited<ReturnType<typeof startTestApp>>;
    let fake: Awaited<ReturnType<typeof startFakeRazorpay>>;
    let url: string;
    before(async () => {
      fake = await startFakeRazorpay(RAZORPAY_TEST_KEYS.keyId, RAZORPAY_TEST_KEYS.keySecret);
      const stream = new PassThrough();
      stream.on('data', (line: Buffer) => logs.push(JSON.parse(line.toString('utf8'))));
      t = await startTestApp(target, { ...razorpayConfig(fake), logLevel: 'info' }, undefined, {
        stream,
        level: 'info',
      });
      url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    after(async () => {
      await t.close();
      await fake.close();
    });

    test("one checkout's spans: its request, its statements and its gateway call; its trace id in its logs", async () => {
      const shopper = await newUser(t.app);
      const body = await checkoutBody(t.app, shopper, [{ product_id: 3, quantity: 1 }]);
      exporter.reset();
      const res = await fetch(`${url}/api/payment/create-order`, {
        method: 'POST',
        headers: { ...shopper.auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      assert.equal(res.status, 201, await res.text());

      const spans = exporter.getFinishedSpans();
      const request = spans.find(
        (span) =>
          span.kind === SpanKind.SERVER && span.attributes['http.route'] === '/api/payment/create-order',
      );
      assert.ok(request, `a request span among ${spans.map((span) => span.name).join(', ')}`);
      const traceId = request.spanContext().traceId;
      const ofTrace = spans.filter((span) => span.spanContext().traceId === traceId);
      const names = ofTrace.map((span) => span.name);
      assert.ok(
        names.includes('request') && names.some((name) => name.startsWith('handler - ')),
        `fastify's handler span in ${names.join(', ')}`,
      );
      // The gateway call: Razorpay's SDK posting the order to its API (the fake, on this machine).
      const fakePort = Number(new URL(fake.url).port);
      const gateway = ofTrace.find(
        (span) => span.kind === SpanKind.CLIENT && span.attributes['server.port'] === fakePort,
      );
      assert.ok(gateway, `a gateway call span in ${names.join(', ')}`);
      const statements = ofTrace.filter((span) => span.name.startsWith('pg.query'));
      // PGlite runs inside the process: no instrumentation sees its statements.
      if (target.kind === 'postgres') assert.ok(statements.length >= 3, `statements in ${names.join(', ')}`);
      else assert.equal(statements.length, 0);

      const requestId = res.headers.get('x-request-id');
      const lines = logs.filter((line) => line.reqId === requestId);
      assert.ok(lines.length >= 2, 'the request logged its start and end');
      for (const line of lines) assert.equal(line.trace_id, traceId, JSON.stringify(line));
    });
  });
}
