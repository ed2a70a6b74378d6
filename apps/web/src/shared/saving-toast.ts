import type { TFunction } from 'i18next';
import { ApiError } from './api';
import { hideToast, showToast, updateToast } from './toast';

/**
 * Thrown by a save that stopped to ask the user something (the server's 'Participant with such name
 * already exists. Do you want to continue?'): a question, not a failure, so no error toast.
 */
export class SaveQuestion extends Error {
  constructor(readonly messageKey: string) {
    super(messageKey);
    this.name = 'SaveQuestion';
  }
}

/**
 * Runs a save with the spec's pending / success / error toasts (§8). The error toast names the
 * server's reason when it has one. Returns the result, or null when it failed. `isSuccess` tells an
 * answer that reports a failure of its own (e.g. validation errors to show) from a success: the
 * answer is still returned, with the error toast.
 */
export async function withSavingToasts<T>(
  texts: { pending: string; success: string; error: string },
  translate: TFunction,
  work: () => Promise<T>,
  isSuccess: (result: T) => boolean = () => true,
): Promise<T | null> {
  const id = await showToast({ message: texts.pending, loading: true, autoClose: false, withCloseButton: false });
  try {
    const result = await work();
    const ok = isSuccess(result);
    await updateToast({
      id,
      message: ok ? texts.success : texts.error,
      color: ok ? 'forest' : 'red',
      loading: false,
      autoClose: 1500,
      withCloseButton: true,
    });
    return result;
  } catch (error) {
    if (error instanceof SaveQuestion) {
      await hideToast(id);
      return null;
    }
    const reason =
      // The error's fields fill the message's placeholders ('Class order not found for class {{class}}').
      error instanceof ApiError && error.messageKey !== 'errors.internal'
        ? ` — ${translate(error.messageKey, { ...error.fields, ...error.values })}`
        : '';
    await updateToast({
      id,
      message: texts.error + reason,
      color: 'red',
      loading: false,
      autoClose: 1500,
      withCloseButton: true,
    });
    return null;
  }
}
