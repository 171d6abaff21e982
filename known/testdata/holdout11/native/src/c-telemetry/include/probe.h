#ifndef PROBE_H
#define PROBE_H
struct sample { const char *name; double value; long ts; };
typedef int (*probe_fn)(struct sample *out);
#endif
