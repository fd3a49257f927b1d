// Custom fields (spec people §§3, 7): definitions (profile admins), their choices, and each staff
// member's values (the person and profile admins). A value is checked against its field's type; a
// choice field's value is one of its own choices.
import { sql } from 'kysely';
import type { z } from 'zod';
import type {
  CustomFieldDefinition,
  customFieldChoiceInputSchema,
  customFieldChoicePatchSchema,
  customFieldDefinitionInputSchema,
  customFieldDefinitionPatchSchema,
  StaffCustomField,
  staffCustomFieldInputSchema,
  staffCustomFieldPatchSchema,
} from '../../../contract/company-data';
import {
  CUSTOM_FIELD_CHOICE_INVALID,
  CUSTOM_FIELD_VALUE_INVALID,
  FIELD_REQUIRED,
} from '../../../contract/people-constants';
import type { Database } from '../../db/database';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { AuthContext } from '../../lib/route';
import { authorizeStaffEdit } from '../account/staff-access';
import { recordAction } from './action-history';
import { deleteNamedRow, updateNamedRow } from './named-rows';
import { keepForUndo, restoreFromTrash } from './trash';
import { definedOnly } from './values';

function definitionSelect(db: Database, companyId: number) {
  return db
    .selectFrom('custom_field_definitions as d')
    .select([
      'd.id',
      'd.name',
      'd.field_type',
      'd.is_required',
      'd.order',
      sql<CustomFieldDefinition['choices']>`coalesce((SELECT json_agg(json_build_object('id', c.id, 'label', c.label,
        'order', c."order", 'value_count', (SELECT count(*) FROM staff_custom_field_values v WHERE v.choice_id = c.id))
        ORDER BY c."order", c.id) FROM custom_field_choices c WHERE c.definition_id = d.id), '[]')`.as('choices'),
      sql<number>`(SELECT count(*)::int FROM staff_custom_field_values v WHERE v.definition_id = d.id)`.as(
        'value_count',
      ),
    ])
    .where('d.company_id', '=', companyId);
}

export const listDefinitions = (db: Database, companyId: number) =>
  definitionSelect(db, companyId).orderBy('d.order').orderBy('d.id').execute();

export async function getDefinition(db: Database, companyId: number, id: number) {
  const row = await definitionSelect(db, companyId).where('d.id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError();
  return row;
}

export async function createDefinition(
  db: Database,
  auth: AuthContext,
  input: z.output<typeof customFieldDefinitionInputSchema>,
) {
  const row = await db
    .insertInto('custom_field_definitions')
    .values({ company_id: auth.companyId, ...input })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordAction(db, auth, {
    action: 'create',
    entity: 'custom_field',
    entity_id: row.id,
    summary: `Created the custom field ${input.name}`,
  });
  return getDefinition(db, auth.companyId, row.id);
}

const DEFINITION = { table: 'custom_field_definitions', entity: 'custom_field', noun: 'custom field' } as const;

export async function updateDefinition(
  db: Database,
  auth: AuthContext,
  id: number,
  input: z.output<typeof customFieldDefinitionPatchSchema>,
) {
  await updateNamedRow(db, auth, DEFINITION, id, input);
  return getDefinition(db, auth.companyId, id);
}

/** Deletes a field with its choices and values, kept for an undo (trash.ts). */
export async function deleteDefinition(db: Database, auth: AuthContext, id: number) {
  await keepForUndo(db, auth, 'custom_field', id);
  await deleteNamedRow(db, auth, DEFINITION, id);
}

/** Undoes a deletion: the field, its choices and every value, as they were. */
export async function restoreDefinition(db: Database, auth: AuthContext, id: number) {
  await restoreFromTrash(db, auth, 'custom_field', id);
  const restored = await getDefinition(db, auth.companyId, id);
  await recordAction(db, auth, {
    action: 'create',
    entity: 'custom_field',
    entity_id: id,
    summary: `Restored the custom field ${restored.name}`,
  });
  return restored;
}

const CHOICE_COLUMNS = ['id', 'label', 'order'] as const;

export async function listChoices(db: Database, companyId: number, definitionId: number) {
  await getDefinition(db, companyId, definitionId);
  return db
    .selectFrom('custom_field_choices')
    .select(CHOICE_COLUMNS)
    .where('company_id', '=', companyId)
    .where('definition_id', '=', definitionId)
    .orderBy('order')
    .orderBy('id')
    .execute();
}

export async function createChoice(
  db: Database,
  auth: AuthContext,
  definitionId: number,
  input: z.output<typeof customFieldChoiceInputSchema>,
) {
  await getDefinition(db, auth.companyId, definitionId);
  const row = await db
    .insertInto('custom_field_choices')
    .values({ company_id: auth.companyId, definition_id: definitionId, ...input })
    .returning(CHOICE_COLUMNS)
    .executeTakeFirstOrThrow();
  await recordAction(db, auth, {
    action: 'create',
    entity: 'custom_field',
    entity_id: definitionId,
    summary: `Added the choice ${input.label}`,
  });
  return row;
}

export async function updateChoice(
  db: Database,
  auth: AuthContext,
  definitionId: number,
  choiceId: number,
  input: z.output<typeof customFieldChoicePatchSchema>,
) {
  const values = definedOnly(input);
  const row = await db
    .updateTable('custom_field_choices')
    .set(values)
    .where('company_id', '=', auth.companyId)
    .where('definition_id', '=', definitionId)
    .where('id', '=', choiceId)
    .returning(CHOICE_COLUMNS)
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  await recordAction(db, auth, {
    action: 'update',
    entity: 'custom_field',
    entity_id: definitionId,
    summary: `Changed choice #${choiceId}`,
    changes: values,
  });
  return row;
}

export async function deleteChoice(db: Database, auth: AuthContext, definitionId: number, choiceId: number) {
  await keepForUndo(db, auth, 'custom_field_choice', choiceId);
  const row = await db
    .deleteFrom('custom_field_choices')
    .where('company_id', '=', auth.companyId)
    .where('definition_id', '=', definitionId)
    .where('id', '=', choiceId)
    .returning('label')
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  await recordAction(db, auth, {
    action: 'delete',
    entity: 'custom_field',
    entity_id: definitionId,
    summary: `Removed the choice ${row.label}`,
  });
}

/** Undoes a choice's deletion: the choice, and on the values that had it. */
export async function restoreChoice(db: Database, auth: AuthContext, definitionId: number, choiceId: number) {
  await getDefinition(db, auth.companyId, definitionId);
  await restoreFromTrash(db, auth, 'custom_field_choice', choiceId);
  const row = await db
    .selectFrom('custom_field_choices')
    .select(CHOICE_COLUMNS)
    .where('company_id', '=', auth.companyId)
    .where('definition_id', '=', definitionId)
    .where('id', '=', choiceId)
    .executeTakeFirst();
  // Another field's choice: the transaction rolls back, and it stays in the trash.
  if (!row) throw new NotFoundError();
  await recordAction(db, auth, {
    action: 'create',
    entity: 'custom_field',
    entity_id: definitionId,
    summary: `Restored the choice ${row.label}`,
  });
  return row;
}

// ---- Values per staff member ------------------------------------------------------------------

function valueSelect(db: Database, companyId: number) {
  return db
    .selectFrom('staff_custom_field_values as v')
    .innerJoin('custom_field_definitions as d', 'd.id', 'v.definition_id')
    .select([
      'v.id',
      'v.staff_id as staff',
      'v.definition_id as definition',
      'd.name',
      'd.field_type',
      'v.value',
      'v.choice_id as choice',
    ])
    .where('v.company_id', '=', companyId);
}

export async function listStaffValues(db: Database, auth: AuthContext, staffId: number): Promise<StaffCustomField[]> {
  await authorizeStaffEdit(db, auth, staffId);
  return valueSelect(db, auth.companyId).where('v.staff_id', '=', staffId).orderBy('d.order').orderBy('d.id').execute();
}

/**
 * 400 unless the value fits the field: a number, a date, true/false, or one of its choices; and,
 * for a required field, not empty.
 */
async function checkValue(db: Database, companyId: number, definitionId: number, value: string, choice: number | null) {
  const definition = await getDefinition(db, companyId, definitionId);
  const isChoice = definition.field_type === 'choice';
  if (definition.is_required && (isChoice ? choice === null : value.trim() === '')) {
    throw ValidationError.field(isChoice ? 'choice' : 'value', FIELD_REQUIRED);
  }
  const ok: Record<CustomFieldDefinition['field_type'], () => boolean> = {
    text: () => true,
    number: () => value === '' || Number.isFinite(Number(value)),
    date: () => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value),
    boolean: () => ['', 'true', 'false'].includes(value),
    choice: () => choice === null || definition.choices.some((c) => c.id === choice),
  };
  if (!ok[definition.field_type]()) {
    throw ValidationError.field(
      definition.field_type === 'choice' ? 'choice' : 'value',
      definition.field_type === 'choice' ? CUSTOM_FIELD_CHOICE_INVALID : CUSTOM_FIELD_VALUE_INVALID,
    );
  }
}

async function findValue(db: Database, auth: AuthContext, id: number) {
  const row = await valueSelect(db, auth.companyId).where('v.id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError();
  await authorizeStaffEdit(db, auth, row.staff);
  return row;
}
export const getStaffValue = findValue;

/** One value per field and person: setting it again replaces it. */
export async function setStaffValue(
  db: Database,
  auth: AuthContext,
  staffId: number,
  input: z.output<typeof staffCustomFieldInputSchema>,
) {
  await authorizeStaffEdit(db, auth, staffId);
  await checkValue(db, auth.companyId, input.definition, input.value, input.choice);
  const row = await db
    .insertInto('staff_custom_field_values')
    .values({
      company_id: auth.companyId,
      staff_id: staffId,
      definition_id: input.definition,
      value: input.value,
      choice_id: input.choice,
    })
    .onConflict((oc) =>
      oc.columns(['staff_id', 'definition_id']).doUpdateSet({ value: input.value, choice_id: input.choice }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordAction(db, auth, {
    action: 'update',
    entity: 'staff',
    entity_id: staffId,
    summary: `Set custom field #${input.definition} of {staff}`,
    staff: staffId,
  });
  return findValue(db, auth, row.id);
}

export async function updateStaffValue(
  db: Database,
  auth: AuthContext,
  id: number,
  input: z.output<typeof staffCustomFieldPatchSchema>,
) {
  const current = await findValue(db, auth, id);
  const value = input.value ?? current.value;
  const choice = input.choice === undefined ? current.choice : input.choice;
  await checkValue(db, auth.companyId, current.definition, value, choice);
  await db.updateTable('staff_custom_field_values').set({ value, choice_id: choice }).where('id', '=', id).execute();
  await recordAction(db, auth, {
    action: 'update',
    entity: 'staff',
    entity_id: current.staff,
    summary: `Changed custom field ${current.name} of {staff}`,
    staff: current.staff,
  });
  return findValue(db, auth, id);
}

export async function deleteStaffValue(db: Database, auth: AuthContext, id: number) {
  const current = await findValue(db, auth, id);
  // Clearing a required field is refused like saving it empty.
  const definition = await getDefinition(db, auth.companyId, current.definition);
  if (definition.is_required) {
    throw ValidationError.field(definition.field_type === 'choice' ? 'choice' : 'value', FIELD_REQUIRED);
  }
  await db.deleteFrom('staff_custom_field_values').where('id', '=', id).execute();
  await recordAction(db, auth, {
    action: 'update',
    entity: 'staff',
    entity_id: current.staff,
    summary: `Cleared custom field ${current.name} of {staff}`,
    staff: current.staff,
  });
}
