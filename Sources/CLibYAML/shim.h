#ifndef NAVGEN_CLIBYAML_SHIM_H
#define NAVGEN_CLIBYAML_SHIM_H
#include <yaml.h>
#endif
