/**
 * Copies text to the clipboard. Spec section 8: "Clipboard copy failure: falls back to a prompt
 * dialog", so when the Clipboard API is missing or refused (insecure context, denied permission)
 * the text is shown in `window.prompt`, selected, for the player to copy by hand.
 */
export async function copyText(text: string, promptLabel: string): Promise<'copied' | 'prompted'> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    window.prompt(promptLabel, text);
    return 'prompted';
  }
}
