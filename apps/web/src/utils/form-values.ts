import type { FormInstance } from 'antd';

/**
 * The form's values once every field is valid; null when one is not (its message shows under it). For click
 * handlers such as a modal's onOk, where validateFields' rejection would go unhandled; other errors still throw.
 */
export async function validValues<T>(form: FormInstance<T>): Promise<T | null> {
  try {
    return await form.validateFields();
  } catch (error) {
    if (error && typeof error === 'object' && 'errorFields' in error) return null;
    throw error;
  }
}
