import { rupeesToPaise } from '@harmony/shared/domain';
import type { NewProductRow } from '../schema';
import { accessories } from './accessories';
import { acStabilizers } from './ac-stabilizers';
import { applianceStabilizers } from './appliance-stabilizers';
import { extensionBoards } from './extension-boards';
import { mainlineStabilizers } from './mainline-stabilizers';
import type { CategorySlug, SeedProduct } from './seed-product';

/**
 * Each seed file is one category's shelf, with the HSN code of most of its products: 8504 voltage
 * stabilizers (static converters), 8536 sockets, plugs and surge protectors; a product may name its own.
 */
const SHELVES: readonly [CategorySlug, readonly SeedProduct[], string][] = [
  ['ac-stabilizers', acStabilizers, '8504'],
  ['mainline-stabilizers', mainlineStabilizers, '8504'],
  ['appliance-stabilizers', applianceStabilizers, '8504'],
  ['extension-boards', extensionBoards, '8536'],
  ['accessories', accessories, '8536'],
];

export const CATALOGUE: readonly (SeedProduct & { category: CategorySlug; hsn: string })[] = SHELVES.flatMap(
  ([category, shelf, hsn]) => shelf.map((product) => ({ ...product, category, hsn: product.hsn ?? hsn })),
);

/** Table rows for the catalogue; each product's picture is <slug>.svg under api/assets/products/. */
export function catalogueRows(): (NewProductRow & { id: number })[] {
  return CATALOGUE.map((p) => ({
    id: p.id,
    slug: p.slug,
    title: p.title,
    brand: p.brand,
    stock: p.stock,
    category: p.category,
    hsn: p.hsn,
    capacityValue: p.capacity?.value ?? null,
    capacityUnit: p.capacity?.unit ?? null,
    pricePaise: rupeesToPaise(p.price),
    originalPricePaise: p.original == null ? null : rupeesToPaise(p.original),
    imageFile: `${p.slug}.svg`,
    inputVoltage: p.input,
    outputVoltage: p.output,
    description: p.description,
    summary: p.summary,
    label: p.label ?? null,
    specs: p.specs,
  }));
}
