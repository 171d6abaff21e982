#ifndef KV_H
#define KV_H
#include <stddef.h>
#include <stdint.h>

struct arena { unsigned char *base; size_t used, cap; };
struct slice { const unsigned char *p; size_t n; };
struct entry { struct slice key, val; uint64_t seq; };
struct segment { struct entry *v; size_t n, cap; uint64_t min_seq, max_seq; };
struct cursor { const struct segment *seg; size_t pos; };

void *arena_alloc(struct arena *a, size_t n);
void arena_reset(struct arena *a);
int bloom_maybe(const uint64_t *bits, size_t nbits, struct slice key);
void bloom_add(uint64_t *bits, size_t nbits, struct slice key);
int cursor_next(struct cursor *c, struct entry *out);
size_t index_find(const struct segment *s, struct slice key);
int journal_append(int fd, const struct entry *e);
uint64_t key_hash(struct slice key);
int key_cmp(struct slice a, struct slice b);
int manifest_write(const char *path, const struct segment *segs, size_t n);
int segment_put(struct segment *s, struct entry e);
#endif
