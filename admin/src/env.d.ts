// Vite bundles the stylesheets a module imports for their effect.
declare module '*.css'

// common/ reads the app's build target from process.env (routes.ts); the console never calls
// that, and Vite leaves process undefined in the browser.
declare const process: { env: Record<string, string | undefined> }
