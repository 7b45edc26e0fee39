import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { earlyEntry } from './build/early-entry';
import { precompress } from './build/precompress';
import { prerenderLogin } from './build/prerender-login';

/**
 * React and the router change rarely and every route needs them: one long-cached chunk. antd is left to the
 * automatic splitting so the login route only loads the components it renders.
 */
const REACT_VENDOR = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

export default defineConfig({
  base: '/',
  plugins: [react(), earlyEntry(), prerenderLogin(), precompress()],
  server: {
    proxy: { '/system-api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'react', test: REACT_VENDOR }] },
      },
    },
  },
});
