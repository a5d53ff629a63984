#ifndef TIMERMASK_CAIRO_STEPS_H
#define TIMERMASK_CAIRO_STEPS_H

// The steps a worker's drawing and an in-process picture share once their drawing is recorded
// (timermask_cairo.c): its box, its pixels, and cairo's words turned into RGBA bytes.
#include "timermask_rsvg.h"

/// The recording's ink box in whole pixels as {left, top, width, height}: DRAWN when it is usable,
/// OVER_PIXELS (box still set) when width × height passes `maximum_pixels`, EMPTY when it draws
/// nothing, OUT_OF_RANGE when its coordinates cannot be trusted.
timermask_svg_status timermask_cairo_ink_box(const timermask_cairo *cairo, cairo_surface_t *recording,
                                             int64_t maximum_pixels, int64_t box[4]);

/// Replays the recording into `canvas` (box width × height ARGB32 words, cleared here as a new
/// cairo picture would be) with the box's top-left at the canvas's origin: DRAWN or NO_PICTURE.
timermask_svg_status timermask_cairo_replay(const timermask_cairo *cairo, cairo_surface_t *recording, uint8_t *canvas,
                                            const int64_t box[4]);

/// cairo's ARGB32 (premultiplied, one native-endian word a pixel: A R G B from the top bit) as
/// premultiplied RGBA bytes; `rgba` may be `words` itself.
void timermask_cairo_rgba(const uint8_t *words, uint8_t *rgba, size_t count);

#endif
