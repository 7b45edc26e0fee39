import type { Envelope } from '../../../api/types';
import { feedback } from '../../../utils/feedback';

/**
 * Runs a call of the user screen and reports its answer: the server's message as a success or, on a refusal
 * (`success: false`), as a warning. A failed HTTP call has been reported by the HTTP client. Answers whether it
 * succeeded.
 */
export async function reportAnswer(call: () => Promise<Envelope<unknown>>): Promise<boolean> {
  try {
    const answer = await call();
    if (answer.success) feedback.message.success(answer.message);
    else feedback.message.warning(answer.message);
    return answer.success;
  } catch {
    return false;
  }
}
