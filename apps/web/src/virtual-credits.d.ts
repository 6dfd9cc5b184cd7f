declare module 'virtual:credits' {
  // An ambient module cannot use a relative `import`, so the type is referenced inline.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const credits: import('./features/credits/credited-package').CreditedPackage[];
  export default credits;
}
