// cairo loaded on first use, on its own (see timermask_rsvg.h, timermask_cairo_load), and the
// steps every drawing takes once recorded (timermask_cairo_steps.h).
#include "timermask_cairo_steps.h"

#include <dlfcn.h>
#include <math.h>
#include <pthread.h>
#include <string.h>

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

timermask_svg_status timermask_cairo_ink_box(const timermask_cairo *cairo, cairo_surface_t *recording,
                                             int64_t maximum_pixels, int64_t box[4]) {
    box[0] = box[1] = box[2] = box[3] = 0;
    cairo->cairo_surface_flush(recording);
    double x = 0, y = 0, width = 0, height = 0;
    cairo->cairo_recording_surface_ink_extents(recording, &x, &y, &width, &height);
    if (!(width > 0 && height > 0)) return TIMERMASK_SVG_EMPTY;
    // cairo's fixed-point coordinates keep these finite and within ±2^23; still checked before a cast.
    double edges[4] = {floor(x), floor(y), ceil(x + width), ceil(y + height)};
    for (int i = 0; i < 4; i++) {
        if (!isfinite(edges[i]) || fabs(edges[i]) >= 1e9) return TIMERMASK_SVG_OUT_OF_RANGE;
    }
    box[0] = (int64_t)edges[0];
    box[1] = (int64_t)edges[1];
    box[2] = (int64_t)edges[2] - box[0];
    box[3] = (int64_t)edges[3] - box[1];
    return box[2] * box[3] > maximum_pixels ? TIMERMASK_SVG_OVER_PIXELS : TIMERMASK_SVG_DRAWN;
}

timermask_svg_status timermask_cairo_replay(const timermask_cairo *cairo, cairo_surface_t *recording, uint8_t *canvas,
                                            const int64_t box[4]) {
    memset(canvas, 0, (size_t)(box[2] * box[3] * 4));
    cairo_surface_t *surface = cairo->cairo_image_surface_create_for_data(canvas, TIMERMASK_CAIRO_FORMAT_ARGB32, (int)box[2],
                                                                         (int)box[3], (int)box[2] * 4);
    timermask_svg_status status = TIMERMASK_SVG_NO_PICTURE;
    if (cairo->cairo_surface_status(surface) == TIMERMASK_CAIRO_STATUS_SUCCESS) {
        cairo_t *painter = cairo->cairo_create(surface);
        cairo->cairo_set_source_surface(painter, recording, (double)-box[0], (double)-box[1]);
        cairo->cairo_paint(painter);
        cairo->cairo_destroy(painter);
        cairo->cairo_surface_flush(surface);
        status = TIMERMASK_SVG_DRAWN;
    }
    cairo->cairo_surface_destroy(surface);
    return status;
}

void timermask_cairo_rgba(const uint8_t *words, uint8_t *rgba, size_t count) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    // In memory a word is B G R A: swapping its first and third bytes makes R G B A, a form
    // compilers turn into vector shuffles (a 1092 px frame: about 0.3 ms instead of 2).
    for (size_t i = 0; i < count; i++) {
        uint32_t word;
        memcpy(&word, words + 4 * i, 4);
        word = (word & 0xFF00FF00u) | ((word >> 16) & 0xFFu) | ((word & 0xFFu) << 16);
        memcpy(rgba + 4 * i, &word, 4);
    }
#else
    for (size_t i = 0; i < count; i++) {
        uint32_t word;
        memcpy(&word, words + 4 * i, 4);
        rgba[4 * i] = (uint8_t)(word >> 16);
        rgba[4 * i + 1] = (uint8_t)(word >> 8);
        rgba[4 * i + 2] = (uint8_t)word;
        rgba[4 * i + 3] = (uint8_t)(word >> 24);
    }
#endif
}
