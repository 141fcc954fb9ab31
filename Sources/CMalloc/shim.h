/* glibc's malloc tuning (mallopt), which the Glibc module does not export; empty elsewhere. */
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
