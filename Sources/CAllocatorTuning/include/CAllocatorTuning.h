#ifndef NAVGEN_CALLOCATORTUNING_H
#define NAVGEN_CALLOCATORTUNING_H

/// Tunes the C allocator for a short process that builds a large model and exits
/// (see allocator_tuning.c). Call once, first thing; a no-op where there is
/// nothing to tune.
void navgen_tune_allocator(void);

#endif
