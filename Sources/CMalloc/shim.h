// glibc's allocator settings (mallopt), for serve's long-running process; nothing elsewhere.
#if defined(__linux__)
#include <malloc.h>
#endif
