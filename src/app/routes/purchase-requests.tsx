// Route components of the purchase-request area (spec people §2 Purchase requests): create, all and
// details. One lazy chunk, none of it in the first load of another screen; every screen needs the
// purchase_request app.
import type { ReactNode } from 'react';
import { PurchaseRequired } from '../../features/purchase-requests/components/purchase-required';
import { CreatePurchaseRequestPage } from '../../features/purchase-requests/routes/create-purchase-request-page';
import { PurchaseRequestDetailsPage } from '../../features/purchase-requests/routes/purchase-request-details-page';
import { PurchaseRequestsPage } from '../../features/purchase-requests/routes/purchase-requests-page';

const guarded = (page: ReactNode) => <PurchaseRequired>{page}</PurchaseRequired>;

export const PurchaseRequestsRoute = () => guarded(<PurchaseRequestsPage />);
export const CreatePurchaseRequestRoute = () => guarded(<CreatePurchaseRequestPage />);
export const PurchaseRequestDetailsRoute = () => guarded(<PurchaseRequestDetailsPage />);
