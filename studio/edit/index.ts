// The studio's edit engine: minimal YAML edits of flows/ and variants/, compiled before they are written.
export { applyEdits, type ContentEdit, type EditOutcome, type EditRequest, type FileChange } from './applyEdits.ts';
export { ContentPathError, contentHash, contentPath, readContent } from './contentFiles.ts';
export { lineDiff, renderDiff, type DiffHunk } from './lineDiff.ts';
export { editYaml, readYaml, type EditPath, type EditValue } from './yamlEdit.ts';
