// The sign-in screen for the route table, in a chunk of its own rather than with the rest of the
// auth area (routes/auth.tsx): it is the first screen of most visits, and the other auth pages
// (sign-up, password flows, onboarding) and what they bring would only add to its first load.
export { SignInPage as SignInRoute } from '../../features/auth/routes/sign-in';
