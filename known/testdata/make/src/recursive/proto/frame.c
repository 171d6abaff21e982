#include <stddef.h>

struct frame { unsigned char kind; size_t len; };

size_t frame_len(const struct frame *f)
{
    return f->length; /* the field is len */
}
