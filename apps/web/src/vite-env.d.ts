/// <reference types="vite/client" />

/** The root package.json version, injected by Vite. */
declare const __APP_VERSION__: string;
