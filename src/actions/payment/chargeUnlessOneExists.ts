// A Pix or boleto is asked for only while the proposal has no charge that may still land. The API
// answers 409 when it already has one: paid, or a card still waiting for the acquirer or the
// issuer (issue 28 item 1). Then no new charge is made and the flow tells the visitor to wait for
// the one under way (outcome `chargeExists`), instead of "OPS!" with a button to pay again.
import type { ApiError } from '../../api/errors.ts';

/** The call's answer, or null when the API says the proposal already has a live or paid charge. */
export async function chargeUnlessOneExists<T>(call: () => Promise<T>, apiError: typeof ApiError): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof apiError && error.status === 409) return null;
    throw error;
  }
}
