/** The keys the test servers are configured with; both belong to the local fake, never to Stripe. */
export const FAKE_STRIPE_SECRET_KEY = "sk_test_fake_studyshelf";
export const TEST_WEBHOOK_SECRET = "whsec_test_studyshelf_local_fake";
