// libyaml's limit on nesting (1,000 levels by default), a process-wide setting that Yams does not
// expose: declared here so that the scenario reader can raise it to its own bound
// (ScenarioBounds.maximumDepth). The function itself is libyaml's, linked in through Yams' CYaml.
#ifndef CYAML_NESTING_H
#define CYAML_NESTING_H

void yaml_set_max_nest_level(int max);

#endif
