// A fixed "today" for the app code a test runs (age and date validators, message times), so a
// test written today still passes next year. Timers keep running on the real clock.

/** Noon in São Paulo on the sandbox's test date, so the date is the same in every time zone. */
export function pinClock(today: string): () => void {
  const RealDate = globalThis.Date;
  const fixed = new RealDate(`${today}T12:00:00-03:00`).getTime();
  class PinnedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(fixed);
      else super(...(args as [string | number]));
    }
    static now(): number {
      return fixed;
    }
  }
  globalThis.Date = PinnedDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
