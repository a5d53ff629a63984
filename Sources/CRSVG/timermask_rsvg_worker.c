// OT-SVG documents drawn in worker processes: see timermask_rsvg.h for why.
//
// A worker is started when a document is to be drawn and none is idle, and is reused until the
// process ends (a start and librsvg's start-up cost milliseconds; most fonts hold dozens of
// glyphs). It talks over a socket pair, draws into a shared mapping made before the fork, and
// writes its stderr into an unlinked file the parent reads (never the terminal). The child runs
// only this file's C code and librsvg: no Swift runtime, no lock the parent holds.
//
// On Linux the forked child executes this same program again (/proc/self/exe), and the
// constructor below makes the new image a worker before anything else runs: a fresh heap, so the
// memory limit counts all it allocates. A child that only forked would first reuse the free space
// of the parent's heap, which the address-space limit does not see (a test process that had freed
// hundreds of megabytes let a document past a 64 MiB limit). Where exec is not possible the forked
// child serves directly.
#define _GNU_SOURCE
#include "timermask_cairo_steps.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#if defined(__linux__)
#include <sys/prctl.h>
#include <sys/syscall.h>
#endif

#ifndef MSG_NOSIGNAL
#define MSG_NOSIGNAL 0 // macOS: SO_NOSIGPIPE is set on the socket instead
#endif

// What the parent sends, then `xml_length` bytes of XML and `layer_length` bytes of layer id.
typedef struct wire_request {
    uint64_t xml_length, layer_length;
    double viewport_size, scale, dx, dy;
    int64_t maximum_pixels;
} wire_request;

// What the worker answers, then `message_length` bytes of message; pixels are in the canvas.
typedef struct wire_response {
    int32_t status, left, top, width, height;
    uint32_t message_length;
} wire_response;

// The largest request the worker reads: far above SVGGlyphDocument's 8 MiB, far below harm.
#define MAXIMUM_REQUEST_BYTES (64u << 20)
// The most a worker's stderr file may grow while drawing one document (RLIMIT_FSIZE).
#define MAXIMUM_STDERR_BYTES (64 << 10)

typedef struct worker {
    pid_t pid;
    int socket;
    int errors;               // the worker's stderr: an unlinked file, O_APPEND
    uint8_t *canvas;          // maximum_pixels ARGB32 words shared with the worker
    int64_t maximum_pixels;
    int64_t memory_limit;
    int64_t inherited_resident;   // what the parent held when it forked the worker, in bytes
    struct worker *next;
} worker;

static pthread_mutex_t pool_lock = PTHREAD_MUTEX_INITIALIZER;
static worker *idle_workers;

// MARK: - In the worker

static int read_all(int fd, void *buffer, size_t length) {
    uint8_t *at = buffer;
    while (length > 0) {
        ssize_t got = read(fd, at, length);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) return -1;
        at += got;
        length -= (size_t)got;
    }
    return 0;
}

static int write_all(int fd, const void *buffer, size_t length) {
    const uint8_t *at = buffer;
    while (length > 0) {
        ssize_t put = send(fd, at, length, MSG_NOSIGNAL);
        if (put < 0 && errno == EINTR) continue;
        if (put <= 0) return -1;
        at += put;
        length -= (size_t)put;
    }
    return 0;
}

// A GError's message on one line, freed.
static void take_error(const timermask_rsvg *rsvg, GError *error, char *message, size_t size) {
    snprintf(message, size, "%s", error && error->message ? error->message : "no reason given");
    for (char *c = message; *c; c++) {
        if (*c == '\n' || *c == '\r') *c = ' ';
    }
    if (error) rsvg->g_error_free(error);
}

// Draws one document as RSVGDocument did in process: recorded first, so the ink box is known and
// checked against the pixel limit before the picture is drawn into the canvas.
static void draw(const wire_request *request, const uint8_t *xml, const char *layer, uint8_t *canvas,
                 wire_response *response, char *message, size_t size) {
    const timermask_rsvg *rsvg = timermask_rsvg_load();
    const timermask_cairo *cairo = rsvg ? timermask_cairo_load() : NULL;
    if (!rsvg || !cairo) {
        response->status = TIMERMASK_SVG_UNLOADABLE;
        snprintf(message, size, "%s", rsvg ? "librsvg was loaded but its cairo could not be" : timermask_rsvg_failure());
        return;
    }
    GError *error = NULL;
    RsvgHandle *handle = rsvg->rsvg_handle_new_from_data(xml, request->xml_length, &error);
    if (!handle) {
        response->status = TIMERMASK_SVG_UNREADABLE;
        take_error(rsvg, error, message, size);
        return;
    }
    cairo_surface_t *recording = cairo->cairo_recording_surface_create(TIMERMASK_CAIRO_CONTENT_COLOR_ALPHA, NULL);
    cairo_t *recorder = cairo->cairo_create(recording);
    cairo->cairo_translate(recorder, request->dx, request->dy);
    cairo->cairo_scale(recorder, request->scale, request->scale);
    RsvgRectangle viewport = {0, 0, request->viewport_size, request->viewport_size};
    int drawn = rsvg->rsvg_handle_render_layer(handle, recorder, layer, &viewport, &error);
    cairo->cairo_destroy(recorder);
    rsvg->g_object_unref(handle);
    if (!drawn) {
        take_error(rsvg, error, message, size);
        response->status = strstr(message, "id not found") ? TIMERMASK_SVG_NO_SUCH_LAYER : TIMERMASK_SVG_NOT_DRAWN;
        cairo->cairo_surface_destroy(recording);
        return;
    }
    int64_t box[4];
    response->status = timermask_cairo_ink_box(cairo, recording, request->maximum_pixels, box);
    response->left = (int32_t)box[0];
    response->top = (int32_t)box[1];
    response->width = (int32_t)box[2];
    response->height = (int32_t)box[3];
    // The canvas is reused: the replay clears it as cairo_image_surface_create would clear a new picture.
    if (response->status == TIMERMASK_SVG_DRAWN) response->status = timermask_cairo_replay(cairo, recording, canvas, box);
    cairo->cairo_surface_destroy(recording);
}

// This process's virtual size (field 0) or resident size (field 1) now, in bytes; 0 when unknown.
static uint64_t statm_bytes(int field) {
#if defined(__linux__)
    int fd = open("/proc/self/statm", O_RDONLY);
    if (fd < 0) return 0;
    char text[128] = {0};
    ssize_t got = read(fd, text, sizeof text - 1);
    close(fd);
    if (got <= 0) return 0;
    char *at = text;
    for (int i = 0; i < field && at; i++) at = strchr(at, ' ') ? strchr(at, ' ') + 1 : NULL;
    return at ? strtoull(at, NULL, 10) * (uint64_t)sysconf(_SC_PAGESIZE) : 0;
#else
    (void)field;
    return 0;
#endif
}

// What the worker inherited and may add (RLIMIT_AS), for its last words.
static uint64_t inherited_bytes, budget_bytes;
static char alternate_stack[64 << 10];

// Decimal digits of `value` after `at`; returns the end. Async-signal-safe.
static char *put_number(char *at, uint64_t value) {
    char digits[24];
    int n = 0;
    do digits[n++] = (char)('0' + value % 10); while ((value /= 10) > 0);
    while (n > 0) *at++ = digits[--n];
    return at;
}

// A fatal signal's last words, `timermask-worker: died using U of B bytes`, so the parent can tell
// a document that ran into the memory limit (GLib and Rust abort when an allocation fails, and
// may not manage to say so) from one that crashed librsvg otherwise.
static void last_words(int sig) {
    uint64_t mapped = 0;
    int fd = open("/proc/self/statm", O_RDONLY);
    if (fd >= 0) {
        char text[32];
        ssize_t got = read(fd, text, sizeof text);
        for (ssize_t i = 0; i < got && text[i] >= '0' && text[i] <= '9'; i++) mapped = mapped * 10 + (uint64_t)(text[i] - '0');
        close(fd);
        mapped *= (uint64_t)sysconf(_SC_PAGESIZE);
    }
    char line[96] = "\ntimermask-worker: died using ", *at = line + strlen(line);
    at = put_number(at, mapped > inherited_bytes ? mapped - inherited_bytes : 0);
    memcpy(at, " of ", 4);
    at = put_number(at + 4, budget_bytes);
    memcpy(at, " bytes\n", 7);
    if (write(2, line, (size_t)(at + 7 - line)) < 0) {}
    signal(sig, SIG_DFL);
    raise(sig);
}

// The child after fork: nothing of the parent's is used but the socket, the stderr file and the canvas.
static _Noreturn void serve(int socket_fd, int errors_fd, uint8_t *canvas, int64_t memory_limit) {
    // Signals as a fresh process has them: the parent's handlers (output clean-up) must not run here.
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    for (int s = 1; s < NSIG; s++) signal(s, SIG_DFL);
    // A stderr file that reaches its size limit fails the write instead of killing the worker.
    signal(SIGXFSZ, SIG_IGN);
    // No PR_SET_PDEATHSIG: Linux sends it when the thread that started the worker ends, and
    // the pool's workers outlive the threads that start them (Dispatch ends idle threads), so
    // shared workers were killed under other threads' documents. An idle worker ends when the
    // parent's end of the socket closes; a busy one at its processor-time limit below.
    int in = fcntl(socket_fd, F_DUPFD, 10), err = fcntl(errors_fd, F_DUPFD, 10);
    int null = open("/dev/null", O_RDWR);
    if (in < 0 || err < 0 || null < 0) _exit(120);
    dup2(null, 0);
    dup2(null, 1);
    dup2(err, 2);
    dup2(in, 3);
    // Every other descriptor the parent had open (outputs in progress, other workers' sockets) is closed.
#if defined(__linux__) && defined(SYS_close_range)
    if (syscall(SYS_close_range, 4u, ~0u, 0u) != 0)
#endif
    {
        struct rlimit files;
        long top = getrlimit(RLIMIT_NOFILE, &files) == 0 && files.rlim_cur < 65536 ? (long)files.rlim_cur : 65536;
        for (long fd = 4; fd < top; fd++) close((int)fd);
    }
    struct rlimit limit = {0, 0};
    setrlimit(RLIMIT_CORE, &limit);
    limit.rlim_cur = limit.rlim_max = MAXIMUM_STDERR_BYTES;
    setrlimit(RLIMIT_FSIZE, &limit);
#if defined(M_ARENA_MAX)
    // One malloc arena: each thread's own would reserve 64 MiB of the address space the limit counts.
    mallopt(M_ARENA_MAX, 1);
#endif
    // A panic's backtrace maps the whole executable's debug information to name its frames
    // (hundreds of MiB for a large program), which the memory limit would count against the
    // document; only the panic's own line is reported, so Rust is told to take none.
    setenv("RUST_BACKTRACE", "0", 1);
    setenv("RUST_LIB_BACKTRACE", "0", 1);
    // librsvg and its libraries are mapped before the limit is set, so it counts what documents use.
    if (timermask_rsvg_load()) timermask_cairo_load();
    inherited_bytes = statm_bytes(0);
    if (inherited_bytes > 0 && memory_limit > 0) {
        budget_bytes = (uint64_t)memory_limit;
        limit.rlim_cur = limit.rlim_max = (rlim_t)(inherited_bytes + budget_bytes);
        setrlimit(RLIMIT_AS, &limit);
    }
    stack_t stack = {.ss_sp = alternate_stack, .ss_size = sizeof alternate_stack, .ss_flags = 0};
    sigaltstack(&stack, NULL);
    struct sigaction dying = {.sa_handler = last_words, .sa_flags = SA_ONSTACK | SA_RESETHAND};
    int fatal[] = {SIGABRT, SIGTRAP, SIGSEGV, SIGBUS, SIGILL, SIGFPE};
    for (size_t i = 0; i < sizeof fatal / sizeof fatal[0]; i++) sigaction(fatal[i], &dying, NULL);
    for (;;) {
        wire_request request;
        if (read_all(3, &request, sizeof request) != 0) _exit(0);
        if (request.xml_length > MAXIMUM_REQUEST_BYTES || request.layer_length > 4096) _exit(121);
        uint8_t *xml = malloc(request.xml_length + 1);
        char *layer = malloc(request.layer_length + 1);
        if (!xml || !layer) _exit(122);
        if (read_all(3, xml, request.xml_length) != 0 || read_all(3, layer, request.layer_length) != 0) _exit(0);
        // A minute of processor time per document: the parent stops waiting after its time limit
        // and kills the worker, but a worker whose parent died mid-document ends here.
        struct rusage used;
        struct rlimit cpu;
        if (getrusage(RUSAGE_SELF, &used) == 0 && getrlimit(RLIMIT_CPU, &cpu) == 0) {
            rlim_t spent = (rlim_t)used.ru_utime.tv_sec + (rlim_t)used.ru_stime.tv_sec;
            cpu.rlim_cur = cpu.rlim_max == RLIM_INFINITY || spent + 60 < cpu.rlim_max ? spent + 60 : cpu.rlim_max;
            setrlimit(RLIMIT_CPU, &cpu);
        }
        layer[request.layer_length] = 0;
        wire_response response = {0};
        char message[512] = {0};
        draw(&request, xml, request.layer_length > 0 ? layer : NULL, canvas, &response, message, sizeof message);
        free(xml);
        free(layer);
        response.message_length = (uint32_t)strlen(message);
        if (write_all(3, &response, sizeof response) != 0 || write_all(3, message, response.message_length) != 0) _exit(0);
    }
}

// MARK: - In the parent

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

// Waits until `fd` is ready for `events` or `deadline` passes: 1 ready, 0 timed out, -1 failed.
static int wait_for(int fd, short events, double deadline) {
    for (;;) {
        double left = deadline - now();
        if (left <= 0) return 0;
        struct pollfd poller = {fd, events, 0};
        int ready = poll(&poller, 1, (int)fmin(ceil(left * 1000), 1e9));
        if (ready < 0 && errno == EINTR) continue;
        if (ready < 0) return -1;
        if (ready > 0) return 1;
    }
}

// Sends or receives `length` bytes by `deadline`: 1 done, 0 timed out, -1 the worker is gone.
static int transfer(int fd, void *buffer, size_t length, int sending, double deadline) {
    uint8_t *at = buffer;
    while (length > 0) {
        ssize_t moved = sending ? send(fd, at, length, MSG_NOSIGNAL | MSG_DONTWAIT) : recv(fd, at, length, MSG_DONTWAIT);
        if (moved > 0) {
            at += moved;
            length -= (size_t)moved;
            continue;
        }
        if (moved < 0 && errno == EINTR) continue;
        if (moved < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            int ready = wait_for(fd, sending ? POLLOUT : POLLIN, deadline);
            if (ready <= 0) return ready;
            continue;
        }
        return -1;
    }
    return 1;
}

static void end_worker(worker *w, int kill_it) {
    if (kill_it) kill(w->pid, SIGKILL);
    close(w->socket);
    close(w->errors);
    munmap(w->canvas, (size_t)w->maximum_pixels * 4);
    free(w);
}

static int make_cloexec(int fd) { return fd < 0 ? fd : (fcntl(fd, F_SETFD, FD_CLOEXEC) == 0 ? fd : -1); }

// An unlinked file for the worker's stderr, appended to, closed on exec.
static int stderr_file(void) {
#if defined(__linux__) && defined(MFD_CLOEXEC)
    int memory = memfd_create("timermask-rsvg-stderr", MFD_CLOEXEC);
    if (memory >= 0) return fcntl(memory, F_SETFL, O_APPEND) == 0 ? memory : (close(memory), -1);
#endif
    FILE *file = tmpfile();
    if (!file) return -1;
    int fd = make_cloexec(dup(fileno(file)));
    fclose(file);
    return fd >= 0 && fcntl(fd, F_SETFL, O_APPEND) == 0 ? fd : -1;
}

// The shared canvas as a file the new image can map (Linux: a memfd); -1 where there is none,
// and the canvas is then an anonymous mapping only a forked child shares.
static int canvas_file(size_t bytes) {
#if defined(__linux__) && defined(MFD_CLOEXEC)
    int fd = memfd_create("timermask-rsvg-canvas", MFD_CLOEXEC);
    if (fd < 0) return -1;
    if (ftruncate(fd, (off_t)bytes) != 0) {
        close(fd);
        return -1;
    }
    return fd;
#else
    (void)bytes;
    return -1;
#endif
}

#define WORKER_VARIABLE "TIMERMASK_RSVG_WORKER"
extern char **environ;

// This process's environment and WORKER_VARIABLE=memory_limit:maximum_pixels, malloc'd.
static char **worker_environment(const timermask_svg_request *request) {
    size_t count = 0;
    while (environ && environ[count]) count++;
    char **list = calloc(count + 2, sizeof *list);
    char *setting = malloc(96);
    if (!list || !setting) {
        free(list);
        free(setting);
        return NULL;
    }
    size_t kept = 0;
    for (size_t i = 0; i < count; i++) {
        if (strncmp(environ[i], WORKER_VARIABLE "=", sizeof WORKER_VARIABLE) != 0) list[kept++] = environ[i];
    }
    snprintf(setting, 96, WORKER_VARIABLE "=%lld:%lld", (long long)request->memory_limit, (long long)request->maximum_pixels);
    list[kept++] = setting;
    list[kept] = NULL;
    return list;
}

static void free_environment(char **list) {
    if (!list) return;
    size_t last = 0;
    while (list[last]) last++;
    if (last > 0) free(list[last - 1]);   // the setting; the rest belong to environ
    free(list);
}

// In the forked child: the socket, stderr file and canvas on descriptors 3, 4 and 5, then this
// program again, which the constructor below makes a worker. Returns only when exec failed.
static void become_worker_image(int socket_fd, int errors_fd, int canvas_fd, char **environment) {
#if defined(__linux__)
    int moved[3] = {fcntl(socket_fd, F_DUPFD, 10), fcntl(errors_fd, F_DUPFD, 10), fcntl(canvas_fd, F_DUPFD, 10)};
    if (moved[0] < 0 || moved[1] < 0 || moved[2] < 0) return;
    for (int i = 0; i < 3; i++) {
        if (dup2(moved[i], 3 + i) < 0) return;   // dup2 leaves the new descriptor open across exec
    }
    char *arguments[] = {"timermask-rsvg-worker", NULL};
    execve("/proc/self/exe", arguments, environment);
    for (int i = 0; i < 3; i++) close(3 + i);
#else
    (void)socket_fd, (void)errors_fd, (void)canvas_fd, (void)environment;
#endif
}

// A new image started by become_worker_image serves before main runs, and never returns to it.
__attribute__((constructor)) static void worker_image_entry(void) {
    const char *setting = getenv(WORKER_VARIABLE);
    if (!setting) return;
    long long memory_limit = 0, maximum_pixels = 0;
    if (sscanf(setting, "%lld:%lld", &memory_limit, &maximum_pixels) != 2 || maximum_pixels <= 0) _exit(125);
    void *canvas = mmap(NULL, (size_t)maximum_pixels * 4, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_NORESERVE, 5, 0);
    if (canvas == MAP_FAILED) _exit(126);
    close(5);
    serve(3, 4, canvas, (int64_t)memory_limit);
}

static worker *start_worker(const timermask_svg_request *request, char *message, size_t size) {
    worker *w = calloc(1, sizeof *w);
    if (!w) {
        snprintf(message, size, "out of memory");
        return NULL;
    }
    w->maximum_pixels = request->maximum_pixels;
    w->memory_limit = request->memory_limit;
    int pair[2] = {-1, -1};
    int canvas_fd = canvas_file((size_t)request->maximum_pixels * 4);
    void *canvas = mmap(NULL, (size_t)request->maximum_pixels * 4, PROT_READ | PROT_WRITE,
                        canvas_fd >= 0 ? MAP_SHARED | MAP_NORESERVE : MAP_SHARED | MAP_ANONYMOUS | MAP_NORESERVE,
                        canvas_fd, 0);
    w->errors = stderr_file();
    if (canvas == MAP_FAILED || w->errors < 0 || socketpair(AF_UNIX, SOCK_STREAM, 0, pair) != 0 ||
        make_cloexec(pair[0]) < 0 || make_cloexec(pair[1]) < 0) {
        snprintf(message, size, "%s", strerror(errno));
        if (canvas != MAP_FAILED) munmap(canvas, (size_t)request->maximum_pixels * 4);
        if (canvas_fd >= 0) close(canvas_fd);
        if (w->errors >= 0) close(w->errors);
        if (pair[0] >= 0) close(pair[0]), close(pair[1]);
        free(w);
        return NULL;
    }
#if defined(SO_NOSIGPIPE)
    int on = 1;
    setsockopt(pair[0], SOL_SOCKET, SO_NOSIGPIPE, &on, sizeof on);
#endif
    w->canvas = canvas;
    w->inherited_resident = (int64_t)statm_bytes(1);
    // The environment for the new image is made before the fork: the child may only exec or serve.
    char **environment = canvas_fd >= 0 ? worker_environment(request) : NULL;
    pid_t pid = fork();
    if (pid == 0) {
        close(pair[0]);
        if (environment) become_worker_image(pair[1], w->errors, canvas_fd, environment);
        serve(pair[1], w->errors, w->canvas, w->memory_limit);
    }
    free_environment(environment);
    if (canvas_fd >= 0) close(canvas_fd);
    close(pair[1]);
    if (pid < 0) {
        snprintf(message, size, "fork failed: %s", strerror(errno));
        close(pair[0]);
        close(w->errors);
        munmap(canvas, (size_t)request->maximum_pixels * 4);
        free(w);
        return NULL;
    }
    w->pid = pid;
    w->socket = pair[0];
    return w;
}

// The start (drawn) or the end (died) of what the worker wrote on stderr for this document.
static void read_diagnostics(worker *w, int tail, char *text, size_t size) {
    text[0] = 0;
    off_t length = lseek(w->errors, 0, SEEK_END);
    if (length <= 0) return;
    off_t from = tail && length > (off_t)size - 1 ? length - (off_t)(size - 1) : 0;
    ssize_t got = pread(w->errors, text, size - 1, from);
    text[got > 0 ? got : 0] = 0;
}

void timermask_svg_draw(const timermask_svg_request *request, timermask_svg_result *result) {
    memset(result, 0, sizeof *result);
    double deadline = now() + request->time_limit;
    // An idle worker made for the same limits, else a new one.
    worker *w = NULL;
    pthread_mutex_lock(&pool_lock);
    for (worker **link = &idle_workers; *link; link = &(*link)->next) {
        if ((*link)->maximum_pixels == request->maximum_pixels && (*link)->memory_limit == request->memory_limit) {
            w = *link;
            *link = w->next;
            break;
        }
    }
    pthread_mutex_unlock(&pool_lock);
    if (!w && !(w = start_worker(request, result->message, sizeof result->message))) {
        result->status = TIMERMASK_SVG_NO_WORKER;
        return;
    }
    if (ftruncate(w->errors, 0) != 0) {}
    size_t layer_length = request->layer ? strlen(request->layer) : 0;
    wire_request wire = {request->xml_length, layer_length, request->viewport_size, request->scale,
                         request->dx, request->dy, request->maximum_pixels};
    wire_response response = {0};
    int done = transfer(w->socket, &wire, sizeof wire, 1, deadline);
    if (done > 0) done = transfer(w->socket, (void *)request->xml, request->xml_length, 1, deadline);
    if (done > 0 && layer_length) done = transfer(w->socket, (void *)request->layer, layer_length, 1, deadline);
    if (done > 0) done = transfer(w->socket, &response, sizeof response, 0, deadline);
    if (done > 0 && response.message_length >= sizeof result->message) done = -1;
    if (done > 0) done = transfer(w->socket, result->message, response.message_length, 0, deadline);
    if (done == 0) {
        result->status = TIMERMASK_SVG_TIMED_OUT;
        kill(w->pid, SIGKILL);
        waitpid(w->pid, NULL, 0);
        end_worker(w, 0);
        return;
    }
    if (done < 0) {
        // The worker died (or broke the protocol): how it ended, and its last words.
        kill(w->pid, SIGKILL);
        int status = 0;
        struct rusage usage;
        memset(&usage, 0, sizeof usage);
        while (wait4(w->pid, &status, 0, &usage) < 0 && errno == EINTR) {}
        result->status = TIMERMASK_SVG_CRASHED;
#if defined(__APPLE__)
        int64_t peak = (int64_t)usage.ru_maxrss;
#else
        int64_t peak = (int64_t)usage.ru_maxrss * 1024;
#endif
        // The worker starts holding what the parent held when it forked: only the rest is its own.
        result->peak_resident = peak > w->inherited_resident ? peak - w->inherited_resident : 0;
        result->signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
        result->exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 0;
        read_diagnostics(w, 1, result->diagnostics, sizeof result->diagnostics);
        end_worker(w, 0);
        return;
    }
    result->message[response.message_length] = 0;
    result->status = (timermask_svg_status)response.status;
    result->left = response.left;
    result->top = response.top;
    result->width = response.width;
    result->height = response.height;
    read_diagnostics(w, 0, result->diagnostics, sizeof result->diagnostics);
    if (result->status == TIMERMASK_SVG_DRAWN) {
        size_t count = (size_t)result->width * (size_t)result->height;
        result->pixels = malloc(count * 4 + 1);
        if (!result->pixels) {
            result->status = TIMERMASK_SVG_NO_PICTURE;
        } else {
            timermask_cairo_rgba(w->canvas, result->pixels, count);
        }
    }
    pthread_mutex_lock(&pool_lock);
    w->next = idle_workers;
    idle_workers = w;
    pthread_mutex_unlock(&pool_lock);
}
