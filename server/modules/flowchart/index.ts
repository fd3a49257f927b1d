// The flowchart module's routes: the knowledge base's flow and decision charts.
export { flowchartRoutes } from './flowchart.routes';
