declare module 'virtual:credits' {
  /** One runtime dependency as installed when the app was built (see credits-plugin.ts). */
  interface CreditedPackage {
    name: string;
    version: string;
    license: string;
    homepage: string | null;
    description: string;
    usedBy: string[];
  }
  const credits: CreditedPackage[];
  export default credits;
}
