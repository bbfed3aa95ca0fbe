// zod validation of the project label's inputs (docs/specification.md §3.1, "Project labels").
import { z } from 'zod';
import { label, reference, uuid } from '../common/validation.js';

/** At most this many projects per projectLabels read. */
export const MAX_LABELLED_PROJECTS = 100;

export const projectLabelSchema = z.object({
  projectId: uuid,
  label,
  idempotencyKey: reference,
});

export type ProjectLabelInput = z.infer<typeof projectLabelSchema>;

export const projectLabelsQuerySchema = z
  .array(uuid)
  .min(1, 'name at least one project')
  .max(MAX_LABELLED_PROJECTS, `at most ${MAX_LABELLED_PROJECTS} projects per request`);
