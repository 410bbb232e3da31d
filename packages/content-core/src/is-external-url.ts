// One definition for Node and browser code, with its tests, in the contract.
export { isExternalUrl } from '@kran/contract';
