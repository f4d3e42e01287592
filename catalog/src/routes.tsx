import { NotFoundPage } from '@harmony/shared';
import { Route, Routes } from '@harmony/shared/router';
import { HomePage } from './app/routes/home-page';
import { ProductDetailPage } from './features/products/components/product-detail-page';
import { ProductListPage } from './features/products/components/product-list-page';

/** The catalog area: home (banner and grid), the product listing and product detail. */
export default function CatalogRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/product" element={<ProductListPage />} />
      <Route path="/description/:id" element={<ProductDetailPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
