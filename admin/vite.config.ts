import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const ROOT = path.resolve(__dirname, '..')

/**
 * The school's console: its own build, served by the server under /admin/ (never part of the
 * learners' app). Each page is its own chunk; the libraries are one chunk of their own, so that
 * a new build of a page leaves them cached.
 */
export default defineConfig({
  root: __dirname,
  base: '/admin/',
  plugins: [react()],
  resolve: { alias: { '@common': path.join(ROOT, 'common') } },
  build: {
    outDir: process.env.ADMIN_OUT_DIR ?? path.join(ROOT, 'dist', 'admin'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2500,
    rollupOptions: {
      output: {
        // One chunk of the libraries (React, antd, Pro), apart from the pages: splitting them
        // further made chunks that import each other, which Rollup 3 starts in the wrong order.
        manualChunks: (id) => (id.includes('node_modules') ? 'vendor' : undefined),
      },
    },
  },
  server: { proxy: { '/admin/api': 'http://127.0.0.1:8080' } },
})
