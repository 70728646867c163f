/** The free allowance, a figure pages in the browser also show (the welcome banner). */

/** Spec section 9: a new account starts with 10 free downloads and 0 credits. */
export const FREE_DOWNLOADS_AT_START = 10;
