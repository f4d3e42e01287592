// Loaded before the api with `node --import` (api/package.json, deploy/ecosystem.config.cjs): tracing is
// on only when OTEL_EXPORTER_OTLP_ENDPOINT is set. Unset, nothing of OpenTelemetry's SDK is even
// loaded, so the checkout path costs what it did (the log mixin finds no span and adds nothing).
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-proto');
  const { BatchSpanProcessor } = await import('@opentelemetry/sdk-trace-base');
  const { startTracing } = await import('./tracing/tracing');
  // The exporter reads OTEL_EXPORTER_OTLP_ENDPOINT (and _HEADERS) itself, and sends to <endpoint>/v1/traces.
  const provider = startTracing(new BatchSpanProcessor(new OTLPTraceExporter()));
  // The spans of the last requests are sent before the process ends (server.ts exits on SIGTERM).
  process.once('beforeExit', () => void provider.shutdown());
}

export {};
