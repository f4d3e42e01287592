import { rupeesToPaise } from '@harmony/shared/domain';
import type { NewProductRow } from '../schema';
import { accessories } from './accessories';
import { acStabilizers } from './ac-stabilizers';
import { extensionBoards } from './extension-boards';
import { homeStabilizers } from './home-stabilizers';
import type { SeedProduct } from './seed-product';

export const CATALOGUE: readonly SeedProduct[] = [
  ...acStabilizers,
  ...homeStabilizers,
  ...extensionBoards,
  ...accessories,
];

/** Table rows for the catalogue; each product's picture is <slug>.svg under api/assets/products/. */
export function catalogueRows(): (NewProductRow & { id: number })[] {
  return CATALOGUE.map((p) => ({
    id: p.id,
    slug: p.slug,
    title: p.title,
    brand: p.brand,
    stock: p.stock,
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
