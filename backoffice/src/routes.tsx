import { NotFoundPage } from '@harmony/shared';
import { Route, Routes } from '@harmony/shared/router';
import { areaRoutes } from '@harmony/shared/routes';
import type { ReactElement } from 'react';
import { OverviewPage } from './app/routes/overview-page';
import { BackofficeLayout } from './components/backoffice-layout';
import { BACKOFFICE_PAGES, type BackofficePath } from './config/pages';
import { AuditPage } from './features/audit/components/audit-page';
import { AreaGuard } from './features/access/components/area-guard';
import { StaffGate } from './features/access/components/staff-gate';
import { OrderDetailPage } from './features/orders/components/order-detail-page';
import { OrdersPage } from './features/orders/components/orders-page';
import { MailsPage } from './features/mails/components/mails-page';
import { MessagePage } from './features/messages/components/message-page';
import { MessagesPage } from './features/messages/components/messages-page';
import { ProductEditorPage } from './features/products/components/product-editor-page';
import { ProductsPage } from './features/products/components/products-page';
import { StaffPage } from './features/staff/components/staff-page';
import { StockDetailPage } from './features/stock/components/stock-detail-page';
import { StockPage } from './features/stock/components/stock-page';
import { CouponsPage } from './features/coupons/components/coupons-page';

/** The screen of each back-office route; the paths are the route table's (@harmony/shared/routes). */
const SCREENS: Record<BackofficePath, ReactElement> = {
  '/admin': <OverviewPage />,
  '/admin/orders': <OrdersPage />,
  '/admin/orders/:orderId': <OrderDetailPage />,
  '/admin/staff': <StaffPage />,
  '/admin/audit': <AuditPage />,
  '/admin/products': <ProductsPage />,
  '/admin/new-product': <ProductEditorPage />,
  '/admin/products/:productId': <ProductEditorPage />,
  '/admin/stock': <StockPage />,
  '/admin/stock/:productId': <StockDetailPage />,
  '/admin/coupons': <CouponsPage />,
  '/admin/messages': <MessagesPage />,
  '/admin/messages/:messageId': <MessagePage />,
  '/admin/mails': <MailsPage />,
};

/**
 * The back office, under /admin: staff only (the api says who may enter), in its own frame, each page
 * behind the area its role must open. The api refuses the same calls on its side.
 */
export default function BackofficeRoutes() {
  return (
    <StaffGate>
      {(me) => (
        <BackofficeLayout areas={me.areas}>
          <Routes>
            {areaRoutes('backoffice').map(({ path }) => (
              <Route
                key={path}
                path={path}
                element={<AreaGuard area={BACKOFFICE_PAGES[path].area}>{SCREENS[path]}</AreaGuard>}
              />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </BackofficeLayout>
      )}
    </StaffGate>
  );
}
