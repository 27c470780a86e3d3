#ifndef NAVGEN_BENCH_CYAML_SHIM_H
#define NAVGEN_BENCH_CYAML_SHIM_H
#include <yaml.h>
#endif
