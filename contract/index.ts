// The contract between the PWA and the API server: zod schemas, inferred types, paths, error codes.
// It imports only zod, so both sides can depend on it without pulling each other in.
export * from './apps';
export * from './errors';
export * from './pagination';
export * from './account';
export * from './company';
export * from './attendance';
export * from './paths';
