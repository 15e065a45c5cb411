import { useTestPasswordHashing } from './password-hashing';

// Each API test file's servers hash at the suites' cost (./password-hashing.ts says why).
useTestPasswordHashing();
