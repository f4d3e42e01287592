import { NotFoundPage } from '@harmony/shared';
import { Route, Routes } from '@harmony/shared/router';
import { type AreaPath, areaRoutes } from '@harmony/shared/routes';
import type { ReactElement } from 'react';
import { HomePage } from './app/routes/home-page';
import { ProductDetailPage } from './features/products/components/product-detail-page';
import { ProductListPage } from './features/products/components/product-list-page';

/** The screen of each of the area's routes; the paths are the route table's (@harmony/shared/routes). */
const SCREENS: Record<AreaPath<'catalog'>, ReactElement> = {
  '/': <HomePage />,
  '/product': <ProductListPage />,
  '/description/:id': <ProductDetailPage />,
};

/** The catalog area: home (banner and grid), the product listing and product detail. */
export default function CatalogRoutes() {
  return (
    <Routes>
      {areaRoutes('catalog').map(({ path }) => (
        <Route key={path} path={path} element={SCREENS[path]} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
