import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Shiprocket's external API (v1/external) answered at the network boundary: a local HTTP server the
 * gateway is pointed at (SHIPROCKET_API_URL), answering in the shape of Shiprocket's documented samples
 * (apidocs.shiprocket.in) with the request's values put in. Tokens are checked as Shiprocket checks
 * them: a Bearer token from /auth/login, refused with 401 once revoked.
 */

export const SHIPROCKET_TEST_LOGIN = {
  email: 'api-user@harmony.example',
  password: 'shiprocket-api-password',
};

/** POST /auth/login: the API user as Shiprocket answers it, with its token. */
const LOGIN_ANSWER = {
  id: 921_314,
  first_name: 'API',
  last_name: 'User',
  email: SHIPROCKET_TEST_LOGIN.email,
  company_id: 25_149,
  created_at: '2026-01-05 10:12:44',
};

/** POST /orders/create/adhoc: Shiprocket's documented answer. */
const CREATED_ORDER = {
  status: 'NEW',
  status_code: 1,
  onboarding_completed_now: 0,
  awb_code: '',
  courier_company_id: '',
  courier_name: '',
};

/** POST /courier/assign/awb: Shiprocket's documented answer, in part (the shipper's address left out). */
const ASSIGNED_AWB = {
  courier_company_id: 142,
  cod: 0,
  awb_code_status: 1,
  assigned_date_time: { date: '2026-11-27 11:17:52.878599', timezone_type: 3, timezone: 'Asia/Kolkata' },
  applied_weight: 6,
  company_id: 25_149,
  courier_name: 'Delhivery Surface',
  child_courier_name: null,
  pickup_scheduled_date: '2026-11-27 14:00:00',
  routing_code: '',
  rto_routing_code: '',
  transporter_id: '',
  transporter_name: '',
};

/** POST /courier/generate/pickup: Shiprocket's documented answer. */
const PICKUP = {
  pickup_status: 1,
  response: {
    pickup_scheduled_date: '2026-11-28 10:00:00',
    pickup_token_number: 'Reference No: 194_BIGFOOT 1967893_11302022',
    status: 3,
    others: '{"data":"Pickup is scheduled for 2026-11-28"}',
    pickup_generated_date: { date: '2026-11-27 12:01:05.000000', timezone_type: 3, timezone: 'Asia/Kolkata' },
    data: 'Pickup is scheduled for 2026-11-28',
  },
};

export interface ShiprocketRequest {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export interface FakeShiprocket {
  /** The base URL, as SHIPROCKET_API_URL: …/v1/external. */
  url: string;
  requests: ShiprocketRequest[];
  /** How many times /auth/login gave a token. */
  logins(): number;
  /** Every token given so far is refused from now on (401), as an expired or revoked one is. */
  revokeTokens(): void;
  /** The next answer to the path replaces the documented one (once). */
  answerNext(path: string, status: number, body: unknown): void;
  close(): Promise<void>;
}

let sequence = 0;

export async function startFakeShiprocket(): Promise<FakeShiprocket> {
  const requests: ShiprocketRequest[] = [];
  const tokens = new Set<string>();
  const overrides: { path: string; status: number; body: unknown }[] = [];
  let logins = 0;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
      const path = (req.url ?? '').replace(/^\/v1\/external/, '').split('?')[0] ?? '';
      requests.push({ path, authorization: req.headers.authorization, body });
      const send = (status: number, answer: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer));
      };
      const i = overrides.findIndex((o) => o.path === path);
      if (i >= 0) {
        const [o] = overrides.splice(i, 1);
        return send(o!.status, o!.body);
      }
      if (req.method !== 'POST') return send(405, { message: 'Method not allowed', status_code: 405 });
      if (path === '/auth/login') {
        if (body.email !== SHIPROCKET_TEST_LOGIN.email || body.password !== SHIPROCKET_TEST_LOGIN.password) {
          return send(400, { message: 'Invalid email and password combination', status_code: 400 });
        }
        sequence += 1;
        logins += 1;
        const token = `eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.fake${sequence}.signature`;
        tokens.add(token);
        return send(200, { ...LOGIN_ANSWER, token });
      }
      const bearer = req.headers.authorization?.replace(/^Bearer /, '');
      if (!bearer || !tokens.has(bearer)) return send(401, { message: 'Unauthenticated.', status_code: 401 });
      if (path === '/orders/create/adhoc') {
        const required = [
          'order_id',
          'order_date',
          'pickup_location',
          'billing_customer_name',
          'billing_address',
          'billing_city',
          'billing_pincode',
          'billing_state',
          'billing_country',
          'billing_email',
          'billing_phone',
          'order_items',
          'payment_method',
          'sub_total',
          'length',
          'breadth',
          'height',
          'weight',
        ];
        const missing = required.filter((field) => body[field] === undefined || body[field] === '');
        if (missing.length > 0 || !['COD', 'Prepaid'].includes(String(body.payment_method))) {
          return send(422, {
            message: 'Oops! Invalid Data.',
            errors: Object.fromEntries(missing.map((field) => [field, [`The ${field} field is required.`]])),
            status_code: 422,
          });
        }
        sequence += 1;
        return send(200, {
          ...CREATED_ORDER,
          order_id: 281_248_000 + sequence,
          shipment_id: 16_090_000 + sequence,
        });
      }
      if (path === '/courier/assign/awb') {
        if (typeof body.shipment_id !== 'number') {
          return send(422, {
            message: 'Required field missing',
            errors: { shipment_id: ['The shipment id field is required.'] },
            status_code: 422,
          });
        }
        return send(200, {
          awb_assign_status: 1,
          response: {
            data: {
              ...ASSIGNED_AWB,
              awb_code: `1904142${String(body.shipment_id).padStart(8, '0')}`,
              shipment_id: body.shipment_id,
              order_id: body.shipment_id,
            },
          },
        });
      }
      if (path === '/courier/generate/pickup') {
        if (!Array.isArray(body.shipment_id)) {
          return send(422, { message: 'The shipment id field is required.', status_code: 422 });
        }
        return send(200, PICKUP);
      }
      return send(404, { message: 'Not found', status_code: 404 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/external`,
    requests,
    logins: () => logins,
    revokeTokens: () => tokens.clear(),
    answerNext: (path, status, body) => overrides.push({ path, status, body }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The api configured for Shiprocket, pointed at the fake. */
export const COURIER_TEST_TOKEN = 'courier-webhook-token-from-the-panel';
export function shiprocketConfig(fake: FakeShiprocket) {
  return {
    shiprocketEmail: SHIPROCKET_TEST_LOGIN.email,
    shiprocketPassword: SHIPROCKET_TEST_LOGIN.password,
    shiprocketApiUrl: fake.url,
    shiprocketTimeoutMs: 2000,
    courierWebhookToken: COURIER_TEST_TOKEN,
  };
}
