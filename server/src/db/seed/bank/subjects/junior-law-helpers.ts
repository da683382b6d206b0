/** The junior-law files' builders are the shared ones. */
export { caseOf, judge, multiple, single, sub } from './builders'
