// The projects the token can read (from the cohorts it sees) and their display labels
// (projectLabels): a project is shown by its label, or by its UUID when it has none.
import { gql, unwrap } from './api.js';
import { PROJECT_LABELS, PROJECTS } from './queries.js';
import { h } from './ui.js';

let projectsCache = null;
const labels = new Map();

/** The projects (and their capabilities) the token can read, from the cohorts it sees; their labels are fetched with them. */
export async function readableProjects() {
  if (projectsCache) return projectsCache;
  const projects = new Map();
  let after = null;
  for (let page = 0; page < 50; page += 1) {
    const { cohorts } = await gql(PROJECTS, { after });
    for (const { node } of cohorts.edges) {
      if (!projects.has(node.projectId)) projects.set(node.projectId, new Set());
      projects.get(node.projectId).add(node.capabilityKey);
    }
    if (!cohorts.pageInfo.hasNextPage) break;
    after = cohorts.pageInfo.endCursor;
  }
  await loadProjectLabels([...projects.keys()]);
  projectsCache = projects;
  return projects;
}

/** Fetches the labels of the projects not asked about yet (100 per request, as the API takes them). */
export async function loadProjectLabels(projectIds) {
  const missing = [...new Set(projectIds)].filter((id) => !labels.has(id));
  for (let start = 0; start < missing.length; start += 100) {
    const chunk = missing.slice(start, start + 100);
    const answer = unwrap((await gql(PROJECT_LABELS, { projectIds: chunk })).projectLabels);
    for (const id of chunk) labels.set(id, null);
    for (const { projectId, label } of answer.labels) labels.set(projectId, label);
  }
}

/** How a project is shown: its label, or its UUID when it has none. */
export function projectName(projectId) {
  return labels.get(projectId) ?? projectId;
}

export function forgetProjects() {
  projectsCache = null;
  labels.clear();
}

/**
 * The project a view shows (`project` in the URL, else the first the token reads), with its
 * label loaded and a select of the readable projects; null when the token reads none.
 */
export async function chosenProject(params) {
  const projects = await readableProjects();
  const projectId = params.get('project') ?? [...projects.keys()][0];
  if (!projectId) return null;
  await loadProjectLabels([projectId]);
  const select = h(
    'select',
    { id: 'project', 'aria-label': 'Project' },
    [...new Set([projectId, ...projects.keys()])].map((id) =>
      h('option', { value: id, selected: id === projectId, title: id }, projectName(id)),
    ),
  );
  return { projectId, projects, select };
}
