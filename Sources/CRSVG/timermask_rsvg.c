// librsvg loaded on first use: see timermask_rsvg.h for why.
#include "timermask_rsvg.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

static timermask_rsvg functions;
static const timermask_rsvg *loaded;
static char failure[512] = "librsvg was not loaded";
static pthread_once_t once = PTHREAD_ONCE_INIT;

// Debian's runtime package, then the development symlink, then Homebrew's (macOS, unverified).
static const char *const candidates[] = {
    "librsvg-2.so.2", "librsvg-2.so", "librsvg-2.2.dylib",
    "/opt/homebrew/lib/librsvg-2.2.dylib", "/usr/local/lib/librsvg-2.2.dylib",
};

static void load(void) {
    void *library = NULL;
    for (size_t i = 0; i < sizeof candidates / sizeof candidates[0] && !library; i++) {
        library = dlopen(candidates[i], RTLD_NOW | RTLD_LOCAL);
    }
    if (!library) {
        const char *reason = dlerror();
        snprintf(failure, sizeof failure, "librsvg could not be loaded (%s)", reason ? reason : "not found");
        return;
    }
    // GLib comes with librsvg: dlsym on its handle searches the libraries it loaded.
#define FIND(name)                                                                                       \
    do {                                                                                                 \
        void *symbol = dlsym(library, #name);                                                            \
        if (!symbol) {                                                                                   \
            snprintf(failure, sizeof failure, "librsvg was loaded but has no %s", #name);                \
            return;                                                                                      \
        }                                                                                                \
        *(void **)&functions.name = symbol;                                                              \
    } while (0)
    FIND(rsvg_handle_new_from_data);
    FIND(rsvg_handle_render_layer);
    FIND(g_object_unref);
    FIND(g_error_free);
#undef FIND
    loaded = &functions;
}

const timermask_rsvg *timermask_rsvg_load(void) {
    pthread_once(&once, load);
    return loaded;
}

const char *timermask_rsvg_failure(void) {
    pthread_once(&once, load);
    return failure;
}
