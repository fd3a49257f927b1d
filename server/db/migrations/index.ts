// Ordered list of migrations. Append new ones; never edit one that has shipped.
import type { Migration } from 'kysely';
import * as core from './0001-core';

export const migrations: Record<string, Migration> = {
  '0001-core': core,
};
