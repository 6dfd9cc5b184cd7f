/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The key the map sends to /api/ais/stream; DEFAULT_AIS_CLIENT_KEY when not set at build time. */
  readonly VITE_AIS_CLIENT_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
