declare module 'virtual:credits' {
  import type { CreditedPackage } from '../credits-plugin';
  const credits: CreditedPackage[];
  export default credits;
}
