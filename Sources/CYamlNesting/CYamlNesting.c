// Nothing to define: the header declares a function of libyaml (see include/CYamlNesting.h).
// SwiftPM needs a source file to build a C target.
#include "CYamlNesting.h"
