/**
 * A catalogue's shape from its English source: every text widened to `string`, so another
 * language's file is checked by the compiler for every section, key and parameter (README
 * "Languages"). The site's page catalogues and the provider's mail catalogues both use it.
 */
export type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : T extends readonly unknown[]
      ? { readonly [K in keyof T]: Widen<T[K]> }
      : T extends object
        ? { readonly [K in keyof T]: Widen<T[K]> }
        : T;
