/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly PUBLIC_BRAND_NAME?: string;
  readonly PUBLIC_CONTACT_EMAIL?: string;
  readonly PUBLIC_SITE_URL?: string;
  readonly PUBLIC_BACKEND_URL?: string;
  readonly PUBLIC_ANON_KEY?: string;
  readonly PUBLIC_PRIVACY_URL?: string;
  readonly PUBLIC_TERMS_URL?: string;
  readonly PUBLIC_BOOKING_URL?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
