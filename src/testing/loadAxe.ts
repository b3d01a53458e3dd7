import type axeModule from 'axe-core';

/** The axe-core module (its default export). */
export type Axe = typeof axeModule;

/** What `loadAxe` says when axe-core, an optional peer dependency, is not installed. */
export const missingAxeMessage =
  'confab-ui/testing audits with axe-core, which is not installed: run `npm install --save-dev axe-core`.';

let loading: Promise<Axe> | undefined;

/**
 * Loads axe-core once, on the first audit. Rejects with an `Error` naming the package and the command to install
 * it when it is missing (the cause kept), rather than a bare resolution error. `importAxe` is for tests.
 */
export function loadAxe(importAxe: () => Promise<{ default: Axe }> = () => import('axe-core')): Promise<Axe> {
  loading ??= importAxe().then(
    (module) => module.default,
    (cause: unknown) => {
      loading = undefined;
      throw new Error(missingAxeMessage, { cause });
    },
  );
  return loading;
}
