/** The image manifests, provided at build time by scripts/images/vite-plugin-images.ts. */
declare module 'virtual:convoy-images' {
  const vehicles: import('./image-set').ImageManifest['vehicles'];
  export default vehicles;
}

declare module 'virtual:convoy-og-images' {
  const og: import('./image-set').ImageManifest['og'];
  export default og;
}
