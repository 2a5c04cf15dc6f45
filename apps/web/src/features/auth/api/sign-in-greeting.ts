import { PRODUCT_NAME } from '@northstar/shared/brand';

/** The toast after signing in: "Welcome back" only for someone who has signed in before. */
export function signInGreeting(firstName: string | undefined, signedInBefore: boolean): string {
  const name = firstName?.trim();
  if (signedInBefore) return name ? `Welcome back, ${name}` : 'Welcome back';
  return name ? `Welcome to ${PRODUCT_NAME}, ${name}` : `Welcome to ${PRODUCT_NAME}`;
}
