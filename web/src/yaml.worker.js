// The YAML language server (yaml-language-server's service, through monaco-yaml), in a
// worker of its own: completion and hover from the schemas the page gives it.
import "monaco-yaml/yaml.worker.js";
