export type FileEntry = { hash: string; bytes: number };
export type TreeDiff = {
  changed: string[];
  added: string[];
  removed: string[];
  unchanged: number;
  files: number;
  uploadBytes: number;
  totalBytes: number;
};
export declare function hashTree(dir: string): Map<string, FileEntry>;
export declare function diffTrees(before: string | Map<string, FileEntry>, after: string | Map<string, FileEntry>): TreeDiff;
