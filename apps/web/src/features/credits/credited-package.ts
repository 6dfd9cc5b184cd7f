/** One runtime dependency as installed when the app was built (made by credits-plugin.ts). */
export interface CreditedPackage {
  name: string;
  version: string;
  license: string;
  homepage: string | null;
  description: string;
  usedBy: string[];
}
