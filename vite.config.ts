// Vite: the PWA build and the dev server. In dev, every API module path is proxied to the API server.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { API_MODULES } from './contract/paths';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 8080}`;

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(API_MODULES.map((m) => [`/${m}/api/`, { target: apiTarget, changeOrigin: false }])),
  },
  build: { target: 'es2022', sourcemap: true },
});
