import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const ROOT = path.resolve(__dirname, '..')

/**
 * The school's console: its own build, served by the server under /admin/ (never part of the
 * learners' app). Each page is its own chunk; antd and the Pro components are split apart so
 * that a new build of one page leaves the library chunks cached.
 */
export default defineConfig({
  root: __dirname,
  base: '/admin/',
  plugins: [react()],
  resolve: { alias: { '@common': path.join(ROOT, 'common') } },
  build: {
    outDir: process.env.ADMIN_OUT_DIR ?? path.join(ROOT, 'dist', 'admin'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      output: {
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined
          if (id.includes('@ant-design/pro-')) return 'pro-components'
          if (
            /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@remix-run)\//.test(
              id,
            )
          ) {
            return 'react'
          }
          return 'antd'
        },
      },
    },
  },
  server: { proxy: { '/admin/api': 'http://127.0.0.1:8080' } },
})
