// Monaco's own worker (text diffs, word ranges), bundled on its own.
import "monaco-editor/esm/vs/editor/editor.worker.js";
