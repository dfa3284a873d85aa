// The age step's lazy chunk (components/age-gate.tsx): its screens, the date rules and the
// contract's checks stay off the storefront's first download, which a verified shopper never needs.
export { AgeStepScreen } from './age-step-screen';
export { UnderageExitPage } from './underage-exit-page';
