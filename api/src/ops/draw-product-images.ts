import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRODUCT_ASSETS_DIR } from '../images/product-images';
import { CATALOGUE_ART } from '../images/product-art/catalogue-art';

// Redraws api/assets/products/*.svg from the drawing code; the files are committed, so this runs only
// when a picture changes (then give the file a new name: the api serves pictures as immutable).
const outDir = process.argv[2] ? path.resolve(process.argv[2]) : PRODUCT_ASSETS_DIR;
await mkdir(outDir, { recursive: true });
for (const [slug, draw] of Object.entries(CATALOGUE_ART)) {
  await writeFile(path.join(outDir, `${slug}.svg`), draw(), 'utf8');
}
console.info(`wrote ${Object.keys(CATALOGUE_ART).length} pictures to ${outDir}`);
