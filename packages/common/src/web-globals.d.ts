// The common package is built without DOM or Node types, so the code stays free of either; these
// few WHATWG globals exist in both browsers and Node (18+) and are declared here as far as used.
declare class URLSearchParams {
  get(name: string): string | null;
  set(name: string, value: string): void;
  delete(name: string): void;
}
declare class URL {
  constructor(url: string, base?: string);
  href: string;
  protocol: string;
  hostname: string;
  pathname: string;
  username: string;
  password: string;
  readonly searchParams: URLSearchParams;
}
/** Base64 of a string of Latin-1 characters. */
declare function btoa(data: string): string;
