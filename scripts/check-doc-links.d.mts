export type RepositoryFile = { path: string; text: string }
export type Repository = { exists: (path: string) => boolean; read: (path: string) => string | undefined }
export type BrokenReference = { path: string; line: number; message: string }
export function githubSlug(heading: string): string
export function headingAnchors(markdown: string): Set<string>
export function findBrokenReferences(files: RepositoryFile[], repo: Repository): BrokenReference[]
export function repositoryFiles(root: string): RepositoryFile[]
export function repositoryOnDisk(root: string): Repository
