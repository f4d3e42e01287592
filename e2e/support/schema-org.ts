// schema.org's Product and BreadcrumbList as search engines read them for a product page (the
// properties Google's merchant listing and breadcrumb features name), as JSON Schemas checked with ajv.
import Ajv from 'ajv';

const url = { type: 'string', pattern: '^https?://' } as const;
const text = { type: 'string', minLength: 1 } as const;
const thing = (type: string, required: string[], properties: Record<string, unknown>) => ({
  type: 'object',
  required: ['@type', ...required],
  properties: { '@type': { const: type }, ...properties },
});

const PRODUCT = {
  ...thing('Product', ['@context', 'name', 'image', 'description', 'brand', 'offers'], {
    '@context': { const: 'https://schema.org' },
    name: text,
    image: { type: 'array', minItems: 1, items: url },
    description: text,
    sku: text,
    productID: text,
    url,
    brand: thing('Brand', ['name'], { name: text }),
    offers: thing('Offer', ['price', 'priceCurrency', 'availability', 'seller', 'url'], {
      price: { type: 'number', exclusiveMinimum: 0 },
      priceCurrency: { const: 'INR' },
      availability: {
        enum: [
          'https://schema.org/InStock',
          'https://schema.org/LimitedAvailability',
          'https://schema.org/OutOfStock',
        ],
      },
      itemCondition: { const: 'https://schema.org/NewCondition' },
      seller: thing('Organization', ['name'], { name: text, url }),
      url,
    }),
  }),
  // sku or productID: one identifier at least.
  anyOf: [{ required: ['sku'] }, { required: ['productID'] }],
};

const BREADCRUMBS = thing('BreadcrumbList', ['@context', 'itemListElement'], {
  '@context': { const: 'https://schema.org' },
  itemListElement: {
    type: 'array',
    minItems: 2,
    items: thing('ListItem', ['position', 'name', 'item'], {
      position: { type: 'integer', minimum: 1 },
      name: text,
      item: url,
    }),
  },
});

const ajv = new Ajv({ allErrors: true });
const validators = { Product: ajv.compile(PRODUCT), BreadcrumbList: ajv.compile(BREADCRUMBS) };

/** The schema's complaints about one JSON-LD object of that type (empty when it is valid). */
export function schemaOrgProblems(type: keyof typeof validators, data: unknown): string[] {
  const validate = validators[type];
  return validate(data)
    ? []
    : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);
}
