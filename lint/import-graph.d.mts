export interface ImportGraph {
  fileCircleThrough(from: string, to: string): string[] | null;
  folderCircleThrough(from: string, to: string): string[] | null;
}

export declare const isTestFile: (file: string) => boolean;
export declare function resolveSpecifier(root: string, fromFile: string, specifier: string): string | null;
export declare const folderOf: (file: string) => string | null;
export declare function buildImportGraph(root: string): ImportGraph;
