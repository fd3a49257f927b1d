// The integration screens for the route table (one lazy chunk): /connect/slack (public, spec
// shell §2.1) and /humesign/ (inside the main layout, §2.2).
export {
  ConnectSlackPage as ConnectSlackRoute,
  ESignPage as ESignRoute,
} from '../../features/integrations/routes/integration-page';
