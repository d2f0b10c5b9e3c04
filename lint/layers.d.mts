export interface Layer {
  name: string;
  /** What the layer holds, for lint messages. */
  why: string;
  /** Folders and files (paths from the project root) in the layer. */
  paths: string[];
}

export declare const LAYERS: Layer[];
export declare function layerOf(file: string): number;
