import { rupeesToPaise } from '@harmony/shared/domain';
import type { NewProductRow } from '../schema';
import { accessories } from './accessories';
import { acStabilizers } from './ac-stabilizers';
import { applianceStabilizers } from './appliance-stabilizers';
import { extensionBoards } from './extension-boards';
import { mainlineStabilizers } from './mainline-stabilizers';
import type { CategorySlug, SeedProduct } from './seed-product';

/** Each seed file is one category's shelf. */
const SHELVES: readonly [CategorySlug, readonly SeedProduct[]][] = [
  ['ac-stabilizers', acStabilizers],
  ['mainline-stabilizers', mainlineStabilizers],
  ['appliance-stabilizers', applianceStabilizers],
  ['extension-boards', extensionBoards],
  ['accessories', accessories],
];

export const CATALOGUE: readonly (SeedProduct & { category: CategorySlug })[] = SHELVES.flatMap(
  ([category, shelf]) => shelf.map((product) => ({ ...product, category })),
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
