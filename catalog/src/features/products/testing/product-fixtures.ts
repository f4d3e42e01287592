import { SPEC_SECTIONS, type Product, type SpecSection } from '@harmony/shared';

function specs(): SpecSection[] {
  return SPEC_SECTIONS.map((section) => ({
    section,
    rows: [
      { label: `${section} label A`, value: `${section} value A` },
      { label: `${section} label B`, value: `${section} value B` },
    ],
  }));
}

/** A product as the api answers it; override any field. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 1;
  return {
    id,
    title: `Harmony Stabilizer ${id}`,
    brand: 'Harmony',
    price: '4,999',
    image: `/api/images/products/product-${id}.svg`,
    inputvoltage: '180-270 V',
    outputvoltage: '185-270 V',
    description: `<p>Description of product ${id}.</p><ul><li>Highlight one</li></ul>`,
    label: null,
    description1: `Summary of product ${id}.`,
    specs: specs(),
    stock: 20,
    ...overrides,
  };
}

export function makeProducts(count: number): Product[] {
  return Array.from({ length: count }, (_, index) => makeProduct({ id: index + 1 }));
}

/** What axios rejects with for an HTTP error status. */
export function httpError(status: number): Error {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data: { message: 'Not found' } },
  });
}
