// Builds the web app into dist/, which the server serves at `/`. In development the Vite server
// forwards the API and the websocket to the Canopy server so the app always talks same-origin.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const devServerOrigin = 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      '/api': { target: devServerOrigin },
      '/ws': { target: devServerOrigin, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // The libraries every page needs, in their own long-cached files: an app release then
        // re-downloads only the app's own code. Admin-only libraries stay in the admin chunk.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            {
              name: 'redux',
              test: /node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect)[\\/]/,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
});
