// The purchase-request module's routes (purchase_requisition/api/).
export { purchaseRequestRoutes } from './purchase-requests.routes';
