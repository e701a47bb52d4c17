// Vitest setup of the unit and time-matrix runs: passwords hashed at a test work factor
// (password-hashing.ts, decision 113). The end-to-end suite's apps keep the real scrypt.
import { useFastPasswordHashingForTests } from './password-hashing.ts';

useFastPasswordHashingForTests();
