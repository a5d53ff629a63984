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

/// The functions TimerMask uses, each under its library's own name.
typedef struct timermask_rsvg {
    RsvgHandle *_Nullable (*_Nonnull rsvg_handle_new_from_data)(const uint8_t *_Nullable data, size_t length,
                                                                  GError *_Nullable *_Nullable error);
    int (*_Nonnull rsvg_handle_render_layer)(RsvgHandle *_Nullable handle, cairo_t *_Nullable cr,
                                             const char *_Nullable id, const RsvgRectangle *_Nonnull viewport,
                                             GError *_Nullable *_Nullable error);
    void (*_Nonnull g_object_unref)(void *_Nullable object);
    void (*_Nonnull g_error_free)(GError *_Nullable error);
    cairo_surface_t *_Nullable (*_Nonnull cairo_recording_surface_create)(int content, const void *_Nullable extents);
    void (*_Nonnull cairo_recording_surface_ink_extents)(cairo_surface_t *_Nullable surface, double *_Nonnull x,
                                                         double *_Nonnull y, double *_Nonnull width,
                                                         double *_Nonnull height);
    cairo_surface_t *_Nullable (*_Nonnull cairo_image_surface_create)(int format, int width, int height);
    int (*_Nonnull cairo_image_surface_get_stride)(cairo_surface_t *_Nullable surface);
    unsigned char *_Nullable (*_Nonnull cairo_image_surface_get_data)(cairo_surface_t *_Nullable surface);
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
} timermask_rsvg;

/// The functions, loaded once (thread-safe); NULL when librsvg cannot be loaded, with the
/// loader's reason in `timermask_rsvg_failure()`.
const timermask_rsvg *_Nullable timermask_rsvg_load(void);
const char *_Nonnull timermask_rsvg_failure(void);

#endif
