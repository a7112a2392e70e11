/** The image manifest, provided at build time by scripts/images/vite-plugin-images.ts. */
declare module 'virtual:convoy-images' {
  const manifest: import('./image-set').ImageManifest;
  export default manifest;
}
