import type { Permission } from '@ac/shared';
import type { ComponentType, LazyExoticComponent } from 'react';

/** One section of the app: its route (the spec's name), title, view permission and lazy page. */
export interface SectionDeclaration {
  /** The spec's route name, also the folder in features/. */
  route: string;
  /** Page title (Spanish). */
  title: string;
  /** Needed to see the menu entry and to open any of `paths`. */
  permission: Permission;
  /** Router paths, relative to the app root; parameterised ones (`usuarios/:id`) are guarded too. */
  paths: string[];
  page: LazyExoticComponent<ComponentType>;
}

/** A declaration as a section writes it: without `paths`, the section is served at its route alone. */
export type SectionInput = Omit<SectionDeclaration, 'paths'> & { paths?: string[] };

export function defineSection({ paths, ...section }: SectionInput): SectionDeclaration {
  return { ...section, paths: paths ?? [section.route] };
}

/** A section whose records open on a page of their own: served at `route` and `route/:id`. */
export function defineRecordSection(section: Omit<SectionInput, 'paths'>): SectionDeclaration {
  return defineSection({ ...section, paths: [section.route, `${section.route}/:id`] });
}
