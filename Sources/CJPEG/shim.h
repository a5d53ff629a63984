// The TurboJPEG API rather than jpeglib.h: it catches libjpeg's fatal errors with setjmp inside C
// and returns -1, so a corrupt or truncated file can never longjmp through Swift frames or exit().
#include <turbojpeg.h>
