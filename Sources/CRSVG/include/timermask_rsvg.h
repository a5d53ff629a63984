#ifndef TIMERMASK_RSVG_H
#define TIMERMASK_RSVG_H

#include <stdint.h>
#include <stddef.h>

// librsvg, cairo and GLib as TimerMask calls them, loaded with dlopen the first time an OT-SVG
// glyph is drawn. Linked at start-up they cost every run about 10 ms (around 35 libraries and
// GLib's constructors) though most pictures draw no SVG glyph. The types below are the ABI of
// librsvg 2.x, cairo 1.x and GLib 2.x, which these libraries keep stable.

typedef struct _RsvgHandle RsvgHandle;
typedef struct _cairo cairo_t;
typedef struct _cairo_surface cairo_surface_t;
typedef struct { double x, y, width, height; } RsvgRectangle;
typedef struct { uint32_t domain; int code; char *_Nullable message; } GError;

#define TIMERMASK_CAIRO_CONTENT_COLOR_ALPHA 0x3000
#define TIMERMASK_CAIRO_FORMAT_ARGB32 0
#define TIMERMASK_CAIRO_STATUS_SUCCESS 0

/// The librsvg and GLib functions TimerMask uses, each under its library's own name.
typedef struct timermask_rsvg {
    RsvgHandle *_Nullable (*_Nonnull rsvg_handle_new_from_data)(const uint8_t *_Nullable data, size_t length,
                                                                  GError *_Nullable *_Nullable error);
    int (*_Nonnull rsvg_handle_render_layer)(RsvgHandle *_Nullable handle, cairo_t *_Nullable cr,
                                             const char *_Nullable id, const RsvgRectangle *_Nonnull viewport,
                                             GError *_Nullable *_Nullable error);
    void (*_Nonnull g_object_unref)(void *_Nullable object);
    void (*_Nonnull g_error_free)(GError *_Nullable error);
} timermask_rsvg;

typedef struct _cairo_pattern cairo_pattern_t;
#define TIMERMASK_CAIRO_EXTEND_PAD 3
#define TIMERMASK_CAIRO_FILTER_GOOD 1

/// The cairo functions TimerMask uses (in a worker, with librsvg; in its own process, for a
/// glyph that is one picture: `timermask_picture_draw`).
typedef struct timermask_cairo {
    cairo_surface_t *_Nullable (*_Nonnull cairo_recording_surface_create)(int content, const void *_Nullable extents);
    void (*_Nonnull cairo_recording_surface_ink_extents)(cairo_surface_t *_Nullable surface, double *_Nonnull x,
                                                         double *_Nonnull y, double *_Nonnull width,
                                                         double *_Nonnull height);
    cairo_surface_t *_Nullable (*_Nonnull cairo_image_surface_create_for_data)(unsigned char *_Nullable data, int format,
                                                                               int width, int height, int stride);
    int (*_Nonnull cairo_surface_status)(cairo_surface_t *_Nullable surface);
    void (*_Nonnull cairo_surface_flush)(cairo_surface_t *_Nullable surface);
    void (*_Nonnull cairo_surface_destroy)(cairo_surface_t *_Nullable surface);
    cairo_t *_Nullable (*_Nonnull cairo_create)(cairo_surface_t *_Nullable target);
    void (*_Nonnull cairo_destroy)(cairo_t *_Nullable cr);
    void (*_Nonnull cairo_translate)(cairo_t *_Nullable cr, double tx, double ty);
    void (*_Nonnull cairo_scale)(cairo_t *_Nullable cr, double sx, double sy);
    void (*_Nonnull cairo_set_source_surface)(cairo_t *_Nullable cr, cairo_surface_t *_Nullable surface, double x,
                                              double y);
    void (*_Nonnull cairo_paint)(cairo_t *_Nullable cr);
    cairo_pattern_t *_Nullable (*_Nonnull cairo_pattern_create_for_surface)(cairo_surface_t *_Nullable surface);
    void (*_Nonnull cairo_pattern_set_extend)(cairo_pattern_t *_Nullable pattern, int extend);
    void (*_Nonnull cairo_pattern_set_filter)(cairo_pattern_t *_Nullable pattern, int filter);
    void (*_Nonnull cairo_pattern_destroy)(cairo_pattern_t *_Nullable pattern);
    void (*_Nonnull cairo_set_source)(cairo_t *_Nullable cr, cairo_pattern_t *_Nullable source);
    void (*_Nonnull cairo_rectangle)(cairo_t *_Nullable cr, double x, double y, double width, double height);
    void (*_Nonnull cairo_clip)(cairo_t *_Nullable cr);
} timermask_cairo;

/// cairo on its own, loaded once (thread-safe) with dlopen; NULL when it cannot be loaded. In a
/// worker it is the cairo librsvg loaded; in TimerMask's own process it comes without librsvg.
const timermask_cairo *_Nullable timermask_cairo_load(void);

/// The functions, loaded once (thread-safe); NULL when librsvg cannot be loaded, with the
/// loader's reason in `timermask_rsvg_failure()`. Called only in a drawing worker (below).
const timermask_rsvg *_Nullable timermask_rsvg_load(void);
const char *_Nonnull timermask_rsvg_failure(void);

// librsvg can abort the process (a Rust panic, a failed assertion) or take gigabytes on a hostile
// document, so TimerMask never calls it in its own process: each document is drawn by a worker
// process (timermask_rsvg_worker.c), forked once and reused, that loads librsvg itself, may use
// a bounded amount of memory, prints nowhere, and is killed when a document takes too long.

/// One document to draw: `layer` (an element id such as `#glyph12`, or NULL for the whole
/// document) with the initial viewport `viewport_size` user units square at the origin, mapped to
/// device pixels by `scale` and shifted by (`dx`, `dy`).
typedef struct timermask_svg_request {
    const uint8_t *_Nonnull xml;
    size_t xml_length;
    const char *_Nullable layer;
    double viewport_size, scale, dx, dy;
    /// The most pixels the picture may hold, checked against the drawing's ink box before any is allocated.
    int64_t maximum_pixels;
    /// The most memory the worker may map beyond what it inherits, in bytes (Linux: RLIMIT_AS).
    int64_t memory_limit;
    /// The longest the document may take to parse and draw, in seconds.
    double time_limit;
} timermask_svg_request;

typedef enum timermask_svg_status {
    TIMERMASK_SVG_DRAWN = 0,        // pixels hold the picture, left/top/width/height its place
    TIMERMASK_SVG_EMPTY,            // it draws nothing
    TIMERMASK_SVG_UNLOADABLE,       // librsvg could not be loaded: message says why
    TIMERMASK_SVG_UNREADABLE,       // not an SVG document librsvg reads: message is its reason
    TIMERMASK_SVG_NOT_DRAWN,        // librsvg could not draw it: message is its reason
    TIMERMASK_SVG_NO_SUCH_LAYER,    // the layer's id is not in the document
    TIMERMASK_SVG_OUT_OF_RANGE,     // it draws at coordinates out of range
    TIMERMASK_SVG_OVER_PIXELS,      // its ink box (width × height) is over maximum_pixels
    TIMERMASK_SVG_NO_PICTURE,       // cairo could not make the width × height picture
    TIMERMASK_SVG_TIMED_OUT,        // not done within time_limit: the worker was killed
    TIMERMASK_SVG_CRASHED,          // the worker died: signal (0 if it exited with exit_code)
    TIMERMASK_SVG_NO_WORKER,        // no worker could be started: message says why
} timermask_svg_status;

typedef struct timermask_svg_result {
    timermask_svg_status status;
    int32_t left, top, width, height;
    int32_t signal, exit_code;
    /// The most memory the worker held at once beyond what it inherited, in bytes, when it died.
    int64_t peak_resident;
    /// width × height premultiplied RGBA pixels (malloc'd; the caller frees) when DRAWN.
    uint8_t *_Nullable pixels;
    /// librsvg's or the loader's reason, one line.
    char message[512];
    /// What the worker wrote on stderr while drawing (Pango's warnings, a panic's last words):
    /// the start of it when the document was drawn, the end of it when the worker died.
    char diagnostics[2048];
} timermask_svg_result;

/// Draws `request` in a worker process; never aborts, never prints. Thread-safe: concurrent
/// calls use separate workers.
void timermask_svg_draw(const timermask_svg_request *_Nonnull request, timermask_svg_result *_Nonnull result);

// A glyph document that is one embedded picture (an <image> and nothing else) needs no SVG
// parser: TimerMask decodes the picture itself and has cairo draw it in this process with the
// very calls librsvg makes for an <image> (timermask_cairo_picture.c), several times faster than
// a worker's round trip through libxml2, gdk-pixbuf and librsvg. cairo is loaded on its own
// with dlopen (librsvg never enters this process); only a bounded, decoded picture reaches it.

/// A decoded picture placed as an SVG <image> at (`x`, `y`), `box_width` × `box_height` user
/// units, under the glyph's mapping (`scale`, then shifted by `dx`, `dy`), as `timermask_svg_request`.
typedef struct timermask_picture_request {
    /// `width` × `height` opaque pixels as cairo's ARGB32 words (native-endian 0xAARRGGBB), only read.
    uint8_t *_Nonnull words;
    int32_t width, height;
    double x, y, box_width, box_height;
    double scale, dx, dy;
    int64_t maximum_pixels;
} timermask_picture_request;

/// Draws `request` in this process; the result is as `timermask_svg_draw`'s (DRAWN, EMPTY,
/// OUT_OF_RANGE, OVER_PIXELS, NO_PICTURE, or UNLOADABLE when cairo cannot be loaded, in which
/// case the caller has the worker draw the document instead). Thread-safe.
void timermask_picture_draw(const timermask_picture_request *_Nonnull request, timermask_svg_result *_Nonnull result);

#endif
