import type { CaptchaService } from './service.js';
import type { CaptchaStore } from './store.js';

/** What the handler may know of a service made by `createCaptchaService`, kept off the service object itself. */
export interface ServiceInternals {
  /**
   * The store the host gave the service, if any: the handler counts its rate limit there when the store can
   * (`countHit`). The default store (this process's memory) counts nothing.
   */
  store: CaptchaStore | undefined;
  /** Whether `key` is the signing secret, compared by hash in constant time; the secret never leaves the service. */
  isSigningSecret(key: string): boolean;
}

const internals = new WeakMap<CaptchaService, ServiceInternals>();

/** Records the internals of a service as it is made. */
export function registerServiceInternals(service: CaptchaService, value: ServiceInternals): void {
  internals.set(service, value);
}

/** The internals of a service made by `createCaptchaService`; `undefined` for a service written by hand. */
export function serviceInternals(service: CaptchaService): ServiceInternals | undefined {
  return internals.get(service);
}
