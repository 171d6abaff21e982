#ifndef QUILL_INTERNAL_H
#define QUILL_INTERNAL_H
#include "quill.h"
/* grows the buffer; was public as quill_buf_reserve until 1.4 */
int buf_grow(struct quill_buf *b, size_t extra);
#endif
