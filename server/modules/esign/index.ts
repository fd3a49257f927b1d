// The e-signature module (/humesign/): requests sent through the configured provider.
export { esignRoutes } from './esign.routes';
