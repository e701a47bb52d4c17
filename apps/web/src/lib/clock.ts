import { systemClock, type Clock } from '@maple/shared/clock';

/**
 * The web app's one source of "now". Components read `appClock.now()` (in effects, handlers or
 * while rendering something time-relative); pure functions take `now` as a parameter so their
 * tests pass a fixed instant. The end-to-end suite moves the browser's time with Playwright's
 * `page.clock` rather than replacing this module.
 */
export const appClock: Clock = systemClock;
