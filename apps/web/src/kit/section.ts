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

export function defineSection(section: SectionDeclaration): SectionDeclaration {
  return section;
}
