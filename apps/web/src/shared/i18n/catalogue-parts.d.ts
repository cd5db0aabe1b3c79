// The two parts of a language's catalogue (apps/web/i18n-parts.ts splits them at build time).
declare module '*.json?part=core' {
  type Catalogue = { [key: string]: string | Catalogue };
  const catalogue: Catalogue;
  export default catalogue;
}
declare module '*.json?part=rest' {
  type Catalogue = { [key: string]: string | Catalogue };
  const catalogue: Catalogue;
  export default catalogue;
}
