// Copies text to the clipboard and says so with the caller's notice (spec shell §4 "Text copied to
// clipboard", people §8 "Link Copied", "Copied!"); a failed copy is only logged (shell §8).
import { notify } from './toaster';

export async function copyText(text: string, successMessage: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    notify('success', successMessage);
    return true;
  } catch (error) {
    console.error('Could not copy to the clipboard', error);
    return false;
  }
}
