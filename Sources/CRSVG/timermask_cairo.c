// cairo loaded on first use, on its own: see timermask_rsvg.h (timermask_cairo_load).
#include "timermask_rsvg.h"

#include <dlfcn.h>
#include <pthread.h>

static timermask_cairo functions;
static const timermask_cairo *loaded;
static pthread_once_t once = PTHREAD_ONCE_INIT;

// Debian's runtime package, then the development symlink, then Homebrew's (macOS, unverified).
// In a worker, librsvg has loaded it already and dlopen hands back that same library.
static const char *const candidates[] = {
    "libcairo.so.2", "libcairo.so", "libcairo.2.dylib", "/opt/homebrew/lib/libcairo.2.dylib", "/usr/local/lib/libcairo.2.dylib",
};

static void load(void) {
    void *library = NULL;
    for (size_t i = 0; i < sizeof candidates / sizeof candidates[0] && !library; i++) {
        library = dlopen(candidates[i], RTLD_NOW | RTLD_LOCAL);
    }
    if (!library) return;
#define FIND(name)                                                                                       \
    do {                                                                                                 \
        void *symbol = dlsym(library, #name);                                                            \
        if (!symbol) return;                                                                             \
        *(void **)&functions.name = symbol;                                                              \
    } while (0)
    FIND(cairo_recording_surface_create);
    FIND(cairo_recording_surface_ink_extents);
    FIND(cairo_image_surface_create_for_data);
    FIND(cairo_surface_status);
    FIND(cairo_surface_flush);
    FIND(cairo_surface_destroy);
    FIND(cairo_create);
    FIND(cairo_destroy);
    FIND(cairo_translate);
    FIND(cairo_scale);
    FIND(cairo_set_source_surface);
    FIND(cairo_paint);
    FIND(cairo_pattern_create_for_surface);
    FIND(cairo_pattern_set_extend);
    FIND(cairo_pattern_set_filter);
    FIND(cairo_pattern_destroy);
    FIND(cairo_set_source);
    FIND(cairo_rectangle);
    FIND(cairo_clip);
#undef FIND
    loaded = &functions;
}

const timermask_cairo *timermask_cairo_load(void) {
    pthread_once(&once, load);
    return loaded;
}
